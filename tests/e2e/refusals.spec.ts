import { expect, test, type Page } from '@playwright/test';
import { logIn, openHome } from './support';
import { confirmSlip, waitForOpenRound } from './support/slip';

/**
 * Bets the client or the server refuses, against the real server on the test timetable (every
 * lottery draws every 20 s, betting closes 4 s before the draw).
 */
test.use({ actionTimeout: 15_000 });

const ORDER_PATH = /\/v1\/order$/;

async function openK3(page: Page, account: string): Promise<void> {
  await openHome(page);
  await logIn(page, account, 'demo1234');
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  await page.goto('/lottery-bet?lotteryId=1');
  await expect(page.getByRole('heading', { level: 1, name: '极速快3' })).toBeVisible();
}

async function pickTen(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^10，赔率/ }).click();
  await expect(page.getByText('共 1 注')).toBeVisible();
}

test('an order above the balance is refused with 2001 before anything is sent', async ({ page }) => {
  const orders: string[] = [];
  page.on('request', (request) => ORDER_PATH.test(new URL(request.url()).pathname) && orders.push(request.url()));
  // demo002 starts with a balance of 0.
  await openK3(page, 'demo002');
  await waitForOpenRound(page, { min: 3 });
  await pickTen(page);
  await page.getByRole('button', { name: '确认投注' }).click();
  await expect(page.getByText('余额不足')).toBeVisible();
  expect(orders).toEqual([]);
  // The pick is kept for another try.
  await expect(page.getByText('共 1 注')).toBeVisible();
});

test('an order that reaches the server after the round closed is refused with 3009', async ({ page }) => {
  test.setTimeout(90_000);
  await openK3(page, 'demo001');
  // Held until the close, which must come before the transport's 10 s timeout.
  await waitForOpenRound(page, { min: 4, max: 7 });
  const issue = ((await page.getByTestId('round-number').textContent()) ?? '').replace(/\D/g, '');
  await pickTen(page);
  // A slow network: the order leaves while the round is open and arrives after it closed.
  let held = false;
  await page.route(ORDER_PATH, async (route) => {
    held = true;
    await expect(page.getByTestId('round-status')).not.toHaveText('投注中', { timeout: 30_000 });
    await route.continue();
  });
  await page.getByRole('button', { name: '确认投注' }).click();
  await confirmSlip(page);
  await expect(page.getByText('本期已封盘，投注失败')).toBeVisible({ timeout: 30_000 });
  expect(held).toBe(true);
  await page.unroute(ORDER_PATH);
  // No order of that round was taken.
  await page.goto('/my/index?page=betting&lotteryId=1');
  const records = page.getByRole('region', { name: '投注记录' });
  await expect(records.getByRole('table')).toBeVisible();
  await expect(records.getByRole('row', { name: new RegExp(issue) })).toHaveCount(0);
});
