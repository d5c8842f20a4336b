import { expect, test } from '@playwright/test';
import { registerPlayer, signIn } from './content-support';

/**
 * The reality check (issue 21 §1) in Chromium against the real server, in the four languages at
 * 1440 and 390 px, on the page's clock (Playwright's `page.clock`: fifteen minutes pass at once):
 * the limits page sets 15 minutes, a reload keeps the choice and the deadline, the dialog comes
 * with the time played and the net result, keeps the focus, "keep playing" closes it; "log out"
 * ends the session.
 */
test.setTimeout(120_000);

const TEXT = {
  'zh-CN': { panel: '游戏时长提醒', fifteen: '15 分钟', played: '15 分钟', keep: '继续游戏', logout: '退出登录' },
  'en-US': { panel: 'Reality check', fifteen: '15 minutes', played: '15 min', keep: 'Keep playing', logout: 'Log out' },
  'vi-VN': { panel: 'Nhắc nhở thời gian chơi', fifteen: '15 phút', played: '15 phút', keep: 'Tiếp tục chơi', logout: 'Đăng xuất' },
  'ja-JP': { panel: 'リアリティチェック', fifteen: '15 分', played: '15 分', keep: 'プレイを続ける', logout: 'ログアウト' },
} as const;

const entries = Object.entries(TEXT);
for (const [index, [locale, text]] of entries.entries()) {
  const phone = index % 2 === 1;
  test.describe(locale, () => {
    test.use({ locale, ...(phone ? { viewport: { width: 390, height: 844 } } : { viewport: { width: 1440, height: 900 } }) });

    test(`${locale} at ${phone ? 390 : 1440}: 15 minutes chosen, kept over a reload, the dialog on the page clock${index === 0 ? ', log out' : ''}`, async ({ page, context, baseURL }) => {
      await signIn(context, baseURL!, await registerPlayer(page.request, 'rc'));
      // The page's clock: it runs on its own until the test moves it ahead.
      await page.clock.install();
      await page.goto('/my/index?page=limits');
      const panel = page.getByRole('region', { name: text.panel });
      const fifteen = panel.getByRole('radio', { name: text.fifteen });
      await expect(fifteen).toBeEnabled({ timeout: 30_000 });
      await fifteen.check();
      await expect(panel.getByTestId('reality-next')).toBeVisible();

      // Ten minutes, a reload: the choice and its deadline are kept (the dialog is not due yet).
      await page.clock.fastForward('10:00');
      await page.reload();
      await expect(page.getByRole('region', { name: text.panel }).getByRole('radio', { name: text.fifteen })).toBeChecked({ timeout: 30_000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Five minutes more: fifteen since the choice.
      await page.clock.fastForward('05:01');
      const dialog = page.getByRole('dialog', { name: text.panel });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByTestId('reality-played')).toHaveText(text.played);
      await expect(dialog.getByTestId('reality-net')).toHaveText('0.00元');
      const keep = dialog.getByRole('button', { name: text.keep });
      await expect(keep).toBeFocused();
      if (phone) {
        // Layout heights: the dialog's opening animation scales what getBoundingClientRect measures (43.9 px mid-way).
        const sizes = await dialog.getByRole('button').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).offsetHeight));
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }

      if (index === 0) {
        // Log out from the dialog: the session's logout, the page a visitor's.
        await dialog.getByRole('button', { name: text.logout }).click();
        await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'access_token' && cookie.value !== ''), { timeout: 30_000 }).toBe(false);
        // The reloaded page is a visitor's (the day's notice may cover it, hence text, not role).
        await expect(page.getByTestId('top-bar').getByText('登录', { exact: true })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('dialog', { name: text.panel })).toHaveCount(0);
      } else {
        // Keyboard: Enter on the focused "keep playing" closes it until the next interval.
        await page.keyboard.press('Enter');
        await expect(dialog).toHaveCount(0);
        await page.clock.fastForward('14:00');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  });
}
