import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { closeNoticePopup } from './support';

test.describe('developer tools', () => {
  test('on a page config without devtools (a production start), ?devtools loads nothing and says why in the console', async ({ page }) => {
    // The test server runs in demo mode; strip the flag from its page config as a production start leaves it out.
    await page.route('**/home?devtools', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(',"devtools":true', '') });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.goto('/home?devtools');
    await closeNoticePopup(page);
    await expect.poll(() => warnings.some((text) => text.includes('FASTDRAW_DEVTOOLS'))).toBe(true);
    await expect(page.getByRole('region', { name: '开发者工具' })).toHaveCount(0);
    expect(chunks.filter((url) => /DevtoolsPanel|ReplayView/.test(url))).toEqual([]);
  });

  test('imports an exported journal and steps through it with the keyboard, at 390 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home?devtools');
    // On a phone the panel covers the daily notice's button: close the notice from the keyboard.
    const notice = page.getByRole('button', { name: '我知道了' });
    await notice.focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    const panel = page.getByRole('region', { name: '开发者工具' });
    await expect(panel).toBeVisible();

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: '导出 JSON' }).click();
    const file = testInfo.outputPath('journal.json');
    await (await download).saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { entries: { prev?: number | null }[] };
    const steps = exported.entries.filter((entry) => entry.prev !== undefined).length;

    // Keyboard: the tabs move with the arrow keys.
    await panel.getByRole('tab', { name: '事件日志' }).focus();
    await page.keyboard.press('End');
    await expect(panel.getByRole('tab', { name: '回放' })).toHaveAttribute('aria-selected', 'true');
    await panel.getByLabel('导入日志…').setInputFiles(file);
    await expect(panel.getByText(`第 ${steps} 步，共 ${steps} 步`).first()).toBeVisible();

    const slider = panel.getByRole('slider', { name: '步骤' });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(panel.getByText(`第 1 步，共 ${steps} 步`).first()).toBeVisible();
    const actors = panel.getByRole('list', { name: '本步时的各个 actor' });
    await expect(actors.locator('[aria-current="step"]')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByText(`第 2 步，共 ${steps} 步`).first()).toBeVisible();
    await expect(actors.locator('[data-target="app"]')).toBeVisible();

    // It fits the phone's width.
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('devtools-replay-390.png') });
  });
});
