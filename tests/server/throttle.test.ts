import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountPath, ApiPath } from '../../models/api-paths';
import type { TokenPair } from '../../models/entities';
import type { FastdrawServer } from '../../server/app';
import type { DatabaseTarget } from '../../server/db/open';
import { hashPassword, verifyPassword } from '../../server/domain/passwords';
import type { ServerOptions } from '../../server/options';
import { bindCard, newPlayer, post, withdraw } from './account/support';
import { call, uniqueAccount, uniqueIp } from './support/api';
import { describeOnPostgres } from './support/postgres';
import { startTestServer, TEST_LOGIN_LIMITS } from './support/server';

// Counts the password hashes and checks the routes make.
vi.mock('../../server/domain/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/domain/passwords')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword), verifyPassword: vi.fn(original.verifyPassword) };
});
const hashes = () => vi.mocked(hashPassword).mock.calls.length;
const checks = () => vi.mocked(verifyPassword).mock.calls.length;

const registerBody = (fields: Record<string, string> = {}) => ({ account: uniqueAccount('thr'), password: 'pass1234', withdrawPassword: '654321', code: 'FAST01', ...fields });

function throttleSuite(label: string, database: () => Promise<DatabaseTarget>): void {
  describe(`throttles on ${label}`, () => {
    const servers: FastdrawServer[] = [];
    const start = async (options: Partial<ServerOptions> = {}) => {
      const server = await startTestServer(await database(), options);
      servers.push(server);
      return server;
    };
    afterAll(() => Promise.all(servers.map((server) => server.close())));

    const register = (server: FastdrawServer, body: object, ip: string) => call<TokenPair>(server.app, 'POST', ApiPath.register, { body, ip });
    const login = (server: FastdrawServer, account: string, password: string, ip: string) =>
      call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account, password }, ip });

    let server: FastdrawServer;
    beforeAll(async () => {
      server = await start({ registerLimits: { perIp: 3 } });
    });

    it('checks the invite code before any password hashing: 64 parallel registrations with a made-up code hash nothing', async () => {
      const before = hashes();
      const answers = await Promise.all(Array.from({ length: 64 }, () => register(server, registerBody({ code: 'ZZZZZZ' }), uniqueIp())));
      expect(new Set(answers.map((answer) => answer.envelope.code))).toEqual(new Set([1008]));
      expect(hashes() - before).toBe(0);
    });

    it('throttles registrations per IP: the 4th within the hour answers 4006 and hashes nothing; other IPs register', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i++) expect((await register(server, registerBody(), ip)).envelope.code).toBe(0);
      const before = hashes();
      expect((await register(server, registerBody(), ip)).envelope.code).toBe(4006);
      expect((await register(server, registerBody({ code: 'ZZZZZZ' }), ip)).envelope.code).toBe(4006);
      expect(hashes() - before).toBe(0);
      expect((await register(server, registerBody(), uniqueIp())).envelope.code).toBe(0);
    });

    it('a wrong-password flood from one IP does not stop the right password from another IP', async () => {
      const body = registerBody();
      expect((await register(server, body, uniqueIp())).envelope.code).toBe(0);
      const attacker = uniqueIp();
      const before = checks();
      const flood = await Promise.all(Array.from({ length: 30 }, () => login(server, body.account, 'wrong999', attacker)));
      const codes = flood.map((answer) => answer.envelope.code);
      // The limit is taken atomically: exactly perAccount guesses were checked, the rest refused unchecked.
      expect(codes.filter((code) => code === 1005)).toHaveLength(TEST_LOGIN_LIMITS.perAccount);
      expect(codes.filter((code) => code === 4006)).toHaveLength(30 - TEST_LOGIN_LIMITS.perAccount);
      expect(checks() - before).toBe(TEST_LOGIN_LIMITS.perAccount);
      expect((await login(server, body.account, body.password, attacker)).envelope.code).toBe(4006);
      expect((await login(server, body.account, body.password, uniqueIp())).envelope.code).toBe(0);
    });

    it('failures of an account from many IPs delay the next check instead of blocking it: the right password gets in', async () => {
      const slow = await start({ loginLimits: { ...TEST_LOGIN_LIMITS, accountSlowAfter: 3, accountDelayStepMs: 400, accountMaxDelayMs: 800 } });
      const body = registerBody();
      expect((await register(slow, body, uniqueIp())).envelope.code).toBe(0);
      const quick = Date.now();
      expect((await login(slow, body.account, body.password, uniqueIp())).envelope.code).toBe(0);
      const undelayed = Date.now() - quick;
      for (let i = 0; i < 6; i++) expect((await login(slow, body.account, 'wrong999', uniqueIp())).envelope.code).toBe(1005);
      const started = Date.now();
      expect((await login(slow, body.account, body.password, uniqueIp())).envelope.code).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(790);
      expect(undelayed).toBeLessThan(790);
    });

    it('parallel registrations from one IP never pass the limit together', async () => {
      const ip = uniqueIp();
      const answers = await Promise.all(Array.from({ length: 12 }, () => register(server, registerBody(), ip)));
      const codes = answers.map((answer) => answer.envelope.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(3);
      expect(codes.filter((code) => code === 4006)).toHaveLength(9);
    });

    it('parallel wrong withdrawal passwords get perAccount checks; the rest, and then the right one, answer 4006 unchecked', async () => {
      const player = await newPlayer(server, { balanceCents: 30_000 });
      const bank = await bindCard(server, player);
      const before = checks();
      const flood = await Promise.all(Array.from({ length: 20 }, () => withdraw(server, player, bank, 10_000, { password: 'wrong1' })));
      const codes = flood.map((answer) => answer.envelope.code);
      expect(codes.filter((code) => code === 1006)).toHaveLength(TEST_LOGIN_LIMITS.perAccount);
      expect(codes.filter((code) => code === 4006)).toHaveLength(20 - TEST_LOGIN_LIMITS.perAccount);
      expect(checks() - before).toBe(TEST_LOGIN_LIMITS.perAccount);
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(4006);
      expect(checks() - before).toBe(TEST_LOGIN_LIMITS.perAccount);
    });

    it('parallel withdrawals with the right password are all checked, a few at a time: none answers 4006', async () => {
      const player = await newPlayer(server, { balanceCents: 30_000 });
      const bank = await bindCard(server, player);
      const before = checks();
      const codes = (await Promise.all(Array.from({ length: 12 }, () => withdraw(server, player, bank, 10_000)))).map((answer) => answer.envelope.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(3);
      expect(codes.filter((code) => code === 2001)).toHaveLength(9);
      expect(checks() - before).toBe(12);
    });

    it('parallel wrong old passwords on a password change get perAccount checks, the rest 4006 unchecked', async () => {
      const player = await newPlayer(server);
      const change = (oldPassword: string) => post(server, player, AccountPath.updatePassword, { account: player.account, oldPassword, newPassword: 'newpass99' });
      const before = checks();
      const codes = (await Promise.all(Array.from({ length: 20 }, () => change('wrong999')))).map((answer) => answer.envelope.code);
      expect(codes.filter((code) => code === 1004)).toHaveLength(TEST_LOGIN_LIMITS.perAccount);
      expect(codes.filter((code) => code === 4006)).toHaveLength(20 - TEST_LOGIN_LIMITS.perAccount);
      expect(checks() - before).toBe(TEST_LOGIN_LIMITS.perAccount);
      expect((await change('pass1234')).envelope.code).toBe(4006);
    });

    it('a throttled withdrawal password works again once the window ends', async () => {
      const windowSeconds = 2;
      const short = await start({ loginLimits: { ...TEST_LOGIN_LIMITS, windowSeconds } });
      const player = await newPlayer(short, { balanceCents: 30_000 });
      const bank = await bindCard(short, player);
      // Windows are fixed (epoch-aligned, by the database clock, here the same machine): start at one's beginning.
      await sleep(windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000)) + 20);
      const codes = (await Promise.all(Array.from({ length: 8 }, () => withdraw(short, player, bank, 10_000, { password: 'wrong1' })))).map((answer) => answer.envelope.code);
      expect(codes.filter((code) => code === 1006)).toHaveLength(TEST_LOGIN_LIMITS.perAccount);
      expect((await withdraw(short, player, bank, 10_000)).envelope.code).toBe(4006);
      await sleep(windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000)) + 20);
      expect((await withdraw(short, player, bank, 10_000)).envelope.code).toBe(0);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

throttleSuite('PGlite', async () => ({ kind: 'memory' }));

// The same on a real PostgreSQL, where attempts run on parallel connections.
describeOnPostgres('throttles', (newDatabase) => throttleSuite('PostgreSQL', newDatabase));
