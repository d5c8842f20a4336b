import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, ApiPath, PayPath } from '../../models/api-paths';
import { serverEnv, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * Issue 17 §6: `npm run cli` as an operator runs it (the real process). It prints its commands for
 * --help; it works on the running server, found by the server's own settings; and without one it
 * says where it looked and how to point it, and creates nothing (no ./.data, no DATA_DIR).
 */

const CLI = resolve('server/cli.ts');
// Absolute, so the CLI also runs from another working directory, as an operator may.
const TSX = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;
/** Each CLI run starts Node with tsx: seconds on a loaded machine. */
const CLI_TIMEOUT = 90_000;
const folder = mkdtempSync(join(tmpdir(), 'fastdraw-operator-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI with exactly `env` (no PORT, DATA_DIR or token of this process) in `cwd`. */
function cli(env: NodeJS.ProcessEnv, args: readonly string[], cwd = folder): Promise<Run> {
  const clean: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['PORT', 'DATA_DIR', 'DATABASE_URL', 'FASTDRAW_OPERATOR_TOKEN', 'FASTDRAW_ADMIN_URL'] as const) if (!(name in env)) delete clean[name];
  return new Promise((done) => {
    execFile(process.execPath, ['--import', TSX, CLI, ...args], { env: clean, cwd, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A loopback port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const { port } = probe.address() as { port: number };
  await new Promise((closed) => probe.close(closed));
  return port;
}

const EVERY_GROUP = ['Withdrawals and deposits:', 'Players:', 'Content', 'Setup: invite codes, payment methods and banks:', 'Help:'];
const SOME_COMMANDS = [
  'pending',
  'approve-withdrawal <id>',
  'reject-withdrawal <id> [reason]',
  'credit <account> <amount> [note]',
  'freeze <account>',
  'disable-game <account> <lotteryId>',
  'post-notice [--lang L] <title> <html>',
  'room-notice <lotteryId> [roomId] <text>',
  'create-invite-code [code]',
  'add-payment-method <provider> <name>',
  'help [command]',
];

describe('npm run cli -- --help', { timeout: CLI_TIMEOUT }, () => {
  it.each([[['--help']], [['-h']], [['help']], [[]]])('%j prints every command, grouped, with its arguments and what it does', async (args) => {
    const run = await cli({}, args);
    expect(run.code).toBe(0);
    for (const text of [...EVERY_GROUP, ...SOME_COMMANDS]) expect(run.stdout).toContain(text);
    expect(run.stdout).toMatch(/ {2}pending +list withdrawals in progress/);
    expect(run.stdout).not.toContain('Unknown command');
  });

  it('prints one command\'s usage for help <command> and <command> --help', async () => {
    const [help, flag] = await Promise.all([cli({}, ['help', 'credit']), cli({}, ['reject-withdrawal', '--help'])]);
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: npm run cli -- credit <account> <amount> [note]') });
    expect(help.stdout).toContain('e.g. credit demo002 500.00');
    expect(flag).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: npm run cli -- reject-withdrawal <id> [reason]') });
  });

  it('answers an unknown command with the list and exit code 2, a malformed one with its usage', async () => {
    const [unknown, unknownHelp, malformed] = await Promise.all([cli({}, ['launch']), cli({}, ['help', 'launch']), cli({}, ['credit', 'demo001'])]);
    for (const run of [unknown, unknownHelp]) {
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Unknown command "launch"');
      for (const text of SOME_COMMANDS) expect(run.stderr).toContain(text);
    }
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('credit needs an account and an amount');
    expect(malformed.stderr).toContain('Usage: npm run cli -- credit <account> <amount> [note]');
    expect(malformed.stderr).not.toContain('Players:');
  });
});

describe('the CLI without a running server', { timeout: CLI_TIMEOUT }, () => {
  it('refuses, naming what it tried and how to point it, and creates no database or directory', async () => {
    const cwd = mkdtempSync(join(folder, 'cwd-'));
    const dataDir = join(folder, 'no-such-data');
    const port = await closedPort();
    const run = await cli({ DATA_DIR: dataDir, PORT: String(port), FASTDRAW_ADMIN_URL: `http://127.0.0.1:${port}` }, ['pending'], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('No running Fastdraw server found');
    expect(run.stderr).toContain(`http://127.0.0.1:${port}/admin/v1 (FASTDRAW_ADMIN_URL): nothing listens there`);
    expect(run.stderr).toContain(`${join(dataDir, 'server.json')}: not there`);
    for (const setting of ['DATA_DIR=', 'PORT=', 'FASTDRAW_ADMIN_URL=', 'FASTDRAW_OPERATOR_TOKEN=']) expect(run.stderr).toContain(setting);
    expect(run.stderr).not.toContain('No withdrawals in progress');
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(join(cwd, '.data'))).toBe(false);
  });

  it('refuses an admin address that is not on this machine, without trying it', async () => {
    const run = await cli({ DATA_DIR: join(folder, 'no-such-data'), FASTDRAW_ADMIN_URL: 'http://192.0.2.1:8080' }, ['pending']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('FASTDRAW_ADMIN_URL must be an http:// address on this machine');
  });
});

describe('the CLI against a running server on a port and data directory of its own', { timeout: CLI_TIMEOUT }, () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = join(folder, 'data');
    // A first start seeds at the full password cost, which a busy machine makes slow.
    server = await startServerProcess(serverEnv(dataDir), 240_000);
  }, 300_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  const balanceOf = async (account: string): Promise<number> => {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) }).then(
        (response) => response.json() as Promise<{ code: number; data: { token?: string; balance?: number } }>,
      );
    const login = await post(ApiPath.login, { account, password: 'demo1234' });
    return (await post(ApiPath.userInfo, {}, login.data.token)).data.balance!;
  };

  it('finds it by DATA_DIR alone (server.json and operator-token), from any directory', async () => {
    const cwd = mkdtempSync(join(folder, 'elsewhere-'));
    const before = await balanceOf('demo002');
    const run = await cli({ DATA_DIR: dataDir }, ['credit', 'demo002', '12.50', 'cli-test'], cwd);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.trim()).toMatch(/^Credited 12\.50 to demo002; balance /);
    // The running server's own data changed: the player sees it.
    expect(await balanceOf('demo002')).toBe(before + 1250);
    expect(existsSync(join(cwd, '.data'))).toBe(false);
  });

  // Two rounds of CLI runs, each run in parallel: every run starts Node with tsx.
  it('names a payment method and a bank of the operator\'s own per language: players read their language, else the default name', { timeout: 240_000 }, async () => {
    const env = { DATA_DIR: dataDir };
    // Bad input is a malformed command (exit 2, with the command's usage) before anything is sent; an unknown bank is the server's 404 (exit 1).
    const [added, bank, listed, language, empty, long, unknown] = await Promise.all([
      cli(env, ['add-payment-method', 'contact', '客服充值', '--url', '/pages/chat/customer-service', '--tips', '请联系客服充值。']),
      cli(env, ['add-bank', 'cliBank', '测试银行', '--variants', 'cn']),
      cli(env, ['list-banks']),
      cli(env, ['set-bank-name', 'CLIBANK', '--lang', 'fr-FR', 'Banque']),
      cli(env, ['set-payment-method-text', '1', '--lang', 'en-US', '']),
      cli(env, ['set-payment-method-text', '1', '--lang', 'en-US', 'x'.repeat(41)]),
      cli(env, ['set-bank-name', 'NOSUCHBANK', '--lang', 'en-US', 'None']),
    ]);
    expect(added.code).toBe(0);
    expect(bank).toMatchObject({ code: 0, stdout: expect.stringContaining('Bank CLIBANK added') });
    expect(listed.stdout).toMatch(/ICBC +中国工商银行 {2}\[cn\] {2}named in: zh-CN, en-US, vi-VN, ja-JP/);
    expect(language).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown language "fr-FR"') });
    expect(language.stderr).toContain('Usage: npm run cli -- set-bank-name <code> --lang L <name>');
    expect(empty).toMatchObject({ code: 2, stderr: expect.stringContaining('the name must not be empty') });
    expect(long).toMatchObject({ code: 2, stderr: expect.stringContaining('the name is longer than 40 characters') });
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No bank NOSUCHBANK') });

    const id = Number(/Payment method (\d+) added/.exec(added.stdout)?.[1]);
    const [named, bankNamed] = await Promise.all([
      cli(env, ['set-payment-method-text', String(id), '--lang', 'en-US', 'Deposit with support', 'Customer service takes your deposit.']),
      cli(env, ['set-bank-name', 'CLIBANK', '--lang', 'ja-JP', 'テスト銀行']),
    ]);
    expect(named).toMatchObject({ code: 0, stdout: expect.stringContaining(`Payment method ${id} is named "Deposit with support" in en-US`) });
    expect(bankNamed).toMatchObject({ code: 0, stdout: expect.stringContaining('Bank CLIBANK is named "テスト銀行" in ja-JP') });

    const call = async (method: 'GET' | 'POST', url: string, locale: string, token: string) =>
      (await fetch(`${server.url}${url}`, { method, headers: { 'content-type': 'application/json', token, locale }, ...(method === 'POST' ? { body: '{}' } : {}) }).then((response) => response.json())) as {
        data: { list?: { id: number; name: string; tips: string }[] } & { bankCode: string; bankName: string }[];
      };
    const login = (await fetch(`${server.url}/api${ApiPath.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'demo002', password: 'demo1234' }) }).then((response) =>
      response.json(),
    )) as { data: { token: string } };
    const method = async (locale: string) => (await call('POST', `/payment${PayPath.payList}`, locale, login.data.token)).data.list!.find((item) => item.id === id);
    const bankName = async (locale: string) => (await call('GET', `/api${AccountPath.bankList}`, locale, login.data.token)).data.find((item) => item.bankCode === 'CLIBANK')?.bankName;
    expect(await method('en-US')).toMatchObject({ name: 'Deposit with support', tips: 'Customer service takes your deposit.' });
    // No name of its own in Vietnamese: the default one, not the English.
    expect(await method('vi-VN')).toMatchObject({ name: '客服充值', tips: '请联系客服充值。' });
    expect(await bankName('ja-JP')).toBe('テスト銀行');
    expect(await bankName('en-US')).toBe('测试银行');
  });

  it('finds it by PORT or FASTDRAW_ADMIN_URL with the operator token, and says so when the token is wrong', async () => {
    const token = readFileSync(join(dataDir, 'operator-token'), 'utf8').trim();
    const elsewhere = join(folder, 'not-the-data-dir');
    const [byPort, byUrl, wrong] = await Promise.all([
      cli({ PORT: String(server.port), FASTDRAW_OPERATOR_TOKEN: token, DATA_DIR: elsewhere }, ['pending']),
      cli({ FASTDRAW_ADMIN_URL: `http://localhost:${server.port}/`, FASTDRAW_OPERATOR_TOKEN: token, DATA_DIR: elsewhere }, ['pending']),
      cli({ PORT: String(server.port), DATA_DIR: elsewhere }, ['pending']),
    ]);
    for (const run of [byPort, byUrl]) expect(run).toMatchObject({ code: 0, stdout: expect.stringContaining('No withdrawals in progress.') });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('refused the CLI');
    expect(wrong.stderr).toContain('FASTDRAW_OPERATOR_TOKEN');
    expect(existsSync(elsewhere)).toBe(false);
  });
});
