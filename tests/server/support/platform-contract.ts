import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../../models/api-paths';
import type { Notice, TokenPair } from '../../../models/entities';
import type { FastdrawServer } from '../../../server/app';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { call, uniqueAccount, uniqueIp } from './api';
import { startTestServer, type Targets } from './server';

/** Configuration, notices, idempotency, HTTP errors and restarts (docs/api.md). */
export function describePlatformContract(targets: Targets): void {
  describe(`platform contract on ${targets.label}`, () => {
    let server: FastdrawServer;
    beforeAll(async () => {
      server = await startTestServer(await targets.fresh());
    });
    afterAll(() => server?.close());

    const registerBody = (account: string) => ({ account, password: 'pass1234', withdrawPassword: '654321', code: 'FAST01', packageId: 1, platformId: 1 });
    const countUsers = async (account: string) =>
      (await server.db.query<{ n: number }>('SELECT count(*) AS n FROM users WHERE account = $1', [account]))[0]?.n;

    describe('configuration', () => {
      it('answers the domain configuration', async () => {
        const answer = await call(server.app, 'POST', ApiPath.domainInfo, { body: { domain: 'localhost', type: 'h5', platformId: 1, packageId: 1 } });
        expect(answer).toEqual({
          status: 200,
          envelope: {
            code: 0,
            msg: expect.any(String),
            data: {
              packageId: 1,
              platformId: 1,
              defaultLang: 'zh-CN',
              vipSwitch: '1',
              pcLoginLogo: '/logo.svg',
              pcHomeLogo: '/logo.svg',
              appName: 'Fastdraw',
              languageList: ['zh-CN', 'en-US', 'vi-VN', 'ja-JP'],
              multiLanguage: true,
              ossUrl: '',
            },
          },
        });
      });

      it('answers the API lines, by default this server', async () => {
        expect((await call(server.app, 'GET', ApiPath.lineList)).envelope.data).toEqual([{ url: '/api' }]);
      });
    });

    describe('notices', () => {
      it('lists the demo notices newest first, readable without login', async () => {
        const { envelope } = await call<Notice[]>(server.app, 'GET', `${ApiPath.notice}?platformId=1`);
        expect(envelope.code).toBe(0);
        expect(envelope.data.length).toBeGreaterThanOrEqual(4);
        for (const notice of envelope.data) {
          expect(notice).toEqual({ id: expect.any(Number), title: expect.any(String), content: expect.stringMatching(/^<p>/), createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), status: 0, lang: 'zh-CN' });
        }
        const times = envelope.data.map((notice) => notice.createTime);
        expect(times).toEqual([...times].sort().reverse());
        expect(envelope.data.map((notice) => notice.title)).toContain('欢迎来到 Fastdraw');
      });

      it('lists nothing for another platform', async () => {
        expect((await call<Notice[]>(server.app, 'GET', `${ApiPath.notice}?platformId=2`)).envelope.data).toEqual([]);
      });
    });

    describe('idempotency', () => {
      it('answers a repeated key with the first answer without running it again', async () => {
        const account = uniqueAccount('idem');
        const send = () => call<TokenPair>(server.app, 'POST', ApiPath.register, { body: registerBody(account), idempotencyKey: `reg-${account}` });
        const first = await send();
        const repeat = await send();
        expect(first.envelope.code).toBe(0);
        expect(repeat).toEqual(first);
        expect(await countUsers(account)).toBe(1);
      });

      it('answers concurrent repeats with one execution and one answer', async () => {
        const account = uniqueAccount('race');
        const send = () => call<TokenPair>(server.app, 'POST', ApiPath.register, { body: registerBody(account), idempotencyKey: `race-${account}` });
        const answers = await Promise.all([send(), send(), send()]);
        expect(answers[0]!.envelope.code).toBe(0);
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
        expect(await countUsers(account)).toBe(1);
      });

      it('refuses the same key with a different body with 4020 and runs nothing', async () => {
        const key = `reuse-${uniqueAccount()}`;
        const first = uniqueAccount('first');
        const second = uniqueAccount('second');
        expect((await call(server.app, 'POST', ApiPath.register, { body: registerBody(first), idempotencyKey: key })).envelope.code).toBe(0);
        const reused = await call(server.app, 'POST', ApiPath.register, { body: registerBody(second), idempotencyKey: key });
        expect(reused.envelope).toEqual({ code: 4020, msg: expect.any(String), data: null });
        expect(await countUsers(second)).toBe(0);
      });

      it('replays a login: the same tokens, no new session', async () => {
        const body = { account: 'demo002', password: 'demo1234', packageId: 1, platformId: 1 };
        const sessions = async () => (await server.db.query<{ n: number }>('SELECT count(*) AS n FROM sessions'))[0]?.n;
        const key = `login-${uniqueAccount()}`;
        const first = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body, idempotencyKey: key });
        const before = await sessions();
        expect(await call<TokenPair>(server.app, 'POST', ApiPath.login, { body, idempotencyKey: key })).toEqual(first);
        expect(await sessions()).toBe(before);
      });

      it('keeps keys apart per caller: the same key of two users runs twice', async () => {
        const tokenOf = async (account: string) =>
          (await call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account, password: 'demo1234' }, ip: uniqueIp() })).envelope.data.token;
        const [a, b] = [await tokenOf('demo001'), await tokenOf('demo002')];
        for (const token of [a, b]) {
          expect((await call(server.app, 'POST', ApiPath.logout, { token, idempotencyKey: 'shared-key' })).envelope.code).toBe(0);
        }
        for (const token of [a, b]) expect((await call(server.app, 'POST', ApiPath.userInfo, { token })).envelope.code).toBe(401);
      });

      it('forgets keys after 24 hours', async () => {
        const body = { account: 'demo002', password: 'demo1234' };
        const key = `old-${uniqueAccount()}`;
        const first = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body, idempotencyKey: key });
        await server.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 second'`);
        const later = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body, idempotencyKey: key });
        expect(later.envelope.code).toBe(0);
        expect(later.envelope.data.token).not.toBe(first.envelope.data.token);
      });

      it('stores neither the raw key nor readable answers', async () => {
        const key = `secret-${uniqueAccount()}`;
        const { envelope } = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account: 'demo002', password: 'demo1234' }, idempotencyKey: key });
        const rows = await server.db.query<Record<string, unknown>>('SELECT * FROM idempotency_keys');
        const stored = JSON.stringify(rows);
        expect(rows.length).toBeGreaterThan(0);
        expect(stored).not.toContain(key);
        expect(stored).not.toContain(envelope.data.token);
        expect(stored).not.toContain(envelope.data.secretToken);
      });
    });

    describe('HTTP errors', () => {
      it('answers an unknown API route with HTTP 404 and an envelope', async () => {
        expect(await call(server.app, 'GET', '/no/such/route')).toEqual({ status: 404, envelope: { code: 404, msg: expect.any(String), data: null } });
        expect((await call(server.app, 'POST', '/no/such/route')).status).toBe(404);
      });

      it('answers malformed JSON with HTTP 400', async () => {
        const response = await server.app.inject({ method: 'POST', url: `/api${ApiPath.login}`, headers: { 'content-type': 'application/json' }, payload: '{"account":' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 400, data: null });
      });

      it('answers a body over 64 KiB with HTTP 413', async () => {
        const response = await server.app.inject({ method: 'POST', url: `/api${ApiPath.login}`, payload: { account: 'x'.repeat(70_000) } });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ code: 413, data: null });
      });

      it('answers a crash with HTTP 500 without its details', async () => {
        const spy = vi.spyOn(server.db, 'query').mockRejectedValueOnce(new Error('disk on fire'));
        try {
          const answer = await call(server.app, 'GET', `${ApiPath.notice}?platformId=1`);
          expect(answer).toEqual({ status: 500, envelope: { code: 500, msg: 'Internal Server Error', data: null } });
        } finally {
          spy.mockRestore();
        }
      });
    });

    describe('restart', () => {
      it('applies migrations and demo data once, however often the server starts', async () => {
        const target = await targets.persistent();
        const snapshot = async (restarted: FastdrawServer) => ({
          migrations: await restarted.db.query('SELECT version, name FROM schema_migrations ORDER BY version'),
          users: await restarted.db.query('SELECT account, balance_cents FROM users ORDER BY id'),
          ledger: await restarted.db.query('SELECT user_id, type, amount_cents FROM ledger ORDER BY id'),
          notices: await restarted.db.query('SELECT id, texts FROM notices ORDER BY id'),
          content: await restarted.db.query(
            `SELECT (SELECT count(*) FROM messages) AS messages, (SELECT count(*) FROM activities) AS activities,
                    (SELECT count(*) FROM banners) AS banners, (SELECT string_agg(texts, '|' ORDER BY name) FROM site_texts) AS site_texts`,
          ),
          inviteCodes: await restarted.db.query(`SELECT code FROM invite_codes WHERE code = 'FAST01'`),
        });

        const first = await startTestServer(target);
        const account = uniqueAccount('kept');
        await call(first.app, 'POST', ApiPath.register, { body: registerBody(account) });
        const before = await snapshot(first);
        await first.close();

        const second = await startTestServer(target);
        try {
          expect(await snapshot(second)).toEqual(before);
          expect(before.migrations.map((row) => (row as { version: string }).version)).toEqual((await loadMigrations()).map((m) => m.version));
          expect(before.users.map((row) => (row as { account: string }).account)).toEqual(['demo001', 'demo002', account]);
          expect(await migrate(second.db)).toEqual([]);
          expect((await call(second.app, 'POST', ApiPath.login, { body: { account, password: 'pass1234' } })).envelope.code).toBe(0);
        } finally {
          await second.close();
        }
      });
    });
  });
}
