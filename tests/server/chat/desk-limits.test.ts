import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { FastdrawServer } from '../../../server/app';
import { startTestServer } from '../support/server';

/** Issue 16 §4: the desk's password length, its login limit across addresses, and its own listener. */

const PASSWORD = 'desk-limits-secret';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const folder = mkdtempSync(join(tmpdir(), 'fastdraw-desk-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const login = (server: FastdrawServer, password: string, remoteAddress: string) =>
  server.app.inject({ method: 'POST', url: '/desk/login', remoteAddress, headers: form, payload: `password=${encodeURIComponent(password)}` });

describe('the desk password', () => {
  it('must have at least 12 characters: a shorter one stops the start, naming FASTDRAW_DESK_PASSWORD', async () => {
    await expect(startTestServer({ kind: 'memory' }, { deskPassword: 'e2e-desk' })).rejects.toThrow(/FASTDRAW_DESK_PASSWORD must be at least 12 characters \(it has 8\)/);
    await expect(startTestServer({ kind: 'memory' }, { deskPassword: '密码密码密码密码密码密' })).rejects.toThrow(/it has 11/);
  });
});

describe('desk logins from every address together', () => {
  // A day-long window: the fixed window cannot end while the test runs.
  const limits = { deskPassword: PASSWORD, deskLoginLimit: { attempts: 3, windowMs: 24 * 3600_000, allAttempts: 4 } };
  const dataDir = join(folder, 'data');

  it('are limited in the database: guesses spread over addresses stop, the right password does not use the budget, and a restart keeps the count', async () => {
    const first = await startTestServer({ kind: 'pglite', dataDir }, limits);
    try {
      expect((await login(first, PASSWORD, '10.8.0.1')).statusCode).toBe(303);
      for (let i = 2; i <= 5; i++) expect((await login(first, 'guess-000000', `10.8.0.${i}`)).statusCode).toBe(401);
      const refused = await login(first, PASSWORD, '10.8.0.6');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['set-cookie']).toBeUndefined();
    } finally {
      await first.close();
    }
    const second = await startTestServer({ kind: 'pglite', dataDir }, limits);
    try {
      expect((await login(second, PASSWORD, '10.8.0.7')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('the desk on a listener of its own', () => {
  let server: FastdrawServer;
  let main: string;
  let desk: string;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { deskPassword: PASSWORD, deskListener: true });
    main = await server.app.listen({ port: 0, host: '127.0.0.1' });
    desk = await server.desk!.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  const upgrade = (base: string, cookie = '') =>
    new Promise<string>((resolve) => {
      const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws/desk`, { headers: { cookie } });
      const timer = setTimeout(() => resolve('timeout'), 10_000);
      const done = (outcome: string) => {
        clearTimeout(timer);
        socket.terminate();
        resolve(outcome);
      };
      socket.once('unexpected-response', (_request, response) => done(String(response.statusCode)));
      // An accepted console stays open; one without a session is closed with 4401 at once.
      socket.once('open', () => setTimeout(() => done(socket.readyState === WebSocket.OPEN ? 'open' : 'closed'), 500));
      socket.once('close', (code) => done(String(code)));
      socket.once('error', () => done('error'));
    });

  it('serves the desk, its API and its socket there, and none of them on the player port', async () => {
    expect((await fetch(`${main}/desk`)).status).toBe(404);
    expect((await fetch(`${main}/desk/api/conversations`)).status).toBe(404);
    expect((await fetch(`${main}/desk/login`, { method: 'POST', headers: form, body: `password=${PASSWORD}` })).status).toBe(404);
    expect(await upgrade(main)).toBe('404');

    const page = await fetch(`${desk}/desk`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="desk-password"');
    const loggedIn = await fetch(`${desk}/desk/login`, { method: 'POST', headers: form, body: `password=${PASSWORD}`, redirect: 'manual' });
    expect(loggedIn.status).toBe(303);
    const cookie = String(loggedIn.headers.get('set-cookie')).split(';')[0]!;
    const list = await fetch(`${desk}/desk/api/conversations`, { headers: { cookie } });
    expect(await list.json()).toMatchObject({ code: 0, data: [] });
    expect(await upgrade(desk, cookie)).toBe('open');
    expect(await upgrade(desk)).toBe('4401');
    // The pictures of its conversations are shown from the desk's own origin.
    expect(await (await fetch(`${desk}/chat/getFile?code=none`)).json()).toMatchObject({ code: 404, msg: 'no such file' });
    // The player port keeps the rest.
    expect((await fetch(`${main}/api/app/resource/lineList`)).status).toBe(200);
  });
});
