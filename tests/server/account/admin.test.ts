import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../../models/api-paths';
import type { FastdrawServer } from '../../../server/app';
import { post as postLedger } from '../../../server/domain/ledger';
import { MAX_BALANCE_CENTS, MAX_ENTRY_CENTS } from '../../../server/domain/ledger-limits';
import { AdminRefusal, findRunningServer, sendAction } from '../../../server/operator/admin-client';
import { parseArgs } from '../../../server/operator/actions';
import { removeServerFile, resolveOperatorToken, writeServerFile } from '../../../server/operator/state-files';
import { runOperatorCommand } from '../../../server/operator-commands';
import { call } from '../support/api';
import { startTestServer } from '../support/server';
import { admin, login, newPlayer } from './support';

// The admin API (loopback and operator token only), the CLI against a running server and without
// one, and the ledger guard on operator credits.
const stateDir = mkdtempSync(join(tmpdir(), 'fastdraw-admin-'));
const token = resolveOperatorToken(stateDir, undefined);

describe('admin API', () => {
  let server: FastdrawServer;
  let adminUrl: string;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { operatorToken: token });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    adminUrl = `${address}/admin/v1`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  describe('who may call it', () => {
    it('answers the operator on loopback', async () => {
      expect(await admin(server, 'pending', {}, { token })).toMatchObject({ status: 200, body: { ok: true, message: expect.stringContaining('No withdrawals') } });
      expect(await admin(server, 'pending', {}, { token, remoteAddress: '::1' })).toMatchObject({ status: 200 });
    });

    it('refuses without the token or with a wrong one (401)', async () => {
      expect(await admin(server, 'pending', {}, { token: null })).toMatchObject({ status: 401, body: { ok: false } });
      expect(await admin(server, 'pending', {}, { token: `${token}x` })).toMatchObject({ status: 401 });
      expect(await admin(server, 'credit', { account: 'demo002', amountCents: 100 }, { token: 'wrong' })).toMatchObject({ status: 401 });
    });

    it('refuses any other source (403), even with the token, and requests a proxy forwarded', async () => {
      for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '2001:db8::1', '::ffff:10.0.0.7']) {
        expect(await admin(server, 'pending', {}, { token, remoteAddress })).toMatchObject({ status: 403, body: { ok: false } });
      }
      expect(await admin(server, 'pending', {}, { token, headers: { 'x-forwarded-for': '203.0.113.9' } })).toMatchObject({ status: 403 });
      expect(await admin(server, 'pending', {}, { token, headers: { forwarded: 'for=203.0.113.9' } })).toMatchObject({ status: 403 });
    });

    it('is off without an operator token', async () => {
      const off = await startTestServer({ kind: 'memory' });
      try {
        expect(await admin(off, 'pending', {}, { token: '' })).toMatchObject({ status: 401, body: { message: expect.stringContaining('off') } });
      } finally {
        await off.close();
      }
    });

    it('explains malformed commands with 400 and unknown names with 404', async () => {
      expect(await admin(server, 'launch', {}, { token })).toMatchObject({ status: 400, body: { message: 'Unknown command "launch"' } });
      expect(await admin(server, 'credit', { account: 'demo002', amountCents: '5' }, { token })).toMatchObject({ status: 400 });
      expect(await admin(server, 'credit', { account: 'nobody404', amountCents: 5 }, { token })).toMatchObject({ status: 404, body: { message: 'No account "nobody404"' } });
      expect(await admin(server, 'confirm-deposit', { orderId: 'D2031' }, { token })).toMatchObject({ status: 404 });
      expect(await admin(server, 'disable-game', { account: 'demo002', lotteryId: 999 }, { token })).toMatchObject({ status: 404 });
    });
  });

  describe('idempotency', () => {
    it('answers a repeated command with the same Idempotency-Key with the first answer, crediting once', async () => {
      const player = await newPlayer(server);
      const key = 'cli-key-1';
      const headers = { 'idempotency-key': key };
      const answers = await Promise.all(Array.from({ length: 5 }, () => admin(server, 'credit', { account: player.account, amountCents: 1_000, note: 'once' }, { token, headers })));
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]!.body.message).toBe(`Credited 10.00 to ${player.account}; balance 10.00`);
      expect(await admin(server, 'freeze', { account: player.account }, { token, headers })).toMatchObject({ status: 400, body: { message: expect.stringContaining('Idempotency-Key') } });
      const [row] = await server.db.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE account = $1', [player.account]);
      expect(row?.balance_cents).toBe(1_000);
    });
  });

  describe('ledger guard', () => {
    it('refuses a credit beyond one entry or beyond the balance bound before writing anything, and the account keeps answering', async () => {
      const player = await newPlayer(server, { balanceCents: 1_000 });
      for (const amount of ['90071992547409.91', '100000000000.01']) {
        await expect(runOperatorCommand(server.db, ['credit', player.account, amount])).rejects.toThrow('The amount must be at most 100,000,000,000.00; nothing was credited');
      }
      expect(await admin(server, 'credit', { account: player.account, amountCents: 9_007_199_254_740_991 }, { token })).toMatchObject({ status: 400 });
      const [user] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [player.account]);
      // Fill the wallet to just below its bound with direct entries, then one more credit would pass it.
      const entries = Math.floor((MAX_BALANCE_CENTS - 1_000) / MAX_ENTRY_CENTS);
      await server.db.transaction(async (tx) => {
        for (let i = 0; i < entries; i++) expect((await postLedger(tx, { userId: user!.id, type: 9, amountCents: MAX_ENTRY_CENTS, reference: 'fill' })).ok).toBe(true);
      });
      const full = 1_000 + entries * MAX_ENTRY_CENTS;
      await expect(runOperatorCommand(server.db, ['credit', player.account, '100000000000'])).rejects.toThrow(/would take the balance .* past 10,000,000,000,000.00; nothing was credited/);
      expect(await server.db.transaction((tx) => postLedger(tx, { userId: user!.id, type: 9, amountCents: MAX_BALANCE_CENTS - full + 1, reference: 'x' }))).toEqual({
        ok: false,
        reason: 'balance-limit',
      });
      const info = await call<{ balance: number }>(server.app, 'POST', ApiPath.userInfo, { token: await login(server, player.account) });
      expect(info).toMatchObject({ status: 200, envelope: { code: 0, data: { balance: full } } });
    });
  });

  describe('the CLI', () => {
    it('finds the running server through server.json and acts through its admin API', async () => {
      writeServerFile(stateDir, { pid: process.pid, adminUrl, startedAt: new Date().toISOString() });
      try {
        const target = await findRunningServer({}, stateDir);
        expect(target).toEqual({ adminUrl, token });
        const player = await newPlayer(server);
        expect(await sendAction(target!, parseArgs(['credit', player.account, '12.34', 'cli']))).toMatchObject({ message: `Credited 12.34 to ${player.account}; balance 12.34` });
        await expect(sendAction(target!, parseArgs(['approve-withdrawal', '424242']))).rejects.toThrow(AdminRefusal);

        // The real CLI process, talking to this in-process server.
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: stateDir, FASTDRAW_OPERATOR_TOKEN: '' };
        delete env.PORT;
        // Asynchronous, so this process's server can answer it meanwhile.
        const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'freeze', player.account], { env, encoding: 'utf8' });
        expect(result.stderr).toBe('');
        expect(result.stdout.trim()).toBe(`${player.account} frozen`);
        expect((await call(server.app, 'POST', ApiPath.login, { body: { account: player.account, password: 'pass1234' } })).envelope.code).toBe(1010);
      } finally {
        removeServerFile(stateDir);
      }
    });

    it('finds it by PORT too, and reports a refusal of the token instead of opening the database', async () => {
      const port = new URL(adminUrl).port;
      expect(await findRunningServer({ PORT: port, FASTDRAW_OPERATOR_TOKEN: token }, join(stateDir, 'elsewhere'))).toEqual({ adminUrl, token });
      await expect(findRunningServer({ PORT: port, FASTDRAW_OPERATOR_TOKEN: 'wrong' }, stateDir)).rejects.toThrow(/refused the CLI/);
    });

    it('finds no server when the server file names a process that is gone or nothing listens', async () => {
      writeServerFile(stateDir, { pid: 2 ** 22 + 12_345, adminUrl, startedAt: '' });
      try {
        expect(await findRunningServer({}, stateDir)).toBeNull();
      } finally {
        removeServerFile(stateDir, 2 ** 22 + 12_345);
      }
      expect(await findRunningServer({ PORT: '1' }, stateDir)).toBeNull();
    });
  });
});
