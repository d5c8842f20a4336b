import { expect, test, type Browser, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '../../models/language';
import { buildOrder, LOTTERIES, RULES, type SellingInfo } from '../../models/games';
import { operator, registerPlayer, signIn, type Player } from './content-support';
import { dismissMessagePopups } from './support';

/**
 * A phone (issue 17 §2): at 390 and 360 px, in every language, a player with a 10-million balance
 * sees no page wider than the screen and can touch every control (44 × 44 px, WCAG 2.5.5), and
 * the bet records show Details and Cancel without a sideways swipe. One phone context per
 * language, logged in once: each page is loaded at 390 px, measured, then narrowed to 360 px and
 * measured again (the layout follows the width by CSS and matchMedia listeners, so a narrowed page
 * is laid out as one loaded at that width), which halves the page loads.
 */

const WIDTHS = [390, 360] as const;
const BETTING_PAGES = ['jsk3', 'pk10', 'cqssc', 'bjkl8', 'canada28'].map((code) => `/lottery-bet?lotteryId=${LOTTERIES.find((l) => l.code === code)!.id}`);
const PAGES = ['/home', ...BETTING_PAGES, '/my/index?page=betting', '/my/index?page=user-info', '/my/index?page=withdraw', '/my/index?page=limits'];

let player: Player;

test.beforeAll(async ({ request }) => {
  player = await registerPlayer(request, 'ph');
  await operator(['credit', player.account, '9999999.99']);
});

/** Seconds left to bet in a round, by the server's clock (its times are 'YYYY-MM-DD HH:mm:ss'). */
const secondsToBet = ({ resultTime, currentTime, closeTime }: SellingInfo) => (Date.parse(resultTime.replace(' ', 'T')) - Date.parse(currentTime.replace(' ', 'T'))) / 1000 - closeTime;

/**
 * One pending Speed K3 order, so the bet records have a row with Details and Cancel: placed with
 * 8 s of its round left at least, as it stays pending (and cancellable) only until the draw.
 */
async function placePendingOrder(request: import('@playwright/test').APIRequestContext, { token }: Player): Promise<void> {
  const lottery = LOTTERIES.find((l) => l.code === 'jsk3')!;
  const rule = RULES.k3.find((r) => r.code === 'hz')!;
  await expect(async () => {
    const info = (await (await request.post('/api/k3/v1/currentSellingInfo', { data: { lotteryId: lottery.id } })).json()) as { data: SellingInfo };
    expect(info.data.status).toBe(0);
    expect(secondsToBet(info.data)).toBeGreaterThanOrEqual(8);
    const order = buildOrder({ gameType: 'k3', lotteryId: lottery.id, prizeNo: info.data.currentNo, rule, selection: [[rule.balls[0]!.balls[0]!.number]], stake: 1 });
    const placed = (await (await request.post('/api/k3/v1/order', { data: order, headers: { token } })).json()) as { code: number };
    expect(placed.code).toBe(0);
  }).toPass({ timeout: 30_000 });
}

async function phonePage(browser: Browser, baseURL: string, locale: string, width: number, who = player): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  await signIn(context, baseURL, who);
  const page = await context.newPage();
  await dismissMessagePopups(page);
  return page;
}

/** Closes whatever popup a page opens on its own (the daily notice, a message), by Escape. */
async function closePopups(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
  }
}

/** What the test measures: the document's width and every visible control below 44 × 44 px. */
function measure() {
  const viewport = document.documentElement.clientWidth;
  const small: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab]')) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
    // Not touched nor reached by Tab: the date field's native picker, an invisible anchor.
    if (style.pointerEvents === 'none' && element.tabIndex < 0) continue;
    if (box.width < 43.5 || box.height < 43.5) {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return { viewport, scrollWidth: document.documentElement.scrollWidth, small: [...new Set(small)] };
}

/** The page laid out at `width` (the height stays a phone's): resized, then two frames for what listens to the resize. */
async function narrowTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  await page.evaluate(() => new Promise((laidOut) => requestAnimationFrame(() => requestAnimationFrame(laidOut))));
}

for (const locale of SUPPORTED_LANGUAGES) {
  test(`${locale} at ${WIDTHS.join(' and ')} px: nothing overflows and every control is 44 × 44`, async ({ browser, baseURL }) => {
    // Every page at both widths: on a busy machine a width alone took up to 50 s.
    test.setTimeout(150_000);
    const page = await phonePage(browser, baseURL!, locale, WIDTHS[0]);
    for (const path of PAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 844 });
      await page.goto(path);
      await expect(page.getByTestId('balance')).toHaveText(/9,999,999\.99/, { timeout: 30_000 });
      await expect(page.locator('main')).not.toBeEmpty();
      // The limits page is measured with its limits and the reality check's interval in.
      if (path.endsWith('page=limits')) await expect(page.locator('main input[type=radio]').first()).toBeEnabled({ timeout: 30_000 });
      if (path === '/home') {
        // The day's notice opens on a context's first visit: its buttons are measured too, once it has settled.
        await expect(page.getByRole('dialog')).toBeVisible();
        // Its opening animation scales it: measured once that has run (long, on a busy machine).
        await page.getByRole('dialog').evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => true));
        for (const width of WIDTHS) {
          await narrowTo(page, width);
          const withNotice = await page.evaluate(measure);
          expect.soft(withNotice.small, `the notice dialog at ${width} px: controls smaller than 44 × 44 px`).toEqual([]);
        }
      }
      await closePopups(page);
      for (const width of WIDTHS) {
        await narrowTo(page, width);
        const result = await page.evaluate(measure);
        expect.soft(result.scrollWidth, `${path} at ${width} px is wider than the screen`).toBe(width);
        expect.soft(result.small, `${path} at ${width} px: controls smaller than 44 × 44 px`).toEqual([]);
      }
    }
    await page.context().close();
  });
}

test('bet records at 390 px show Details and Cancel on the screen', async ({ browser, baseURL, request }) => {
  // A round with 8 s left comes every 20 s; on a busy machine the player's set-up alone takes half a minute.
  test.setTimeout(120_000);
  const bettor = await registerPlayer(request, 'pb');
  await operator(['credit', bettor.account, '100.00']);
  const page = await phonePage(browser, baseURL!, 'zh-CN', 390, bettor);
  await page.goto('/my/index?page=betting');
  await expect(page.locator('main')).not.toBeEmpty();
  // The page already loaded, its reload shows the order before the draw settles it, on a busy machine too.
  await placePendingOrder(request, bettor);
  await page.reload();
  const order = page.locator('[data-testid^="order-"]').first();
  for (const name of ['详情', '撤单']) {
    // Where it is laid out, without scrolling anything sideways to it.
    const box = (await order.getByRole('button', { name }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  await page.context().close();
});

for (const who of ['member', 'visitor'] as const) {
  test(`the betting page at 390 px shows a ${who} the selected lottery tab, the last one too`, async ({ browser, baseURL }) => {
    // A visitor's page starts as the server's first paint, and the app lays the row out later.
    const page =
      who === 'member'
        ? await phonePage(browser, baseURL!, 'zh-CN', 390, player)
        : await (await browser.newContext({ baseURL: baseURL!, locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const tabs = page.getByRole('tablist').first();
    await page.goto(BETTING_PAGES[0]!);
    await expect(tabs.getByRole('tab', { selected: true })).toBeVisible();
    const ids = await tabs.getByRole('tab').evaluateAll((found) => found.map((tab) => tab.id.replace(/^lottery-tab-/, '')));
    // The last lottery's tab is off the screen of a phone until the row is scrolled to it.
    await page.goto(`/lottery-bet?lotteryId=${ids.at(-1)}`);
    const selected = tabs.getByRole('tab', { selected: true });
    await expect(selected).toHaveId(`lottery-tab-${ids.at(-1)}`);
    await expect.poll(async () => {
      const box = (await selected.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 390;
    }).toBe(true);
    await page.context().close();
  });
}
