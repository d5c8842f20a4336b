import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../server/app';
import { pagePolicy, PERMISSIONS_POLICY, RESOURCE_POLICY } from '../../server/http/security-headers';
import { startTestServer } from './support/server';

const dir = mkdtempSync(join(tmpdir(), 'fastdraw-headers-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script id="fastdraw-config" type="application/json">{}</script></head><body><div id="root"></div><script type="module" src="/assets/index-a1b2c3.js"></script></body></html>');
writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), 'console.log("client")');
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let server: FastdrawServer;
beforeAll(async () => {
  server = await startTestServer({ kind: 'memory' }, { clientDir: dir, trustProxy: ['127.0.0.1'], apiLines: ['/api', 'https://line2.example.com/api'], account: { demo: true } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every kind of answer the server gives, by what it is. */
const ANSWERS: Record<string, InjectOptions> = {
  'index at /': { url: '/' },
  'index for a client route': { url: '/lottery-bet?lotteryId=1' },
  'hashed asset': { url: '/assets/index-a1b2c3.js' },
  'public file': { url: '/favicon.svg' },
  'missing asset (404)': { url: '/assets/missing-123.js' },
  'API answer': { url: '/api/app/resource/lineList' },
  'API 404': { url: '/api/nope' },
  'API refusal (no token)': { method: 'POST', url: '/api/user/v1/info', payload: {} },
  'malformed JSON (400)': { method: 'POST', url: '/api/basic/v1/login', payload: '{', headers: { 'content-type': 'application/json' } },
  'pay call without token': { method: 'POST', url: '/payment/pay/payList', payload: {} },
  'pay callback with a bad signature': { method: 'POST', url: '/payment/pay/callback/sandbox', payload: { orderId: 'x' } },
  'sandbox cashier (own policy)': { url: '/payment/pay/cashier/unknown?token=x' },
  'media picture (own policy)': { url: '/media/banner/default.svg' },
  'missing media': { url: '/media/nothing.svg' },
  'admin without token': { url: '/admin/v1/pending' },
  'dev mailbox': { url: '/dev/mailbox' },
  'dev mailbox JSON': { url: '/dev/mailbox?format=json' },
  desk: { url: '/desk' },
  'POST to a page (404)': { method: 'POST', url: '/home' },
};

describe('security headers on every answer', () => {
  it.each(Object.entries(ANSWERS))('%s', async (_name, request) => {
    const response = await server.app.inject({ method: 'GET', ...request });
    const csp = String(response.headers['content-security-policy'] ?? '');
    expect(csp).not.toBe('');
    expect(csp).toMatch(/frame-ancestors '(none|self)'/);
    // No policy of ours lets inline or evaluated script run.
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/);
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // Plain HTTP: HSTS would mean nothing (and must not be sent).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives pages the client policy: scripts from this origin only, sockets and lines allowed', async () => {
    const response = await server.app.inject({ url: '/home' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(pagePolicy(['/api', 'https://line2.example.com/api']));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://line2.example.com wss://line2.example.com;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  });

  it('gives everything else a policy that runs nothing', async () => {
    for (const url of ['/api/app/resource/lineList', '/assets/index-a1b2c3.js', '/api/nope']) {
      expect((await server.app.inject({ url })).headers['content-security-policy']).toBe(RESOURCE_POLICY);
    }
  });

  it('keeps the stricter policy a route sets itself', async () => {
    const media = await server.app.inject({ url: '/media/banner/default.svg' });
    // Untouched, with a second policy that refuses framing beside it.
    expect(media.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox, frame-ancestors 'none'");
    expect(media.headers['x-frame-options']).toBe('DENY');
    const cashier = await server.app.inject({ url: '/payment/pay/cashier/unknown?token=x' });
    expect(cashier.headers['content-security-policy']).toContain("default-src 'none'");
    expect(cashier.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS only over HTTPS (here: a trusted proxy saying so)', async () => {
    for (const url of ['/home', '/api/app/resource/lineList', '/api/nope']) {
      const response = await server.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });

  it('does not take an untrusted proxy at its word', async () => {
    // The trusted proxy is 127.0.0.1: another peer saying https is a client writing headers.
    const response = await server.app.inject({ url: '/api/app/resource/lineList', remoteAddress: '198.51.100.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBe(RESOURCE_POLICY);
  });
});
