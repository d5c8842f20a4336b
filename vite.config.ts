import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compressPlugin } from './scripts/vite-compress';
import { entryPriorityPlugin } from './scripts/vite-entry-priority';
import { localeFilesPlugin } from './scripts/vite-locales';
import { pwaPlugin } from './scripts/vite-pwa';
import { SlowFirstSequencer } from './tests/support/slow-first';

// The dev server proxies what the reference server (`npm run serve`) answers: the API, the pay
// base, the content's pictures and video, the demo mailbox, the chat's files and service desk,
// and the realtime sockets (chat and follow-bet rooms, upgraded as WebSockets).
const apiTarget = process.env.FASTDRAW_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/payment', '/media', '/dev', '/chat', '/desk'];
const proxy = { ...Object.fromEntries(proxied.map((path) => [path, apiTarget])), '/ws': { target: apiTarget, ws: true } };

// react-router's package exports only its development build (warnings and checks on every
// render); the client ships its production build, which the package carries too. Tests keep the
// development build and its warnings.
const reactRouterBuild = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
const productionReactRouter = process.env.VITEST
  ? []
  : [
      { find: /^react-router$/, replacement: `${reactRouterBuild}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}dom-export.mjs` },
    ];

// axios takes the first adapter of ['xhr', 'http', 'fetch'] that the environment supports: every
// browser the client supports has XMLHttpRequest, so axios's fetch adapter (3 KB gzip with its
// stream helpers) never runs in the client. The build gives axios one that says "not supported"
// instead (axios then names it in its error, were xhr ever missing). Tests keep axios whole.
const AXIOS_FETCH_STUB = '\0axios-fetch-adapter-unsupported';
export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'fastdraw:axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer) ? AXIOS_FETCH_STUB : null;
    },
    load(id) {
      return id === AXIOS_FETCH_STUB ? 'export const getFetch = () => false;\n' : null;
    },
  };
}

const SERVER_SUITES = 'tests/server/**/*.test.{ts,tsx}';
const CLIENT_SUITES = 'tests/{unit,machines,paths,transport,views}/**/*.test.{ts,tsx}';
/** Suites that assert latencies or deadlines, or saturate the event loop or the CPU on purpose. */
const TIMED_SUITES = [
  'tests/server/abuse.test.ts',
  'tests/server/chat/flood.test.ts',
  'tests/server/chat/gateway.test.ts',
  'tests/server/chat/slow-reader.test.ts',
  'tests/server/input-guard.test.ts',
  'tests/server/load-shedding.test.ts',
  'tests/server/shutdown.test.ts',
  'tests/server/throttle.test.ts',
  'tests/server/account/smtp.test.ts',
];

/** The modules of the start-after-paint entry: a file of their own, never merged into the app's. */
const BOOT_MODULE = /[\\/]src[\\/]boot[\\/]|[\\/]models[\\/]deferred-start\.ts$/;

export default defineConfig({
  plugins: [react(), localeFilesPlugin(), entryPriorityPlugin(), pwaPlugin(), compressPlugin(), axiosWithoutFetchAdapter()],
  resolve: {
    // React 19 has useSyncExternalStore: the shims for React < 18 (@xstate/react, react-i18next) become React's own.
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      ...productionReactRouter,
    ],
  },
  server: { proxy },
  // Every browser the client supports knows modulepreload: no polyfill in the entry.
  // The manifest tells the server which chunks a route needs (server/http/route-preloads.ts).
  // What the first render needs (every module the entry imports statically) is one chunk: one
  // request, and one gzip stream compresses it better than sixteen small ones (-4 KB gzip).
  // A page with a server first paint loads only the second entry, which starts the first after the
  // paint (src/boot/start-after-paint.ts, server/http/deferred-start.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', 'start-after-paint': 'src/boot/start-after-paint.ts' },
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'], test: (id) => !BOOT_MODULE.test(id) }] } },
    },
  },
  test: {
    environment: 'node',
    // Three suites share two cores: a test that starts a server of its own gets the room for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Ends a runaway suite early and says which one (tests/support/watchdog.ts).
    setupFiles: ['tests/support/watchdog.ts', 'tests/support/pglite-cluster.ts', 'tests/support/dom-waits.ts'],
    // In-memory databases load one new cluster made at the start instead of each running initdb.
    globalSetup: ['tests/support/pglite-cluster.global.ts'],
    // The suites that take a minute or more start first (tests/support/slow-first.ts).
    sequence: { sequencer: SlowFirstSequencer },
    // The server's suites wait on sockets, child processes and databases more than they compute, so
    // three run at once even on two cores, each file in a module graph of its own. Beside them the
    // client's suites (models, machines, paths, views in jsdom) share one module graph per worker
    // (isolate: false): most of their time was importing the same modules again for every file, and
    // nothing they import keeps state between files. The suites that measure time or load the
    // machine on purpose run afterwards, one at a time, so no other suite's work skews them.
    projects: [
      { extends: true, test: { name: 'server', include: [SERVER_SUITES], exclude: TIMED_SUITES, maxWorkers: 3, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'client', include: [CLIENT_SUITES], isolate: false, maxWorkers: 3, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'timed', include: TIMED_SUITES, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
