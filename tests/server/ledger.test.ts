import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase, type DatabaseTarget } from '../../server/db/open';
import { createUser } from '../../server/domain/accounts';
import { FundType } from '../../server/domain/fund-types';
import { post, postMany, type LedgerEntry } from '../../server/domain/ledger';
import { MAX_BALANCE_CENTS, MAX_ENTRY_CENTS } from '../../server/domain/ledger-limits';
import { countingStatements } from './games/support';
import { uniqueAccount } from './support/api';
import { describeOnPostgres } from './support/postgres';

/** ledger.postMany: many entries judged in order, in a fixed number of statements. */
function ledgerSuite(label: string, target: () => Promise<DatabaseTarget>): void {
  describe(`postMany on ${label}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await openDatabase(await target());
      await migrate(db);
    });
    afterAll(() => db?.close());

    const newUser = async (balanceCents = 0): Promise<number> => {
      const userId = await db.transaction((tx) => createUser(tx, { account: uniqueAccount('many'), passwordHash: 'x', withdrawPasswordHash: 'x', inviterId: null }));
      if (userId === null) throw new Error('account taken');
      if (balanceCents > 0) await db.transaction((tx) => post(tx, { userId, type: FundType.recharge, amountCents: balanceCents, reference: 'start' }));
      return userId;
    };
    const balanceOf = async (userId: number) => (await db.query<{ b: number }>('SELECT balance_cents AS b FROM users WHERE id = $1', [userId]))[0]?.b;
    const rowsOf = (userId: number) =>
      db.query<{ amount_cents: number; balance_after_cents: number; reference: string }>(
        'SELECT amount_cents, balance_after_cents, reference FROM ledger WHERE user_id = $1 ORDER BY id',
        [userId],
      );
    const entry = (userId: number, amountCents: number, reference: string): LedgerEntry => ({
      userId,
      type: amountCents < 0 ? FundType.betDeduction : FundType.bonusPayout,
      amountCents,
      reference,
    });

    it('judges the entries in order against the balance the previous ones left, with the refusals of post', async () => {
      const a = await newUser(1_000);
      // Filled to the bound by credits of the largest entry.
      const b = await newUser();
      const fill = Array.from({ length: MAX_BALANCE_CENTS / MAX_ENTRY_CENTS }, () => ({ ...entry(b, MAX_ENTRY_CENTS, 'fill'), type: FundType.recharge }));
      expect((await db.transaction((tx) => postMany(tx, fill))).every((result) => result.ok)).toBe(true);
      const results = await db.transaction((tx) =>
        postMany(tx, [
          entry(a, -600, 'a1'),
          entry(a, -600, 'a2'),
          entry(b, 1, 'b1'),
          entry(b, -10, 'b2'),
          entry(a, 300, 'a3'),
          entry(a, -MAX_ENTRY_CENTS - 1, 'a4'),
          entry(a, -700, 'a5'),
          entry(b, 10, 'b3'),
        ]),
      );
      expect(results.map((result) => (result.ok ? result.entry.balanceAfterCents : result.reason))).toEqual([
        400,
        'insufficient-balance',
        'balance-limit',
        MAX_BALANCE_CENTS - 10,
        700,
        'amount-limit',
        0,
        MAX_BALANCE_CENTS,
      ]);
      const ids = results.flatMap((result) => (result.ok ? [result.entry.id] : []));
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);
      expect(await balanceOf(a)).toBe(0);
      expect(await balanceOf(b)).toBe(MAX_BALANCE_CENTS);
      expect(await rowsOf(a)).toEqual([
        { amount_cents: 1_000, balance_after_cents: 1_000, reference: 'start' },
        { amount_cents: -600, balance_after_cents: 400, reference: 'a1' },
        { amount_cents: 300, balance_after_cents: 700, reference: 'a3' },
        { amount_cents: -700, balance_after_cents: 0, reference: 'a5' },
      ]);
    });

    it('runs two statements whatever the number of entries, none when every entry is refused up front', async () => {
      const users = await Promise.all([1, 2, 3].map(() => newUser(10_000)));
      for (const size of [1, 30]) {
        const counted = await db.transaction(async (tx) => {
          const counting = countingStatements(tx);
          const results = await postMany(
            counting.tx,
            Array.from({ length: size }, (_, i) => entry(users[i % users.length]!, -10, `n${i}`)),
          );
          expect(results.every((result) => result.ok)).toBe(true);
          return counting.count();
        });
        expect(counted).toBe(2);
      }
      const refused = await db.transaction(async (tx) => {
        const counting = countingStatements(tx);
        expect(await postMany(counting.tx, [entry(users[0]!, MAX_ENTRY_CENTS + 1, 'big')])).toEqual([{ ok: false, reason: 'amount-limit' }]);
        return counting.count();
      });
      expect(refused).toBe(0);
    });

    it('throws on a malformed amount before it reads or writes anything', async () => {
      const a = await newUser(1_000);
      await expect(db.transaction((tx) => postMany(tx, [entry(a, -100, 'fine'), entry(a, 1.5, 'bad')]))).rejects.toThrow(RangeError);
      expect(await balanceOf(a)).toBe(1_000);
      expect(await rowsOf(a)).toHaveLength(1);
    });

    it('queues concurrent batches on their wallets, locked in id order: no deadlock, no lost debit', async () => {
      const users = await Promise.all([1, 2, 3, 4].map(() => newUser(1_000)));
      const forward = users.map((userId) => entry(userId, -100, 'forward'));
      const backward = [...users].reverse().map((userId) => entry(userId, -100, 'backward'));
      const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => db.transaction((tx) => postMany(tx, i % 2 === 0 ? forward : backward))));
      expect(runs.flat().every((result) => result.ok)).toBe(true);
      for (const userId of users) expect(await balanceOf(userId)).toBe(400);
    });
  });
}

ledgerSuite('PGlite', async () => ({ kind: 'memory' }));
describeOnPostgres('ledger postMany', (newDatabase) => ledgerSuite('PostgreSQL', newDatabase));
