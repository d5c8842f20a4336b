import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../server/app';
import { MIN_BYTES, negotiateEncoding } from '../../server/http/compress';
import { compressDir } from '../../scripts/vite-compress';
import { startTestServer } from './support/server';

// A built client in a temporary folder, compressed by the build step itself.
const BUNDLE = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const INDEX = `<!doctype html><html><head><title>Fastdraw</title><meta name="description" content="${'fast draw lottery '.repeat(40)}"></head><body><script id="fastdraw-config" type="application/json">{}</script><div id="root"></div></body></html>`;
const dir = mkdtempSync(join(tmpdir(), 'fastdraw-compress-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), INDEX);
writeFileSync(join(dir, 'assets', 'app-a1b2c3.js'), BUNDLE);
writeFileSync(join(dir, 'assets', 'tiny-d4e5f6.js'), '1');
writeFileSync(join(dir, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

let server: FastdrawServer;
beforeAll(async () => {
  await compressDir(dir);
  server = await startTestServer({ kind: 'memory' }, { clientDir: dir });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const coding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  return (coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['BR;Q=1', 'br'],
    ['gzip;q=abc', null],
  ])('%j → %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });
});

describe('the build step', () => {
  it('writes a brotli and a gzip copy of each compressible file, only when smaller', () => {
    const bundle = join(dir, 'assets', 'app-a1b2c3.js');
    expect(brotliDecompressSync(readFileSync(`${bundle}.br`)).toString()).toBe(BUNDLE);
    expect(gunzipSync(readFileSync(`${bundle}.gz`)).toString()).toBe(BUNDLE);
    expect(statSync(`${bundle}.br`).size).toBeLessThan(statSync(bundle).size / 4);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    // Nothing to gain on one byte; pictures are compressed already.
    expect(existsSync(join(dir, 'assets', 'tiny-d4e5f6.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});

describe('static files', () => {
  const url = '/assets/app-a1b2c3.js';

  it.each([
    ['br, gzip', 'br', '.br'],
    ['gzip, br;q=0.9', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
  ])('Accept-Encoding %j gets the %s copy with its own length', async (header, coding, suffix) => {
    const response = await get(url, header);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(response.headers['content-length'])).toBe(statSync(join(dir, `assets/app-a1b2c3.js${suffix}`)).size);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response)).toBe(BUNDLE);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate'])('Accept-Encoding %j gets the file as is', async (header) => {
    const response = await get(url, header);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(BUNDLE));
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(BUNDLE);
  });

  it('sends a file without copies as is', async () => {
    const response = await get('/assets/tiny-d4e5f6.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('1');
  });

  it('never serves the raw index.html copies for a page', async () => {
    const response = await get('/index.html', 'br');
    expect(decoded(response)).toContain('"apiBase":"/api"');
  });
});

describe('answers the server builds', () => {
  it.each(['/', '/home', '/index.html'])('%s: index.html compressed, still revalidated', async (path) => {
    const response = await get(path, 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decoded(response)).toContain('"apiBase":"/api"');
  });

  it('compresses an API answer over 1 KB with brotli or gzip', async () => {
    const plain = await get('/api/basic/v1/notice?platformId=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const coding of ['br', 'gzip'] as const) {
      const response = await get('/api/basic/v1/notice?platformId=1', coding);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(JSON.parse(plain.body));
    }
  });

  it('leaves small answers as they are, and refused codings unused', async () => {
    const small = await get('/api/app/resource/lineList', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    const refused = await get('/api/basic/v1/notice?platformId=1', 'br;q=0, gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toMatchObject({ code: 0 });
  });
});
