import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { generateSW } from 'workbox-build';
import { MANIFEST_LANGUAGES, manifestPath, webManifest, type ManifestTexts } from '../models/web-manifest';

/**
 * What makes the site an installable app (docs/decisions.md "An installable app"), written into
 * the build after the app's own files:
 *
 * 1. the offline page (src/offline/offline.html and its script, built on their own so that they
 *    share no chunk with the app),
 * 2. a web app manifest per language (models/web-manifest.ts; texts from locales/<lang>/pwa.json),
 * 3. the service worker `sw.js` (Workbox's generateSW): it precaches the hashed assets, the
 *    offline page, the icons and the manifests; a page navigation goes to the network, always, and
 *    gets the offline page only when the network fails; nothing else is ever cached (API answers,
 *    pay, media, chat and sockets pass by untouched). A new worker waits until the player reloads
 *    from the update prompt or every tab of the site is closed (the next visit).
 */

/** The service worker's file; the server sends it with `no-cache` (server/http/static-client.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';
export const OFFLINE_PAGE = '/offline.html';

/** What is precached, relative to the build: every hashed file, the offline page and what the manifests name. */
export const PRECACHED = ['assets/**/*.{js,css,json,svg,png,webp,woff2}', 'offline.html', 'favicon.svg', 'icons/*.png', 'manifest-*.webmanifest'];
/** The developer panel and the Stately inspector (`?devtools`, `?inspect`) are no player's pages. */
const NOT_PRECACHED = ['**/*.br', '**/*.gz', 'assets/DevtoolsPanel-*', 'assets/inspector-*'];

/**
 * A page of the app opened in the browser (a navigation), not one of the server's own paths
 * (server/app.ts registerNotFoundHandler: the API, pay, admin, dev mailbox, media, chat, desk and
 * sockets). Workbox copies this function's source into the worker: it must use nothing from
 * outside itself (tests/unit/pwa-build.test.ts checks the list against the server's prefixes).
 */
export function isAppNavigation({ request, url }: { request: { mode: string }; url: URL }): boolean {
  return request.mode === 'navigate' && !/^\/(api|payment|admin|dev|media|chat|desk|ws)(\/|$)/.test(url.pathname);
}

async function buildOfflinePage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: resolve('src/offline'),
    publicDir: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: false, copyPublicDir: false, modulePreload: { polyfill: false }, rolldownOptions: { input: { offline: resolve('src/offline/offline.html') } } },
  });
}

async function writeManifests(outDir: string): Promise<void> {
  await Promise.all(
    MANIFEST_LANGUAGES.map(async (language) => {
      const { manifest } = JSON.parse(await readFile(resolve(`locales/${language}/pwa.json`), 'utf8')) as { manifest: ManifestTexts };
      await writeFile(join(outDir, manifestPath(language).slice(1)), `${JSON.stringify(webManifest(language, manifest), null, 2)}\n`);
    }),
  );
}

export async function writeServiceWorker(outDir: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    swDest: join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: PRECACHED,
    globIgnores: NOT_PRECACHED,
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // The first worker serves the page that installed it; a later one waits for the prompt or the next visit.
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    disableDevLogs: true,
    runtimeCaching: [{ urlPattern: isAppNavigation, handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } } }],
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}

export function pwaPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fastdraw:pwa',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Before the other plugins' closeBundle (the compressed copies are made of these files too).
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await buildOfflinePage(outDir);
        await writeManifests(outDir);
        const { count, size } = await writeServiceWorker(outDir);
        this.info?.(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
      },
    },
  };
}
