import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../server/app';
import { INLINE_STYLESHEET_BYTES, inlineEntryStyles, renderIndex, type ClientRuntimeConfig } from '../../server/http/static-client';
import { startTestServer } from './support/server';

const INDEX = `<!doctype html><html><head><script id="fastdraw-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>`;
const folders: string[] = [];

/** A tiny stand-in for Vite's dist/: index.html, one hashed bundle, one public file. */
function makeDist(index = INDEX): string {
  const dir = mkdtempSync(join(tmpdir(), 'fastdraw-dist-'));
  folders.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), 'console.log("client")');
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

function configIn(html: string): unknown {
  const match = /<script id="fastdraw-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('static client over a real socket', () => {
  let server: FastdrawServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { clientDir: makeDist(), variant: 'jp' });
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server?.close());

  it.each(['/', '/home', '/lottery-bet?lotteryId=1', '/my/index?page=deposit', '/index.html'])('answers %s with index.html and the runtime config', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    // demo: test servers run the sandbox cashier, so money on them is not real (the layout's banner).
    expect(configIn(html)).toEqual({ apiBase: '/api', lineListUrl: '/api/app/resource/lineList', variant: 'jp', platformId: 1, packageId: 1, payBase: '/payment', chatBase: '/chat', wsBase: '/ws', demo: true });
  });

  it('serves hashed assets as immutable and other files for revalidation', async () => {
    const bundle = await fetch(`${base}/assets/index-a1b2c3.js`);
    expect(await bundle.text()).toBe('console.log("client")');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const logo = await fetch(`${base}/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for missing files, unknown API routes and non-GET requests', async () => {
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
    const api = await fetch(`${base}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404 });
    expect((await fetch(`${base}/home`, { method: 'POST' })).status).toBe(404);
  });

  it('serves the API beside the client', async () => {
    const lines = await fetch(`${base}/api/app/resource/lineList`);
    expect(await lines.json()).toMatchObject({ code: 0, data: [{ url: '/api' }] });
  });
});

describe('runtime config injection', () => {
  const config: ClientRuntimeConfig = { apiBase: '/api', lineListUrl: '/api/x', variant: 'cn', platformId: 1, packageId: 1 };

  it('hands the AES key and IV to the client only when encryption is on', async () => {
    const server = await startTestServer({ kind: 'memory' }, { clientDir: makeDist(), aes: { key: '0123456789abcdef', iv: 'fedcba9876543210' } });
    try {
      const html = (await server.app.inject({ method: 'GET', url: '/' })).body;
      expect(configIn(html)).toMatchObject({ aesKey: '0123456789abcdef', aesIv: 'fedcba9876543210', variant: 'cn' });
    } finally {
      await server.close();
    }
  });

  it('escapes "<" so the JSON cannot close the script element', () => {
    const html = renderIndex(INDEX, { ...config, apiBase: '/api</script><script>alert(1)</script>' });
    expect(html).not.toContain('alert(1)</script>');
    expect(configIn(html)).toMatchObject({ apiBase: '/api</script><script>alert(1)</script>' });
  });

  it('refuses an index.html without the config element', () => {
    expect(() => renderIndex('<html></html>', config)).toThrow(/fastdraw-config/);
  });

  it('serves the API only when the folder holds no built client', async () => {
    const server = await startTestServer({ kind: 'memory' }, { clientDir: join(tmpdir(), 'fastdraw-no-such-dist') });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: '/api/app/resource/lineList' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('entry styles inside index.html', () => {
  it('puts small stylesheets in the page (no request blocking the first paint), links big or missing ones', async () => {
    const dir = makeDist();
    writeFileSync(join(dir, 'assets', 'index-1.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'assets', 'big-2.css'), `a{color:red}${' '.repeat(INLINE_STYLESHEET_BYTES)}`);
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/big-2.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/gone-3.css"></head>';
    expect(await inlineEntryStyles(html, dir)).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/big-2.css"><link rel="stylesheet" crossorigin href="/assets/gone-3.css"></head>',
    );
  });

  it('leaves a stylesheet that could close the style element linked', async () => {
    const dir = makeDist();
    writeFileSync(join(dir, 'assets', 'odd-4.css'), 'a::after{content:"</style><script>"}');
    const link = '<link rel="stylesheet" crossorigin href="/assets/odd-4.css">';
    expect(await inlineEntryStyles(link, dir)).toBe(link);
  });

  it('are what the server sends', async () => {
    const dir = makeDist(INDEX.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>'));
    writeFileSync(join(dir, 'assets', 'index-1.css'), 'body{margin:0}');
    const server = await startTestServer({ kind: 'memory' }, { clientDir: dir });
    try {
      const page = (await server.app.inject({ url: '/home' })).body;
      expect(page).toContain('<style>body{margin:0}</style></head>');
      expect(page).not.toContain('rel="stylesheet"');
    } finally {
      await server.close();
    }
  });
});
