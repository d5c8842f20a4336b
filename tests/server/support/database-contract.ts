import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { createUser } from '../../../server/domain/accounts';
import { FundType, type FundTypeValue } from '../../../server/domain/fund-types';
import { purgeExpiredRecords } from '../../../server/domain/housekeeping';
import { runIdempotent } from '../../../server/domain/idempotency';
import { DEFAULT_LOGIN_LIMITS } from '../../../server/domain/login-throttle';
import { post } from '../../../server/domain/ledger';
import { openSession } from '../../../server/domain/sessions';
import { uniqueAccount } from './api';
import type { Targets } from './server';

/** The ledger and the idempotency store on a real database: locking and atomicity. */
export function describeDatabaseContract(targets: Targets): void {
  describe(`ledger and idempotency on ${targets.label}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await openDatabase(await targets.fresh());
      await migrate(db);
    });
    afterAll(() => db?.close());

    const newUser = async (): Promise<number> => {
      const userId = await db.transaction((tx) => createUser(tx, { account: uniqueAccount('ledger'), passwordHash: 'x', withdrawPasswordHash: 'x', inviterId: null }));
      if (userId === null) throw new Error('account taken');
      return userId;
    };
    const balanceOf = async (userId: number) => (await db.query<{ b: number }>('SELECT balance_cents AS b FROM users WHERE id = $1', [userId]))[0]?.b;
    const credit = (userId: number, amountCents: number, type: FundTypeValue = FundType.recharge) =>
      db.transaction((tx) => post(tx, { userId, type, amountCents, reference: 'test' }));

    describe('ledger.post', () => {
      it('moves the balance and appends a row with the balance after it', async () => {
        const userId = await newUser();
        const deposit = await credit(userId, 10_000);
        const bet = await credit(userId, -2_550, FundType.betDeduction);
        expect(deposit).toEqual({ ok: true, entry: { id: expect.any(Number), userId, type: 0, amountCents: 10_000, reference: 'test', balanceAfterCents: 10_000 } });
        expect(bet).toMatchObject({ ok: true, entry: { amountCents: -2_550, balanceAfterCents: 7_450 } });
        expect(await balanceOf(userId)).toBe(7_450);
        const rows = await db.query('SELECT type, amount_cents, balance_after_cents, reference FROM ledger WHERE user_id = $1 ORDER BY id', [userId]);
        expect(rows).toEqual([
          { type: 0, amount_cents: 10_000, balance_after_cents: 10_000, reference: 'test' },
          { type: 1, amount_cents: -2_550, balance_after_cents: 7_450, reference: 'test' },
        ]);
      });

      it('refuses to go below zero and changes nothing', async () => {
        const userId = await newUser();
        await credit(userId, 500);
        expect(await credit(userId, -501, FundType.betDeduction)).toEqual({ ok: false, reason: 'insufficient-balance' });
        expect(await balanceOf(userId)).toBe(500);
        expect(await db.query('SELECT 1 FROM ledger WHERE user_id = $1', [userId])).toHaveLength(1);
      });

      it('throws for a zero, fractional or unsafe amount and for an unknown user', async () => {
        const userId = await newUser();
        for (const amountCents of [0, 1.5, Number.MAX_SAFE_INTEGER + 2]) await expect(credit(userId, amountCents)).rejects.toThrow(RangeError);
        await expect(credit(999_999, 100)).rejects.toThrow(/unknown user/);
      });

      it('serialises concurrent debits of one wallet: only one of two that together overdraw succeeds', async () => {
        const userId = await newUser();
        await credit(userId, 1_000);
        const results = await Promise.all([credit(userId, -600, FundType.betDeduction), credit(userId, -600, FundType.betDeduction)]);
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(await balanceOf(userId)).toBe(400);
      });

      it('keeps every balance equal to the replay of its ledger', async () => {
        const userId = await newUser();
        await Promise.all([credit(userId, 300), credit(userId, 700, FundType.bonusGift), credit(userId, 50, FundType.activityGift)]);
        await credit(userId, -275, FundType.withdrawal);
        const mismatches = await db.query(
          `SELECT users.id FROM users LEFT JOIN ledger ON ledger.user_id = users.id
           GROUP BY users.id, users.balance_cents HAVING users.balance_cents <> coalesce(sum(ledger.amount_cents), 0)`,
        );
        expect(mismatches).toEqual([]);
        const [last] = await db.query<{ balance_after_cents: number }>('SELECT balance_after_cents FROM ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [userId]);
        expect(last?.balance_after_cents).toBe(await balanceOf(userId));
      });

      it('cannot update or delete ledger rows', async () => {
        const userId = await newUser();
        await credit(userId, 100);
        await expect(db.query('UPDATE ledger SET amount_cents = 1 WHERE user_id = $1', [userId])).rejects.toThrow(/never updated or deleted/);
        await expect(db.query('DELETE FROM ledger WHERE user_id = $1', [userId])).rejects.toThrow(/never updated or deleted/);
      });

      it('refuses a fund type outside the spec', async () => {
        const userId = await newUser();
        await expect(db.transaction((tx) => post(tx, { userId, type: 5 as never, amountCents: 100, reference: 'test' }))).rejects.toThrow();
        expect(await balanceOf(userId)).toBe(0);
      });
    });

    describe('runIdempotent', () => {
      const claim = (key: string, requestHash = 'request-a') => ({ scope: 'user:1', key, requestHash });

      it('debits once for any number of repeats, in the same transaction as the key', async () => {
        const userId = await newUser();
        await credit(userId, 1_000);
        const debit = () =>
          db.transaction((tx) => runIdempotent(tx, claim(`debit-${userId}`), () => post(tx, { userId, type: FundType.betDeduction, amountCents: -100, reference: 'order:1' })));
        const answers = await Promise.all([debit(), debit(), debit()]);
        expect(answers.map((answer) => answer.kind === 'done' && answer.replayed).sort()).toEqual([false, true, true]);
        expect(await balanceOf(userId)).toBe(900);
      });

      it('forgets the key when the work fails, so a retry runs it', async () => {
        const key = `fails-${uniqueAccount()}`;
        await expect(db.transaction((tx) => runIdempotent(tx, claim(key), async () => { throw new Error('crash'); }))).rejects.toThrow('crash');
        const retry = await db.transaction((tx) => runIdempotent(tx, claim(key), async () => 'second'));
        expect(retry).toEqual({ kind: 'done', value: 'second', replayed: false });
      });

      it('answers key-reused for the same key with another request', async () => {
        const key = `reused-${uniqueAccount()}`;
        await db.transaction((tx) => runIdempotent(tx, claim(key), async () => 1));
        expect(await db.transaction((tx) => runIdempotent(tx, claim(key, 'request-b'), async () => 2))).toEqual({ kind: 'key-reused' });
      });
    });

    describe('housekeeping', () => {
      it('drops expired keys, aged-out login failures and dead sessions, and keeps the rest', async () => {
        const userId = await newUser();
        const lifetimes = { tokenSeconds: 60, secretSeconds: 60 };
        await db.transaction(async (tx) => {
          await openSession(tx, userId, lifetimes);
          await openSession(tx, userId, lifetimes);
          await runIdempotent(tx, { scope: 'ip:house', key: 'old', requestHash: 'h' }, async () => 1);
          await runIdempotent(tx, { scope: 'ip:house', key: 'new', requestHash: 'h' }, async () => 1);
          await tx.query(`INSERT INTO login_attempts (account, ip, created_at) VALUES ('house', 'ip', now() - interval '2 hours'), ('house', 'ip', now())`);
        });
        await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE scope = 'ip:house' AND key_hash = (SELECT min(key_hash) FROM idempotency_keys WHERE scope = 'ip:house')`);
        await db.query(`UPDATE sessions SET secret_expires_at = now() - interval '1 second' WHERE id = (SELECT min(id) FROM sessions WHERE user_id = $1)`, [userId]);

        await db.query(`INSERT INTO throttle_counters (bucket, window_start, hits, expires_at) VALUES ('house:old', now() - interval '2 hours', 1, now() - interval '1 hour'), ('house:new', now(), 1, now() + interval '1 hour')`);
        await purgeExpiredRecords(db, { ...DEFAULT_LOGIN_LIMITS, windowSeconds: 3600 });

        const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0]?.n;
        expect(await count(`SELECT count(*) AS n FROM idempotency_keys WHERE scope = 'ip:house'`)).toBe(1);
        expect(await count(`SELECT count(*) AS n FROM login_attempts WHERE account = 'house'`)).toBe(1);
        expect(await count(`SELECT count(*) AS n FROM throttle_counters WHERE bucket LIKE 'house:%'`)).toBe(1);
        expect(await count('SELECT count(*) AS n FROM sessions WHERE user_id = $1', [userId])).toBe(1);
      });
    });
  });
}
