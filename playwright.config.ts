import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: real Chromium against the real server (serving the built client from dist/,
 * so run `npm run build` first; `npm test` does). Each run gets a fresh PGlite data directory,
 * removed again by the global teardown.
 */
const PORT = Number(process.env.E2E_PORT ?? 18080);
// Set once in the main process; workers and the teardown inherit it through the environment.
process.env.FASTDRAW_E2E_DATA_DIR ??= `.tmp/e2e-data-${Date.now()}`;
const DATA_DIR = process.env.FASTDRAW_E2E_DATA_DIR;

/**
 * Specs that read or change state other specs see: the demo players' balances and orders
 * (demo001, demo002) and the operator desk's shared conversations. They run one after another in
 * one worker, in file order; every other spec registers its own players and runs beside them, in
 * the other worker and, once the shared ones are done, in both (a file whose tests share a player
 * or a page says `mode: 'serial'` and stays in one worker). Specs that change what every page
 * shows (a site-wide notice, the site texts) run last, alone.
 */
const SHARED_STATE = ['chat', 'defects', 'fair', 'follow', 'games', 'money', 'refusals', 'serving', 'shell'].map((name) => `**/${name}.spec.ts`);
const SITE_WIDE = ['**/xss.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1 },
    // Its tests share nothing but what a spec declares serial, so they spread over both workers:
    // the second one while shared-state runs, both once it is done.
    { name: 'own-players', testMatch: '**/*.spec.ts', testIgnore: [...SHARED_STATE, ...SITE_WIDE], fullyParallel: true },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['shared-state', 'own-players'] },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'off',
    screenshot: 'off',
    // The site registers a service worker once a page is idle (issue 21 §2); only pwa.spec.ts
    // needs it, and a fresh context would otherwise precache the whole build beside every test.
    serviceWorkers: 'block',
    // Asked for less motion, the pages hold still: headless Chromium composites without a GPU, and
    // home's moving notice bar alone kept 42 % of this 2-CPU machine busy for as long as home was
    // open (53 % against 11 % with it still). A test about motion asks for it (content.spec.ts);
    // what reduced motion changes is tested in tests/views and tests/unit.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/home`,
    // Every lottery draws every 20 s, so the games tests see whole rounds quickly.
    // Every test registers its players from this one address.
    // The operator desk (/desk) is on with this password for the chat browser tests.
    // Load shedding is off: with two workers' Chromiums beside it on a 2-core CI machine the
    // server's event loop runs late for a moment now and then, and the specs' own API calls
    // (registering players, crediting them) would get a 503 the app would have retried. Shedding
    // and the app's retry of it have tests of their own (tests/server/load-shedding.test.ts,
    // tests/transport).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      FASTDRAW_TIMETABLE: 'test',
      FASTDRAW_REGISTER_PER_IP: '100000',
      FASTDRAW_DESK_PASSWORD: 'e2e-desk-password',
      FASTDRAW_SHED_DELAY_MS: '0',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
