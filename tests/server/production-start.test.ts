import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder, PayListAnswer } from '../../models/account';
import { ApiPath, PayPath } from '../../models/api-paths';
import type { Envelope } from '../../models/envelope';
import type { TokenPair } from '../../models/entities';
import { createServer, type FastdrawServer } from '../../server/app';
import { serverOptionsFromEnv, type Env } from '../../server/env';
import { findRunningServer, sendAction } from '../../server/operator/admin-client';
import { parseArgs } from '../../server/operator/actions';
import { call as callOnce, uniqueAccount, type Answer, type CallOptions } from './support/api';
import { serverEnv, startServerProcess, type ServerProcess } from './support/server-process';
import { startTestServer } from './support/server';

/**
 * Issue 16 §2: a production start (NODE_ENV=production, or FASTDRAW_DEMO=0) gives nothing away —
 * no demo players, no FAST01, no sandbox cashier, no dev mailbox, no USDT credited on submission —
 * and the operator sets the site up with the CLI against the running server. A demo start keeps all.
 */

const TRC20_WALLET = 'TProductionWa11etTRCtwentyxxxxxxxx';

/**
 * Asks again, as the client does, while the server sheds calls with 503 (http/load-shedding.ts):
 * on a busy machine a fresh server's first calls can land while its event loop still runs late.
 */
async function retryBusy<T extends { status: number } | { statusCode: number }>(ask: () => Promise<T>): Promise<T> {
  const busy = (answer: T) => ('status' in answer ? answer.status : answer.statusCode) === 503;
  let answer = await ask();
  for (let i = 0; i < 40 && busy(answer); i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await ask();
  }
  return answer;
}

const call = <T = unknown>(app: FastdrawServer['app'], method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Answer<T>> =>
  retryBusy(() => callOnce<T>(app, method, path, options));
const inject = (app: FastdrawServer['app'], options: InjectOptions): Promise<LightMyRequestResponse> => retryBusy(() => app.inject(options));

/**
 * The operator's commands against the server whose server.json is in `dataDir`: through the real
 * CLI process (`npm run cli`), or, for speed, the same admin API call from this process.
 */
async function operator(dataDir: string, ...args: string[]): Promise<{ ok: boolean; out: string }> {
  const target = await findRunningServer({}, dataDir);
  if (!target) throw new Error('no running server found');
  try {
    return { ok: true, out: (await sendAction(target, parseArgs(args))).message };
  } catch (error) {
    return { ok: false, out: (error as Error).message };
  }
}

/** The real CLI, talking to the server whose server.json is in `dataDir`. */
async function cli(dataDir: string, ...args: string[]): Promise<{ ok: boolean; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.PORT;
  delete env.FASTDRAW_OPERATOR_TOKEN;
  try {
    const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env, encoding: 'utf8', timeout: 30_000 });
    return { ok: true, out: result.stdout + result.stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('a production start on an empty data directory (the real server process)', () => {
  let dataDir: string;
  let server: ServerProcess;
  const api = async <T>(path: string, body: object, token?: string, base = '/api'): Promise<Envelope<T>> => {
    const response = await retryBusy(() =>
      fetch(`${server.url}${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
      }),
    );
    return (await response.json()) as Envelope<T>;
  };
  const register = (code: string, account = uniqueAccount('prod')) =>
    api<TokenPair>(ApiPath.register, { account, password: 'pass1234', withdrawPassword: '654321', code, packageId: 1, platformId: 1 });
  const payList = async (token: string) => (await api<PayListAnswer>(PayPath.payList, { device: 'pc' }, token, '/payment')).data;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fastdraw-production-'));
    server = await startServerProcess(serverEnv(dataDir, { NODE_ENV: 'production', FASTDRAW_USDT_TRC20_ADDRESS: TRC20_WALLET }), 150_000);
  }, 160_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints no demo players and no warning, and points to the first steps', () => {
    expect(server.output()).not.toMatch(/demo001|FAST01|WARNING/);
    expect(server.output()).toContain('Production mode: no demo data');
  });

  it('refuses the demo login and the published invite code', async () => {
    expect((await api(ApiPath.login, { account: 'demo001', password: 'demo1234', packageId: 1, platformId: 1 })).code).toBe(1005);
    expect((await register('FAST01')).code).toBe(1008);
  });

  it('has no dev mailbox and no sandbox cashier', async () => {
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
    expect((await retryBusy(() => fetch(`${server.url}/payment/pay/cashier/D1?token=x`))).status).toBe(404);
    const callback = await retryBusy(() => fetch(`${server.url}/payment/pay/callback/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(callback.status).toBe(404);
  });

  it('lets the operator create an invite code (not FAST01) with the CLI, which then registers players', async () => {
    const published = await operator(dataDir, 'create-invite-code', 'fast01');
    expect(published).toMatchObject({ ok: false, out: expect.stringContaining('published demo code') });
    expect(await cli(dataDir, 'create-invite-code', 'house7')).toMatchObject({ ok: true, out: expect.stringContaining('Invite code HOUSE7 created') });
    expect((await operator(dataDir, 'list-invite-codes')).out).toContain('HOUSE7');
    expect((await register('HOUSE7')).code).toBe(0);
  }, 60_000);

  it('offers no payment method until the operator adds one; a sandbox method is refused; a USDT deposit waits for the operator', async () => {
    const player = (await register('HOUSE7')).data.token;
    expect(await payList(player)).toEqual({ rechargeSwitch: '1', list: [] });

    const sandbox = await operator(dataDir, 'add-payment-method', 'sandbox', 'Bank card', '--min', '100', '--max', '1000');
    expect(sandbox).toMatchObject({ ok: false, out: expect.stringContaining('no payment provider "sandbox"') });
    const usdt = await cli(dataDir, 'add-payment-method', 'usdt', 'USDT', '--min', '100.00', '--max', '5,000.00', '--amounts', '100 500', '--bonus', '1.5', '--rate', '7.20', '--networks', 'TRC20');
    expect(usdt).toMatchObject({ ok: true, out: expect.stringMatching(/Payment method \d+ added: USDT \(usdt\)/) });
    expect((await operator(dataDir, 'add-payment-method', 'contact', 'VIP', '--url', '/pages/chat/customer-service')).ok).toBe(true);
    expect((await operator(dataDir, 'list-payment-methods')).out).toMatch(/enabled\s+usdt\s+USDT\s+100\.00–5,000\.00\s+bonus 1\.5 %/);

    const { list } = await payList(player);
    expect(list.map((method) => [method.name, method.checkType, method.classIcon])).toEqual([
      ['USDT', 2, 'xnzf'],
      ['VIP', 0, 'svip'],
    ]);
    const method = list[0]!;
    expect(method).toMatchObject({ discount: 1.5, exchangeRate: 7.2, initPrices: [10_000, 50_000], limit: { min: 10_000, max: 500_000, enable: true } });

    const order = await api<{ orderId: string }>(PayPath.pay, { payTypeId: method.id, money: 10_000, protocolType: 'TRC20', isPaySDK: 0, virtualType: 'USDT', checkType: 2, device: 'pc' }, player, '/payment');
    expect(order.code).toBe(0);
    const submitted = await api<DepositOrder>(PayPath.submitTxId, { orderId: order.data.orderId, txId: 'f'.repeat(64) }, player, '/payment');
    expect(submitted).toMatchObject({ code: 0, data: { status: 3 } });
    const info = await api<{ balance: number }>(ApiPath.userInfo, { account: '' }, player);
    expect(info.data.balance).toBe(0);

    expect((await operator(dataDir, 'confirm-deposit', order.data.orderId)).out).toContain(`Deposit ${order.data.orderId} credited: 100.00 plus bonus 1.50`);
    expect((await operator(dataDir, 'disable-payment-method', String(method.id))).ok).toBe(true);
    expect((await payList(player)).list.map((item) => item.name)).toEqual(['VIP']);
  }, 120_000);

  it('warns loudly on the console and in the log when started with the sandbox switched on', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = await startServerProcess(serverEnv(dataDir, { NODE_ENV: 'production', FASTDRAW_PAY_PROVIDERS: 'sandbox' }), 150_000);
    // stderr (the console's warning) may come in after stdout's start line.
    for (let i = 0; i < 50 && !server.output().includes('*** WARNING'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const warnings = server.output().match(/\*\*\* WARNING: The sandbox cashier is switched on outside demo mode/g);
    // On the console for whoever started it, and in the log (LOG_LEVEL=warn) for whoever reads it later.
    expect(warnings).toHaveLength(1);
    expect(server.output()).toMatch(/"level":40.*The sandbox cashier is switched on outside demo mode/);
  }, 160_000);
});

describe('a production start on a database a demo used (or the migrations before issue 16 filled)', () => {
  let dataDir: string;
  let server: FastdrawServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fastdraw-was-demo-'));
    await (await startTestServer({ kind: 'pglite', dataDir })).close();
    server = await startTestServer({ kind: 'pglite', dataDir }, { demoData: false, payProviders: [] });
  }, 150_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('removes FAST01, freezes the demo players still on the published password, and says so', async () => {
    expect(server.warnings).toEqual([
      expect.stringContaining('Removed the published demo invite code FAST01'),
      expect.stringContaining('Froze the demo player demo001'),
      expect.stringContaining('Froze the demo player demo002'),
    ]);
    const register = await call(server.app, 'POST', ApiPath.register, { body: { account: uniqueAccount('late'), password: 'pass1234', withdrawPassword: '654321', code: 'FAST01' } });
    expect(register.envelope.code).toBe(1008);
    expect((await call(server.app, 'POST', ApiPath.login, { body: { account: 'demo001', password: 'demo1234' } })).envelope.code).toBe(1010);
  });

  it('no longer offers the sandbox methods left in the catalogue, nor takes deposits by them', async () => {
    await server.db.query('UPDATE users SET frozen = false WHERE account = $1', ['demo002']);
    const login = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account: 'demo002', password: 'demo1234' } });
    const token = login.envelope.data.token;
    const list = await inject(server.app, { method: 'POST', url: `/payment${PayPath.payList}`, headers: { token }, payload: {} });
    expect((list.json() as Envelope<PayListAnswer>).data.list.map((method) => method.classIcon)).toEqual(['xnzf', 'svip']);
    const pay = await inject(server.app, { method: 'POST', url: `/payment${PayPath.pay}`, headers: { token }, payload: { payTypeId: 1, money: 10_000, protocolType: '' } });
    expect(pay.statusCode).toBe(200);
    expect((pay.json() as Envelope<unknown>).code).not.toBe(0);
    expect((await inject(server.app, { method: 'GET', url: '/payment/pay/cashier/D1?token=x' })).statusCode).toBe(404);
  });
});

describe('a demo start (npm start: the environment as it comes)', () => {
  let clientDir: string;
  let server: FastdrawServer;
  const start = (env: Env) =>
    createServer({ ...serverOptionsFromEnv(env), database: { kind: 'memory' }, passwordCost: 'test', clientDir, housePlayers: false, logger: false });
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'fastdraw-demo-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<html><body><script id="fastdraw-config" type="application/json">{}</script><!--first-paint--><div id="root"></div></body></html>');
    server = await start({});
  }, 150_000);
  afterAll(async () => {
    await server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('has the published demo data, the sandbox, the dev mailbox, and tells the client that money is not real', async () => {
    expect(server.warnings).toEqual([]);
    const login = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account: 'demo001', password: 'demo1234' } });
    expect(login.envelope.code).toBe(0);
    const info = await call<{ balance: number }>(server.app, 'POST', ApiPath.userInfo, { body: { account: '' }, token: login.envelope.data.token });
    expect(info.envelope.data.balance).toBe(1_000_000);
    const register = await call(server.app, 'POST', ApiPath.register, { body: { account: uniqueAccount('demo'), password: 'pass1234', withdrawPassword: '654321', code: 'FAST01' } });
    expect(register.envelope).toMatchObject({ code: 0 });
    const list = await inject(server.app, { method: 'POST', url: `/payment${PayPath.payList}`, headers: { token: login.envelope.data.token }, payload: {} });
    expect((list.json() as Envelope<PayListAnswer>).data.list.map((method) => [method.id, method.classIcon])).toEqual([
      [1, 'bank'],
      [2, 'alipay'],
      [3, 'wechat'],
      [4, 'xnzf'],
      [5, 'svip'],
    ]);
    expect((await inject(server.app, { method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    expect((await inject(server.app, { method: 'GET', url: '/' })).body).toContain('"demo":true');
  }, 30_000);

  it('tells the client nothing of the kind in production, unless the sandbox is switched on', async () => {
    const production = await start({ NODE_ENV: 'production' });
    try {
      expect((await inject(production.app, { method: 'GET', url: '/' })).body).not.toContain('"demo"');
    } finally {
      await production.close();
    }
    const withSandbox = await start({ FASTDRAW_DEMO: '0', FASTDRAW_PAY_PROVIDERS: 'sandbox' });
    try {
      expect(withSandbox.warnings).toEqual([expect.stringContaining('The sandbox cashier is switched on outside demo mode')]);
      expect((await inject(withSandbox.app, { method: 'GET', url: '/' })).body).toContain('"demo":true');
    } finally {
      await withSandbox.close();
    }
  }, 150_000);
});
