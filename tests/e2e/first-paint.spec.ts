import { expect, test } from '@playwright/test';

/**
 * A page's first paint from the server (server/http/first-paint*.ts, src/lib/first-paint.ts): the
 * HTML itself shows home's header frame and first banner, or the betting page's tabs and the
 * frame of a visitor's board, in the browser's language; the app starts after that paint
 * (src/boot/start-after-paint.ts) and takes over with nothing left behind; a player who chose
 * another language never sees it.
 */

test.describe('phone, English browser', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the HTML paints the first banner; the app replaces it and is usable', async ({ page, request }) => {
    const html = await (await request.get('/home', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    expect(html).toMatch(/<div id="first-paint"[^>]*data-lang="en-US"/);
    // Our banner comes inside the page (no request of its own), its address beside it.
    expect(html).toMatch(/<img class="fp-banner" src="data:image\/svg\+xml;base64,[^"]+" data-src="\/media\/banner\/deposit.en-US.svg"/);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The app's entry is held back until the first paint's banner is drawn: the HTML alone draws it.
    await page.route('**/assets/index-*.js', async (route) => {
      await page.waitForFunction(() => {
        const banner = document.querySelector<HTMLImageElement>('#first-paint .fp-banner');
        return banner !== null && banner.complete && banner.naturalWidth > 0 && banner.getBoundingClientRect().height > 100;
      });
      await route.continue();
    });
    await page.goto('/home');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.getByRole('link', { name: /See the promotion: / }).first().locator('img')).toHaveAttribute('src', '/media/banner/deposit.en-US.svg');
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Member login' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a player who chose Japanese gets the app in Japanese, not the English first paint', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('fastdraw.language', 'ja-JP'));
    // The banner list is held back: meanwhile the banner's placeholder must not show the English picture.
    let releaseBanners = () => {};
    const held = new Promise<void>((resolve) => (releaseBanners = resolve));
    await page.route('**/api/active/v1/pc/getCarousel', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(await page.locator('img[src="/media/banner/deposit.en-US.svg"]').count()).toBe(0);
    releaseBanners();
    await expect(page.locator('img[src="/media/banner/deposit.ja-JP.svg"]')).toHaveCount(1);
  });
});

test.describe('phone, English browser, betting page', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the HTML paints a visitor's tabs and board frame before any of the app's scripts is asked for; the app's board takes over", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/lottery-bet?lotteryId=3');
    await expect(page.locator('#first-paint .fp-tab--on')).toHaveText('California K3');
    await expect(page.locator('#first-paint .fp-round-name')).toHaveText('California K3');
    // npm start is a demo: the first paint carries the app's demo banner above the header.
    await expect(page.locator('#first-paint .fp-demo')).toHaveText('Demo site: the money here is not real.');

    // The app draws the visitor's board (issue 17 §5) and opens no login dialog of its own.
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The browser's own timings: the page painted before any script but the small starter was asked for.
    const scripts = await page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const asked = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('/start-after-paint-'));
      return { all: asked.length, beforePaint: asked.filter((entry) => entry.startTime < painted).map((entry) => entry.name) };
    });
    expect(scripts.all).toBeGreaterThan(10);
    expect(scripts.beforePaint).toEqual([]);
    await expect(page.getByRole('tab', { name: 'California K3', selected: true })).toBeVisible();
    await slip.getByRole('button', { name: 'Place bet' }).scrollIntoViewIfNeeded();
    expect(errors).toEqual([]);
  });
});
