import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES, type Language } from '../../models/language';
import { manifestPath } from '../../models/web-manifest';
import { registerPlayer, signIn } from './content-support';

/**
 * The installable app (issue 21 §2) in Chromium against the real server and the built worker
 * (dist/sw.js): in every language the worker controls the page and Chromium finds the site
 * installable with that language's manifest; offline, a page shows the offline page in the
 * player's language and nothing live (no balance, no round), at 1440 and at 390 px; the QR code's
 * address opens the install dialog; a new build's worker brings the update prompt, whose reload
 * applies it. The other specs block service workers (playwright.config.ts); this one allows them.
 */
test.use({ serviceWorkers: 'allow' });
test.setTimeout(120_000);

interface PwaTexts {
  manifest: { name: string; shortName: string };
  offline: { title: string; retry: string };
  update: { title: string; apply: string };
  install: { title: string; close: string };
}
const texts = (language: Language): PwaTexts => JSON.parse(readFileSync(`locales/${language}/pwa.json`, 'utf8'));

const WORKER_WAIT = { timeout: 60_000 };
const PHONE = { width: 390, height: 844 };

/** Waits until the service worker (registered once the page is idle) is active and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WORKER_WAIT);
}

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: nothing wider than the screen`).toBeLessThanOrEqual(0);
}

async function openIn(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await controlled(page);
  return page;
}

for (const language of SUPPORTED_LANGUAGES) {
  test(`${language}: installable (manifest, icons, worker) and offline shows the offline page, never a live balance`, async ({ browser, baseURL, request }) => {
    const { manifest, offline } = texts(language);
    const context = await browser.newContext({ locale: language, serviceWorkers: 'allow' });
    try {
      await signIn(context, baseURL!, await registerPlayer(request, 'pwa'));
      const page = await openIn(context, '/activity');
      await expect(page.getByTestId('balance')).toBeVisible();
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath(language));

      // Chromium's own verdict: the manifest (name, icons, start_url, display), the worker with a fetch handler.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      // Playwright's contexts are incognito profiles, where Chromium installs nothing: that one is the test's, not the site's.
      expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
      const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data: string };
      expect(errors).toEqual([]);
      expect(JSON.parse(data)).toMatchObject({ name: manifest.name, short_name: manifest.shortName, lang: language, display: 'standalone', start_url: '/' });

      for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
        await page.setViewportSize(viewport);
        await context.setOffline(true);
        await page.goto('/my/index').catch(() => {});
        const shown = page.locator('[data-offline]');
        await expect(shown).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(offline.title);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Nothing of the app's: no balance, no round, no top bar.
        await expect(page.getByTestId('balance')).toHaveCount(0);
        await expect(page.getByTestId('top-bar')).toHaveCount(0);
        await noSidewaysScroll(page, `offline page ${viewport.width}`);
        const retry = page.getByRole('button', { name: offline.retry });
        expect((await retry.boundingBox())?.height).toBeGreaterThanOrEqual(44);

        // Back online: the page the player asked for.
        await context.setOffline(false);
        await retry.click();
        await expect(page.getByTestId('top-bar')).toBeVisible();
        expect(new URL(page.url()).pathname).toBe('/my/index');
      }
    } finally {
      await context.close();
    }
  });
}

test('the QR code’s address opens the install dialog, in every language and at 390 px', async ({ browser }) => {
  for (const language of SUPPORTED_LANGUAGES) {
    const { install } = texts(language);
    const context = await browser.newContext({ locale: language, viewport: PHONE, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/activity?install');
      const dialog = page.getByRole('dialog', { name: install.title });
      await expect(dialog).toBeVisible(WORKER_WAIT);
      expect(new URL(page.url()).search).toBe('');
      await noSidewaysScroll(page, `install dialog ${language}`);
      const close = dialog.getByRole('button', { name: install.close }).last();
      // Its layout height: the dialog's opening animation scales what boundingBox measures (43.8 px mid-way).
      expect(await close.evaluate((button) => (button as HTMLElement).offsetHeight)).toBeGreaterThanOrEqual(44);
      await close.click();
      await expect(dialog).toBeHidden();
    } finally {
      await context.close();
    }
  }
});

/** The served build's sw.js and its compressed copies (the server sends those when the browser accepts them). */
const CLIENT_DIR = process.env.FASTDRAW_CLIENT_DIR ?? 'dist';
const WORKER_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => `${CLIENT_DIR}/${name}`);

test('a new build’s worker brings the update prompt; reloading applies it (zh-CN, 1440 and 390 px)', async ({ browser }) => {
  const { update } = texts('zh-CN');
  const originals = WORKER_FILES.map((file) => readFileSync(file));
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'allow' });
  try {
    const page = await openIn(context, '/activity');
    // A new build: the same worker with other bytes (what a new precache list would be).
    const rebuilt = Buffer.concat([originals[0]!, Buffer.from(`\n// e2e build ${Date.now()}\n`)]);
    writeFileSync(WORKER_FILES[0]!, rebuilt);
    writeFileSync(WORKER_FILES[1]!, brotliCompressSync(rebuilt));
    writeFileSync(WORKER_FILES[2]!, gzipSync(rebuilt));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('status', { name: update.title });
    await expect(prompt).toBeVisible(WORKER_WAIT);
    await page.setViewportSize(PHONE);
    // Polled: the frame after the resize may still show the prompt at its desktop width.
    const fits = (box: { x: number; y: number; width: number; height: number } | null) =>
      !!box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
    await expect.poll(async () => fits(await prompt.boundingBox()), { message: 'the prompt fits a phone' }).toBe(true);
    await noSidewaysScroll(page, 'update prompt at 390');

    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    await prompt.getByRole('button', { name: update.apply }).click();
    // The page reloads once the new worker controls it.
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, undefined, WORKER_WAIT);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await controlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(page.getByRole('status', { name: update.title })).toHaveCount(0);
  } finally {
    WORKER_FILES.forEach((file, i) => writeFileSync(file, originals[i]!));
    await context.close();
  }
});
