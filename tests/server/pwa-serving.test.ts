import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../server/app';
import { SERVICE_WORKER_POLICY } from '../../server/http/static-client';
import { startTestServer } from './support/server';

/** How the server serves what makes the client an installable app (scripts/vite-pwa.ts, docs/decisions.md). */

const INDEX = `<!doctype html><html><head><link rel="manifest" href="/manifest-zh-CN.webmanifest" /><script id="fastdraw-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>`;

let dir: string;
let server: FastdrawServer;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fastdraw-pwa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  const worker = `self.addEventListener("fetch", () => {});${' '.repeat(2000)}`;
  writeFileSync(join(dir, 'sw.js'), worker);
  // The build's compressed copies (scripts/vite-compress.ts): the server sends them when the browser accepts them.
  writeFileSync(join(dir, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(join(dir, 'sw.js.gz'), gzipSync(worker));
  writeFileSync(join(dir, 'offline.html'), '<!doctype html><title>offline</title>');
  for (const language of ['zh-CN', 'en-US', 'vi-VN', 'ja-JP']) writeFileSync(join(dir, `manifest-${language}.webmanifest`), JSON.stringify({ lang: language }));
  server = await startTestServer({ kind: 'memory' }, { clientDir: dir });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the service worker and the manifests', () => {
  it.each(['br', 'gzip', 'identity'])('serves sw.js (%s) for revalidation on every visit, as a script, under a policy that lets it fetch its own origin', async (encoding) => {
    const response = await fetch(`${base}/sw.js`, { headers: { 'accept-encoding': encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('content-security-policy')).toContain(SERVICE_WORKER_POLICY);
    expect(SERVICE_WORKER_POLICY).toContain("connect-src 'self'");
  });

  it.each(['zh-CN', 'en-US', 'vi-VN', 'ja-JP'])('serves the %s manifest as application/manifest+json', async (language) => {
    const response = await fetch(`${base}/manifest-${language}.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await response.json()).toEqual({ lang: language });
  });

  it('serves the offline page as a page', async () => {
    const response = await fetch(`${base}/offline.html`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it.each([
    ['ja-JP,ja;q=0.9', 'ja-JP'],
    ['vi', 'vi-VN'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['fr-FR', 'zh-CN'],
  ])('links the manifest of the page language (Accept-Language %s → %s)', async (acceptLanguage, language) => {
    const response = await fetch(`${base}/home`, { headers: { 'accept-language': acceptLanguage } });
    expect(await response.text()).toContain(`<link rel="manifest" href="/manifest-${language}.webmanifest" />`);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
  });
});
