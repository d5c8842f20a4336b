import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../../models/api-paths';
import type { TokenPair, User } from '../../../models/entities';
import type { FastdrawServer } from '../../../server/app';
import { createUser } from '../../../server/domain/accounts';
import { setFrozen } from '../../../server/domain/operator';
import { hashPassword, TEST_COST } from '../../../server/domain/passwords';
import { revokeAllSessions } from '../../../server/domain/sessions';
import { call, uniqueAccount, uniqueIp } from './api';
import { startTestServer, TEST_LOGIN_LIMITS, type Targets } from './server';

/** The login, registration and token part of the HTTP contract (docs/api.md). */
export function describeAuthContract(targets: Targets): void {
  describe(`auth contract on ${targets.label}`, () => {
    let server: FastdrawServer;
    beforeAll(async () => {
      server = await startTestServer(await targets.fresh());
    });
    afterAll(() => server?.close());

    const login = (account: string, password: string, ip = uniqueIp()) =>
      call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account, password, packageId: 1, platformId: 1 }, ip });
    const register = (fields: Partial<Record<'account' | 'password' | 'withdrawPassword' | 'code', string>>, idempotencyKey?: string) =>
      call<TokenPair>(server.app, 'POST', ApiPath.register, {
        body: { account: uniqueAccount(), password: 'pass1234', withdrawPassword: '654321', code: 'FAST01', packageId: 1, platformId: 1, ...fields },
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
    const info = (token: string) => call<User>(server.app, 'POST', ApiPath.userInfo, { body: { account: '' }, token });
    const refresh = (secretToken: string) => call<TokenPair>(server.app, 'POST', ApiPath.refresh, { body: { secretToken } });
    const tokensOf = async (account: string, password = 'pass1234') => {
      const answer = await login(account, password);
      expect(answer.envelope.code).toBe(0);
      return answer.envelope.data;
    };

    describe('demo players', () => {
      it('logs demo001 in with 10,000.00 as the balance and demo002 with nothing', async () => {
        const demo001 = await info((await tokensOf('demo001', 'demo1234')).token);
        expect(demo001.envelope.data).toMatchObject({ account: 'demo001', balance: 1_000_000, avatar: 'b_01.png', disableGameList: '[]' });
        const demo002 = await info((await tokensOf('demo002', 'demo1234')).token);
        expect(demo002.envelope.data).toMatchObject({ account: 'demo002', balance: 0 });
      });

      it('gave demo001 its balance as one recharge row of the ledger', async () => {
        const rows = await server.db.query<{ type: number; amount_cents: number; balance_after_cents: number }>(
          `SELECT type, amount_cents, balance_after_cents FROM ledger JOIN users ON users.id = ledger.user_id WHERE account = 'demo001'`,
        );
        expect(rows).toEqual([{ type: 0, amount_cents: 1_000_000, balance_after_cents: 1_000_000 }]);
      });
    });

    describe('login', () => {
      it('answers a fresh pair of 256-bit tokens on every login', async () => {
        const first = await tokensOf('demo001', 'demo1234');
        const second = await tokensOf('demo001', 'demo1234');
        for (const token of [first.token, first.secretToken]) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
        expect(new Set([first.token, first.secretToken, second.token, second.secretToken]).size).toBe(4);
      });

      it('gives the same answer for an unknown account and a wrong password', async () => {
        const unknown = await login('nobody404', 'demo1234');
        const wrong = await login('demo001', 'wrong999');
        expect(unknown).toEqual({ status: 200, envelope: { code: 1005, msg: expect.any(String), data: null } });
        expect(wrong).toEqual(unknown);
      });

      it('ignores the letter case of the account', async () => {
        expect((await login('DEMO001', 'demo1234')).envelope.code).toBe(0);
      });

      it('refuses a frozen account with 1010, but only to someone who knows its password', async () => {
        const account = uniqueAccount('frozen');
        await register({ account });
        await setFrozen(server.db, account, true);
        expect((await login(account, 'pass1234')).envelope.code).toBe(1010);
        expect((await login(account, 'wrong999')).envelope.code).toBe(1005);
        await setFrozen(server.db, account, false);
        expect((await login(account, 'pass1234')).envelope.code).toBe(0);
      });

      it('upgrades a hash made with other scrypt parameters on the next login', async () => {
        const account = uniqueAccount('rehash');
        const oldHash = await hashPassword('pass1234', { ...TEST_COST, N: TEST_COST.N * 2 });
        await server.db.transaction((tx) => createUser(tx, { account, passwordHash: oldHash, withdrawPasswordHash: oldHash, inviterId: null }));
        expect((await login(account, 'pass1234')).envelope.code).toBe(0);
        const [row] = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE account = $1', [account]);
        expect(row?.password_hash.startsWith(`scrypt$${TEST_COST.N}$8$1$`)).toBe(true);
        expect((await login(account, 'pass1234')).envelope.code).toBe(0);
      });
    });

    describe('login throttling', () => {
      it(`refuses an account from one IP with 4006 after ${TEST_LOGIN_LIMITS.perAccount} failures from it, even with the right password; the right password from elsewhere still logs in`, async () => {
        const account = uniqueAccount('guess');
        await register({ account });
        const ip = uniqueIp();
        for (let i = 0; i < TEST_LOGIN_LIMITS.perAccount; i++) expect((await login(account, 'wrong999', ip)).envelope.code).toBe(1005);
        expect((await login(account, 'pass1234', ip)).envelope.code).toBe(4006);
        expect((await login(account, 'pass1234', uniqueIp())).envelope.code).toBe(0);
      });

      it('counts unknown accounts too', async () => {
        const account = uniqueAccount('ghost');
        const ip = uniqueIp();
        for (let i = 0; i < TEST_LOGIN_LIMITS.perAccount; i++) await login(account, 'wrong999', ip);
        expect((await login(account, 'wrong999', ip)).envelope.code).toBe(4006);
      });

      it(`refuses an IP with 4006 after ${TEST_LOGIN_LIMITS.perIp} failures on any accounts`, async () => {
        const ip = uniqueIp();
        for (let i = 0; i < TEST_LOGIN_LIMITS.perIp; i++) expect((await login(uniqueAccount('spray'), 'wrong999', ip)).envelope.code).toBe(1005);
        expect((await login('demo002', 'demo1234', ip)).envelope.code).toBe(4006);
        expect((await login('demo002', 'demo1234', uniqueIp())).envelope.code).toBe(0);
      });

      it("clears the source's failures on a successful login", async () => {
        const account = uniqueAccount('forget');
        await register({ account });
        const almost = TEST_LOGIN_LIMITS.perAccount - 1;
        const ip = uniqueIp();
        for (let i = 0; i < almost; i++) await login(account, 'wrong999', ip);
        expect((await login(account, 'pass1234', ip)).envelope.code).toBe(0);
        for (let i = 0; i < almost; i++) await login(account, 'wrong999', ip);
        expect((await login(account, 'pass1234', ip)).envelope.code).toBe(0);
      });
    });

    describe('register', () => {
      it('registers with the demo invite code, then logs in, with balance 0, avatar b_01 and an own invite code', async () => {
        const account = uniqueAccount('fresh');
        const answer = await register({ account, code: 'fast01' });
        expect(answer.envelope.code).toBe(0);
        expect(answer.envelope.data.token).not.toBe('');
        const user = (await info((await tokensOf(account)).token)).envelope.data;
        expect(user).toMatchObject({ account, balance: 0, avatar: 'b_01.png', vipLevel: 0, bindStatus: false, disableGameList: '[]' });
        expect(user.inviteCode).toMatch(/^[A-Z0-9]{6}$/);
        expect(user.inviteCode).not.toBe('FAST01');
        const ledger = await server.db.query('SELECT 1 FROM ledger WHERE user_id = $1', [user.userId]);
        expect(ledger).toEqual([]);
      });

      it("records the owner of the invite code used as the new player's inviter", async () => {
        const inviter = uniqueAccount('agent');
        await register({ account: inviter });
        const { userId, inviteCode } = (await info((await tokensOf(inviter)).token)).envelope.data;
        const invitee = uniqueAccount('invitee');
        expect((await register({ account: invitee, code: inviteCode })).envelope.code).toBe(0);
        const [row] = await server.db.query<{ inviter_id: number }>('SELECT inviter_id FROM users WHERE account = $1', [invitee]);
        expect(row?.inviter_id).toBe(userId);
      });

      it('refuses a taken account with 1003', async () => {
        expect((await register({ account: 'demo001' })).envelope.code).toBe(1003);
        expect((await register({ account: 'Demo001' })).envelope.code).toBe(1003);
      });

      it('refuses an unknown invite code with 1008', async () => {
        expect((await register({ code: 'ZZZZ99' })).envelope.code).toBe(1008);
      });

      it.each(['code', 'account', 'password'] as const)('refuses an empty %s with 1009', async (field) => {
        expect((await register({ [field]: '' })).envelope.code).toBe(1009);
      });

      it('refuses an account that is not 6-12 letters and digits with code 1 and the validation key', async () => {
        expect((await register({ account: 'bad!name' })).envelope).toEqual({ code: 1, msg: 'validation:tip_username_err', data: null });
        expect((await register({ account: 'abc12' })).envelope).toEqual({ code: 1, msg: 'validation:tip_username_length_err', data: null });
      });

      it('refuses an empty or malformed withdrawal password with code 1', async () => {
        expect((await register({ withdrawPassword: '' })).envelope.code).toBe(1);
        expect((await register({ withdrawPassword: '1234567890123' })).envelope.code).toBe(1);
      });
    });

    describe('tokens', () => {
      it('answers 401 (HTTP 200) to a protected call without a live token', async () => {
        expect(await info('')).toEqual({ status: 200, envelope: { code: 401, msg: expect.any(String), data: null } });
        expect((await info('not-a-token')).envelope.code).toBe(401);
      });

      it('answers 401 once the token has expired', async () => {
        const { token } = await tokensOf('demo002', 'demo1234');
        expect((await info(token)).envelope.code).toBe(0);
        await server.db.query(`UPDATE sessions SET token_expires_at = now() - interval '1 second'`);
        expect((await info(token)).envelope.code).toBe(401);
      });

      it('rotates on refresh: the new pair works, the old token and secret are dead', async () => {
        const old = await tokensOf('demo002', 'demo1234');
        const renewed = await refresh(old.secretToken);
        expect(renewed.envelope.code).toBe(0);
        expect(renewed.envelope.data.token).not.toBe(old.token);
        expect(renewed.envelope.data.secretToken).not.toBe(old.secretToken);
        expect((await info(renewed.envelope.data.token)).envelope.code).toBe(0);
        expect((await info(old.token)).envelope.code).toBe(401);
        expect((await refresh(old.secretToken)).envelope).toEqual({ code: 402, msg: expect.any(String), data: null });
      });

      it('refuses an unknown, empty or expired secret with 402', async () => {
        expect((await refresh('unknown')).envelope.code).toBe(402);
        expect((await refresh('')).envelope.code).toBe(402);
        const { secretToken } = await tokensOf('demo002', 'demo1234');
        await server.db.query(`UPDATE sessions SET secret_expires_at = now() - interval '1 second'`);
        expect((await refresh(secretToken)).envelope.code).toBe(402);
      });

      it('kills the token pair on logout, and only that pair', async () => {
        const ended = await tokensOf('demo002', 'demo1234');
        const other = await tokensOf('demo002', 'demo1234');
        const answer = await call(server.app, 'POST', ApiPath.logout, { body: { token: ended.token }, token: ended.token });
        expect(answer.envelope).toEqual({ code: 0, msg: expect.any(String), data: null });
        expect((await info(ended.token)).envelope.code).toBe(401);
        expect((await refresh(ended.secretToken)).envelope.code).toBe(402);
        expect((await info(other.token)).envelope.code).toBe(0);
        expect((await call(server.app, 'POST', ApiPath.logout, { token: ended.token })).envelope.code).toBe(401);
      });

      it('ends every session of a user with revokeAllSessions (password change, freezing)', async () => {
        const account = uniqueAccount('revoke');
        await register({ account });
        const pairs = [await tokensOf(account), await tokensOf(account)];
        const { userId } = (await info(pairs[0]!.token)).envelope.data;
        await server.db.transaction((tx) => revokeAllSessions(tx, userId));
        for (const pair of pairs) {
          expect((await info(pair.token)).envelope.code).toBe(401);
          expect((await refresh(pair.secretToken)).envelope.code).toBe(402);
        }
      });
    });
  });
}
