import { expect, test, type Page } from '@playwright/test';
import { idOf, hasCjk, maskOf, operator, registerPlayer, signIn, winOnce } from './content-support';
import { closeNoticePopup } from './support';

/**
 * Home, /message and /activity in Chromium against the real server (its demo content, and what
 * an operator posts through the CLI while it runs).
 */

const menuMessages = (page: Page) => page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: /^消息/ });

test('home shows the real lottery tiles, the latest draws in the prize carousel and panel, and real winners', async ({ page, request }) => {
  const winner = await registerPlayer(request, 'win');
  await winOnce(request, winner);
  const index = (await (await request.get('/api/index/v1/pc/index')).json()) as { data: { lotteryList: { id: number; name: string }[]; prizeRecordList: { lotteryId: number; prizeNo: string }[] } };

  // The prize carousel moves on every few seconds; asked for less motion (as every browser test
  // is, playwright.config.ts), it starts paused on its first group, which this test reads.
  await page.goto('/home');
  await closeNoticePopup(page);
  const tiles = page.getByRole('region', { name: '热门彩种' }).getByRole('listitem');
  await expect(tiles).toHaveCount(8);
  await expect(tiles.first()).toContainText('极速快3');

  const prizes = page.getByRole('region', { name: '开奖快讯' });
  await expect(prizes.getByRole('listitem')).toHaveCount(3);
  await expect(prizes.getByRole('listitem').first()).toContainText('极速快3');
  await expect(prizes.getByRole('listitem').first()).toContainText(/= \d+/);
  await expect(prizes).toContainText(/第 1 \/ \d+ 组/);

  const latest = index.data.prizeRecordList.find((record) => record.lotteryId === 1)!;
  const draws = page.getByRole('region', { name: '开奖速递' });
  await expect(draws).toContainText(latest.prizeNo.slice(0, 8));

  const winners = page.getByRole('region', { name: '中奖喜讯' });
  await expect(winners).toContainText(maskOf(winner.account));
  await expect(winners.getByRole('listitem').first()).toContainText(/\d+\.\d{2}元$/);
  expect(await winners.getByRole('listitem').count()).toBeLessThanOrEqual(20);
  // The full account name never reaches the page.
  await expect(page.getByText(winner.account)).toHaveCount(0);
});

test('the notice popup shows once a day: not again after a reload or a visit elsewhere, again after midnight', async ({ page }) => {
  const lateEvening = new Date();
  lateEvening.setHours(23, 59, 0, 0);
  await page.clock.install({ time: lateEvening });
  await page.goto('/home');
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '我知道了' }) });
  await expect(popup).toBeVisible();
  const title = (await popup.getByRole('heading').first().textContent()) ?? '';
  await popup.getByRole('button', { name: '我知道了' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByRole('region', { name: '最新公告' }).getByRole('link').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '购彩大厅' }).click();
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('region', { name: '最新公告' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The page stays open on home past midnight: a new day, the popup again.
  await page.clock.fastForward('02:00');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading').first()).toHaveText(title);
});

test('every notice item of home opens that notice on /message', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/home');
  await closeNoticePopup(page);
  const bar = page.getByRole('region', { name: '最新公告' });
  // A moving marquee is never still enough to click: pause it as a reader would.
  await bar.getByRole('button', { name: '暂停滚动' }).click();
  const item = bar.getByRole('link').nth(1);
  const title = (await item.textContent()) ?? '';
  // The marquee may have paused with this item under the pause button: open it from the keyboard.
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/message\?notice=\d+$/);
  const notice = page.getByRole('button', { name: new RegExp(title) });
  await expect(notice).toHaveAttribute('aria-expanded', 'true');
  await expect(notice).toBeFocused();
});

test('reading a message clears its badge at once, and it stays read after a reload', async ({ page, context, request, baseURL }) => {
  const player = await registerPlayer(request, 'msg');
  const title = `E2E 消息 ${Date.now()}`;
  idOf(await operator(['post-message', player.account, title, '<p>只发给你的消息</p>']));
  await signIn(context, baseURL!, player);
  await page.goto('/message?tab=messages');

  // The badge says "n 条未读" to readers (its number is drawn beside it).
  const unread = async () => Number(/(\d+) 条未读/.exec(await menuMessages(page).evaluate((link) => link.querySelector('.visually-hidden')?.textContent ?? ''))?.[1] ?? 0);
  const badgeSays = (count: number) => expect(menuMessages(page)).toHaveAccessibleName(count > 0 ? `消息 ${count} 条未读` : '消息');
  const item = page.getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('未读');
  const before = await unread();
  expect(before).toBeGreaterThanOrEqual(1);

  const read = page.waitForResponse((response) => response.url().includes('/user/v1/readMessage/'));
  await item.click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(item).not.toContainText('未读');
  await badgeSays(before - 1);
  expect((await (await read).json()).code).toBe(0);

  await page.reload();
  const again = page.getByRole('button', { name: new RegExp(title) });
  await expect(again).toBeVisible();
  await expect(again).not.toContainText('未读');
  await badgeSays(before - 1);
});

test('a member on home gets the first unread message in a popup; confirming reads it and it does not come back', async ({ page, context, request, baseURL }) => {
  const player = await registerPlayer(request, 'pop');
  const title = `E2E 弹窗消息 ${Date.now()}`;
  idOf(await operator(['post-message', player.account, title, '<p>请确认阅读</p>']));
  await signIn(context, baseURL!, player);
  await page.goto('/home');
  // By hand, not with closeNoticePopup (which also has the message popup closed whenever it shows).
  const notice = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '我知道了' }) });
  await notice.getByRole('button', { name: '我知道了' }).click();
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('请确认阅读');
  const read = page.waitForResponse((response) => response.url().includes('/user/v1/readMessage/'));
  await popup.getByRole('button', { name: '我已阅读' }).click();
  await expect(popup).toBeHidden();
  expect((await (await read).json()).code).toBe(0);
  await page.reload();
  // The next unread message (one to every player) shows now; this one never again.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  await page.goto('/message?tab=messages');
  await expect(page.getByRole('button', { name: new RegExp(title) })).not.toContainText('未读');
});

test('a visitor asking for the messages tab gets the login dialog, and may still read the notices', async ({ page }) => {
  await page.goto('/message');
  const notices = page.getByRole('tabpanel');
  await expect(notices.getByRole('button').first()).toBeVisible();
  await page.getByRole('tab', { name: '个人消息' }).click();
  const dialog = page.getByRole('dialog', { name: '会员登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('tab', { name: '公告' })).toHaveAttribute('aria-selected', 'true');
  const first = notices.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});

test('promotions: a banner of type 1 opens its promotion, which expands to its detail', async ({ page }) => {
  await page.goto('/home');
  await closeNoticePopup(page);
  const banner = page.getByRole('link', { name: /^查看活动：/ }).first();
  await banner.click();
  await expect(page).toHaveURL(/\/activity\?activity=\d+$/);
  const opened = page.getByRole('button', { expanded: true });
  await expect(opened).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: '优惠活动' })).toBeVisible();
});

test.describe('in en-US', () => {
  test.use({ locale: 'en-US' });

  test('a notice, a lottery remark and a rule introduction read in English', async ({ page, context, request, baseURL }) => {
    const english = { headers: { locale: 'en-US' } };
    const notices = (await (await request.get('/api/basic/v1/notice?platformId=1', english)).json()) as { data: { title: string }[] };
    const newest = notices.data[0]!.title;
    expect(hasCjk(newest)).toBe(false);

    await page.goto('/home');
    const popup = page.getByRole('dialog', { name: newest });
    await expect(popup).toBeVisible();
    expect(hasCjk((await popup.textContent()) ?? '')).toBe(false);
    await popup.getByRole('button', { name: 'Got it' }).click();

    await page.getByRole('navigation').getByRole('link', { name: 'Lottery hall' }).first().click();
    const card = page.getByRole('listitem').filter({ hasText: 'Speed K3' }).first();
    await expect(card).toBeVisible();
    const remark = (await card.textContent()) ?? '';
    expect(hasCjk(remark)).toBe(false);

    const player = await registerPlayer(request, 'en');
    await signIn(context, baseURL!, player);
    await page.goto('/lottery-bet?lotteryId=1');
    const intro = page.locator('details').filter({ has: page.getByRole('heading', { name: 'How to play' }) });
    await intro.locator('summary').click();
    await expect(intro).toContainText(/[A-Za-z]{4,}/);
    const text = (await intro.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(80);
    expect(hasCjk(text)).toBe(false);
  });
});
