import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { gamePath } from '../../models/api-paths';
import { buildOrder, RULES } from '../../models/games';
import { openHome, topBar } from './support';

/**
 * Defects found by a new player, each held by a browser test: the scroll on a full page load,
 * back-to-top over the confirm button, the phone width of the bet records, the footer's QR size
 * and the date filters' format.
 */

test.use({ actionTimeout: 15_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Logs `account` in through the API and hands the tokens to the browser as the client keeps them (cookies). */
async function logInByCookie(context: BrowserContext, baseURL: string, account = 'demo001'): Promise<string> {
  const answer = await context.request.post('/api/basic/v1/login', { data: { account, password: 'demo1234', packageId: 1, platformId: 1 } });
  const { data } = (await answer.json()) as { data: { token: string; secretToken: string } };
  await context.addCookies([
    { name: 'access_token', value: data.token, url: baseURL },
    { name: 'access_jwt', value: data.secretToken, url: baseURL },
  ]);
  return data.token;
}

const seconds = (time: string): number => Date.parse(time.replace(' ', 'T')) / 1000;

/** Places a 1.00 bet on the pk10 champion through the API once a round is open (test timetable: every 20 s). */
async function placePk10Bet(request: APIRequestContext, token: string): Promise<void> {
  const headers = { token };
  const rule = RULES.pk10.find((r) => r.code === 'q1');
  if (!rule) throw new Error('pk10 has no champion rule');
  await expect
    .poll(
      async () => {
        const answer = await request.post(`/api${gamePath.sellingInfo('pk10')}`, { data: { lotteryId: 5 }, headers });
        const { data } = (await answer.json()) as { data: { status: number; currentNo: string; currentTime: string; resultTime: string; closeTime: number } };
        // Open, with a few seconds left before betting closes.
        if (data.status !== 0 || seconds(data.resultTime) - seconds(data.currentTime) - data.closeTime < 3) return 'wait';
        const order = buildOrder({ gameType: 'pk10', lotteryId: 5, prizeNo: data.currentNo, rule, selection: [[rule.balls[0]?.balls[0]?.number ?? '1']], stake: 1 });
        const placed = await request.post(`/api${gamePath.order('pk10')}`, { data: order, headers });
        return ((await placed.json()) as { code: number }).code === 0 ? 'placed' : 'refused';
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe('placed');
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

test.describe('every page starts at the top', () => {
  test('a page opened from the address bar after scrolling home to the bottom (visitor)', async ({ page }) => {
    await openHome(page);
    await scrollToBottom(page);
    await page.goto('/lottery-bet?lotteryId=8');
    // A visitor gets the betting page itself: its board and the slip's way to log in.
    await expect(page.getByTestId('slip-login')).toBeVisible();
    // Whatever restores a position does it once the page has rendered: give it the time.
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);
    await expect(topBar(page)).toBeInViewport();
  });

  test('a page opened from the address bar after scrolling home to the bottom (member)', async ({ page, context, baseURL }) => {
    await logInByCookie(context, baseURL ?? '');
    await openHome(page);
    await scrollToBottom(page);
    await page.goto('/lottery-hall');
    await expect(page.getByRole('link', { name: '加拿大28' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);
    await page.goto('/lottery-bet?lotteryId=8');
    await expect(page.getByRole('button', { name: '确认投注' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);
    await expect(topBar(page)).toBeInViewport();
  });

  test('a page reloaded part-way down, and a page reached by a link', async ({ page }) => {
    await openHome(page);
    await scrollToBottom(page);
    await page.reload();
    await expect(topBar(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);

    await scrollToBottom(page);
    // A click as such, without Playwright first scrolling the link into view.
    await page.getByRole('link', { name: '购彩大厅' }).first().evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/lottery-hall$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(topBar(page)).toBeInViewport();
  });
});

const intersects = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone, back-to-top never covers the confirm button', async ({ browser, baseURL }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await logInByCookie(context, baseURL ?? '');
  await page.goto('/lottery-bet?lotteryId=1');
  const confirm = page.getByRole('button', { name: '确认投注' });
  await expect(confirm).toBeVisible();
  const backToTop = page.getByRole('button', { name: '返回顶部' });

  // Scroll down the page in steps: with the stake bar stuck to the bottom of the screen, then
  // while it scrolls up past where back-to-top floats, then beyond.
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  let bothShown = 0;
  for (let y = 120; y <= height; y += 48) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Back-to-top follows the scroll within 300 ms (throttled) and its place within a frame.
    await page.waitForTimeout(380);
    const [button, target] = [await visibleBox(backToTop), await visibleBox(confirm)];
    if (!button || !target) continue;
    bothShown += 1;
    expect(intersects(button, target), `back-to-top ${JSON.stringify(button)} over confirm ${JSON.stringify(target)} at scroll ${y}`).toBe(false);
  }
  expect(bothShown).toBeGreaterThan(3);
  await context.close();
});

async function visibleBox(locator: Locator) {
  if (!(await locator.isVisible())) return null;
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  return box && viewport && box.y < viewport.height && box.y + box.height > 0 ? box : null;
}

test('on a phone, the bet records fit the screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const token = await logInByCookie(context, baseURL ?? '');
  await placePk10Bet(context.request, token);
  await page.goto('/my/index?page=betting');
  const records = page.getByRole('region', { name: '投注记录' });
  await expect(records.getByRole('row', { name: /北京赛车/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test.describe('the footer QR code', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`is 88 px at ${viewport.width} px, logged in`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logInByCookie(context, baseURL ?? '');
      await page.goto('/lottery-hall');
      const footer = page.getByRole('contentinfo');
      // Logged in, the footer also lists the latest draws, which is when the code got squeezed.
      await expect(footer.getByRole('button', { name: /更多/ }).first()).toBeVisible();
      const box = await footer.getByRole('img', { name: /^二维码/ }).boundingBox();
      expect(box?.width).toBe(88);
      expect(box?.height).toBe(88);
      await context.close();
    });
  }
});

test('date filters read dd/MM/yyyy in every language and send yyyy-MM-dd', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await logInByCookie(context, baseURL ?? '');
  await page.goto('/my/index?page=betting');
  const records = page.getByRole('region', { name: 'Bet records' });
  const from = records.getByRole('textbox', { name: 'From' });
  await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(await from.inputValue()).toBe(`${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`);

  // Typed by keyboard in the tables' format, sent as yyyy-MM-dd.
  await from.fill(`01/${pad(today.getMonth() + 1)}/${today.getFullYear()}`);
  const sent = page.waitForRequest((request) => request.url().endsWith('/lotteryOrder/v1/orderList'));
  await records.getByRole('button', { name: 'Search' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ startDate: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-01` });

  // Something that is not a date stays as typed, says why and is not searched for.
  await from.fill('31/02/2026');
  await from.press('Enter');
  await expect(from).toHaveValue('31/02/2026');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription(/^Enter a date as dd\/mm\/yyyy/);
  await expect(records.getByText(/^Enter a date as dd\/mm\/yyyy/)).toBeVisible();
  await context.close();
});
