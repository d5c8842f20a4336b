import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Trend charts (issue 20 §1) in Chromium against the real server (test timetable: a draw every
 * 20 s), as a visitor, in zh-CN: every family's page shows the grid with its statistics rows and
 * the family's own table; the count switches; the chart follows a new draw; at 390 px the grid
 * scrolls inside its frame and the page never sideways. One page for the whole file (lean: CI time).
 */
test.setTimeout(90_000);

const FAMILIES = [
  { lotteryId: 1, name: 'k3', columns: 16 + 6, table: '形态分布' },
  { lotteryId: 5, name: 'pk10', columns: 100, table: '大小单双统计' },
  { lotteryId: 6, name: 'ssc', columns: 50, table: '大小单双统计' },
  { lotteryId: 7, name: 'hp8', columns: 80, table: '热号（出现最多）' },
  { lotteryId: 8, name: 'pc28', columns: 28, table: '大小单双统计' },
] as const;

const DRAW_WAIT = { timeout: 30_000 };

test('every family’s trend page: grid, statistics, family table, counts, new draws, 390 px', async ({ page }) => {
  const chart = page.getByTestId('trend-chart');
  for (const family of FAMILIES) {
    await page.goto(`/trend?lotteryId=${family.lotteryId}`);
    // A fresh server may not have drawn yet: the page follows the first draw by itself.
    await expect(chart, family.name).toBeVisible(DRAW_WAIT);
    const grid = page.getByRole('table', { name: /基本走势/ });
    await expect(grid.locator('thead tr').nth(1).locator('th'), family.name).toHaveCount(family.columns);
    await expect(grid.locator('tfoot tr'), family.name).toHaveCount(4);
    await expect(grid.locator('tfoot th').first()).toHaveText('出现次数');
    await expect(page.getByRole('heading', { name: family.table }).or(page.getByRole('region', { name: family.table })).first(), family.name).toBeVisible();
  }

  // The count: 50 rounds asked and shown; then a new draw arrives by itself.
  await page.goto('/trend?lotteryId=1');
  await expect(chart).toBeVisible(DRAW_WAIT);
  await page.getByRole('button', { name: '近50期' }).click();
  await expect(page.getByRole('button', { name: '近50期' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).toHaveAttribute('data-count', '50');
  const latest = await chart.getAttribute('data-latest');
  await expect(chart).not.toHaveAttribute('data-latest', latest ?? '', DRAW_WAIT);

  // 390 px: the grid scrolls inside its frame, the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trend?lotteryId=5');
  await expect(chart).toBeVisible(DRAW_WAIT);
  const widths = await page.evaluate(() => {
    const frame = document.querySelector('[role="region"][tabindex="0"]') as HTMLElement;
    return { page: document.documentElement.scrollWidth, frame: frame.clientWidth, grid: frame.scrollWidth };
  });
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.grid).toBeGreaterThan(widths.frame);
});

/** The page in the other three languages, at 1440 and at 390 px: its texts are the language's own, and nothing scrolls sideways. */
for (const language of ['en-US', 'vi-VN', 'ja-JP'] as const) {
  test(`${language}: the trend page's heading, grid and statistics in the page's language, at 1440 and 390 px`, async ({ browser }) => {
    const texts = JSON.parse(readFileSync(`locales/${language}/trend.json`, 'utf8')) as { title: string; stats: { times: string }; count: { rounds: string } };
    const context = await browser.newContext({ locale: language, viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto('/trend?lotteryId=1');
      const chart = page.getByTestId('trend-chart');
      await expect(chart).toBeVisible(DRAW_WAIT);
      await expect(page.getByRole('heading', { name: texts.title }).first()).toBeVisible();
      await expect(page.locator('tfoot th').first()).toHaveText(texts.stats.times);
      await expect(page.getByRole('button', { name: texts.count.rounds.replace('{{n}}', '50') })).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(chart).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
}
