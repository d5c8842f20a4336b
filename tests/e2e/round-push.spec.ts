import { expect, test, type Page } from '@playwright/test';
import { gamePath } from '../../models/api-paths';
import { parseRoundPush } from '../../models/realtime/round-push';
import { closeNoticePopup, logIn, uniqueAccount } from './support';

/**
 * Draws pushed, not polled (issue 20 §2), in Chromium against the real server (test timetable: a
 * round every 20 s): a member on a k3 betting page has the room socket, the header says the
 * results come live, and the draw of the round on screen shows as the latest result right after
 * its pushed frame — with no selling-info request between the two, so no poll brought it. The
 * header's live pill in every language at 390 px wide fits the screen.
 */
test.use({ actionTimeout: 15_000 });
test.setTimeout(150_000);

const LOTTERY = 1;
const PASSWORD = 'demo1234';
const ROUND_WAIT = { timeout: 45_000 };
const LIVE_TEXT: Record<string, string> = { 'zh-CN': '实时开奖', 'en-US': 'Live', 'ja-JP': 'リアルタイム', 'vi-VN': 'Trực tiếp' };

async function member(page: Page): Promise<void> {
  const account = uniqueAccount('push');
  const answer = await page.request.post('/api/basic/v1/register', { data: { account, password: PASSWORD, withdrawPassword: '123456', code: 'FAST01', platformId: 1, packageId: 1 } });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
  await page.goto('/home');
  await closeNoticePopup(page);
  await logIn(page, account, PASSWORD);
}

test('the draw of the round on screen shows from its pushed frame, without a poll', async ({ page }) => {
  /** Client times (performance.now of the test process) of what the page received and asked. */
  const drawnAt = new Map<string, number>();
  const polls: number[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const push = parseRoundPush(JSON.parse(payload));
      if (push?.type === 'round' && push.event === 'drawn' && push.lotteryId === LOTTERY) drawnAt.set(push.prizeNo, performance.now());
    }),
  );
  page.on('request', (request) => {
    if (request.url().includes(gamePath.sellingInfo('k3'))) polls.push(performance.now());
  });

  await member(page);
  await page.goto(`/lottery-bet?lotteryId=${LOTTERY}`);
  const feed = page.getByTestId('round-feed');
  await expect(feed).toHaveText(LIVE_TEXT['zh-CN']!);
  await expect(feed).toHaveAttribute('data-feed', 'live');

  // A round taking bets (so its draw is still to come), then its result in the header's latest draw.
  await expect(page.getByTestId('round-status')).toHaveText('投注中', ROUND_WAIT);
  const roundNo = /(\d{6,})/.exec((await page.getByTestId('round-number').textContent()) ?? '')?.[1] ?? '';
  expect(roundNo).not.toBe('');
  await expect(page.getByText(`第 ${roundNo} 期开奖`, { exact: true }).first()).toBeVisible(ROUND_WAIT);
  const shownAt = performance.now();
  const pushedAt = drawnAt.get(roundNo);
  expect(pushedAt, 'the draw came on the socket').toBeDefined();
  expect(shownAt).toBeGreaterThanOrEqual(pushedAt!);
  // Nothing asked the round's state between the push and the result on screen.
  expect(polls.filter((at) => at > pushedAt! && at < shownAt)).toEqual([]);
  await expect(page.getByTestId('last-result')).not.toBeEmpty();
  await expect(feed).toHaveAttribute('data-feed', 'live');
});

test('the live pill fits a 390 px screen in every language', async ({ page }) => {
  await member(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['zh-CN', 'en-US', 'ja-JP', 'vi-VN']) {
    await page.evaluate((lang) => window.localStorage.setItem('fastdraw.language', lang), language);
    await page.goto(`/lottery-bet?lotteryId=${LOTTERY}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const feed = page.getByTestId('round-feed');
    await expect(feed).toHaveText(LIVE_TEXT[language]!);
    const box = await feed.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${language}: the pill is on screen`).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${language}: nothing overflows`).toBeLessThanOrEqual(390);
  }
});
