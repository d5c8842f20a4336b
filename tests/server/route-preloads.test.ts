import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest, routePreloads } from '../../server/http/route-preloads';
import { startTestServer } from './support/server';

/** A build with Vite's manifest: the entry, the layout and home page chunks, one shared chunk. */
const dir = mkdtempSync(join(tmpdir(), 'fastdraw-preloads-'));
mkdirSync(join(dir, '.vite'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><script id="fastdraw-config" type="application/json">{}</script></body></html>',
);
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-2.js'], css: ['assets/index-1.css'] },
    '_shared-2.js': { file: 'assets/shared-2.js' },
    'src/layout/AppLayout.tsx': { file: 'assets/AppLayout-3.js', isDynamicEntry: true, imports: ['_shared-2.js', '_Modal-4.js'], css: ['assets/AppLayout-3.css'] },
    '_Modal-4.js': { file: 'assets/Modal-4.js' },
    'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-5.js', isDynamicEntry: true, imports: ['_Modal-4.js'] },
    'src/api/client.ts': { file: 'assets/client-6.js', isDynamicEntry: true, imports: ['_shared-2.js'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('preload hints of the first route', () => {
  it("name the route's chunks, the API transport and the styles, not what index.html loads already, at low priority", () => {
    const hints = routePreloads(readManifest(dir));
    // Low priority: the first paint must not wait behind them on a slow line.
    expect(hints.get('/home')).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/AppLayout-3.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Modal-4.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-5.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/client-6.js">' +
        '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/AppLayout-3.css">',
    );
    // A route whose page is not in this build gets nothing.
    expect(hints.has('/lottery-bet')).toBe(false);
  });

  it('are nothing without a manifest', () => {
    expect(routePreloads(readManifest(join(dir, 'assets'))).size).toBe(0);
  });

  it("go into the index.html of that route only; the manifest itself is not served", async () => {
    const server = await startTestServer({ kind: 'memory' }, { clientDir: dir });
    try {
      const home = (await server.app.inject({ url: '/home?x=1' })).body;
      expect(home).toContain(`${routePreloads(readManifest(dir)).get('/home')}</head>`);
      expect(home).toContain('"apiBase":"/api"');
      const other = (await server.app.inject({ url: '/activity' })).body;
      expect(other).not.toContain('modulepreload');
      expect(other).toContain('"apiBase":"/api"');
      expect((await server.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
