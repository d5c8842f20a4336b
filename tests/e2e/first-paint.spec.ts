import { expect, test } from '@playwright/test';

/**
 * Home's first paint from the server (server/http/first-paint.ts, src/lib/first-paint.ts): the
 * HTML itself shows the header frame and the first banner in the browser's language, and the app
 * takes over with nothing left behind; a player who chose another language never sees it.
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
