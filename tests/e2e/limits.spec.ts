import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, registerPlayer, signIn } from './content-support';

/**
 * Responsible gaming (issue 21 §1) in Chromium against the real server, in the four languages at
 * 1440 and 390 px: the limits page sets a limit at once, leaves a raise pending and cancels it; the
 * server refuses a deposit over the limit in the player's language; a time-out asks for the login
 * password, logs the player out, and login then says until when.
 */
test.setTimeout(120_000);

const TEXT = {
  'zh-CN': { title: '负责任博彩', save: '设定', now: '已立即生效。', pending: '将在 24 小时后生效', cancel: '撤销更改', cancelled: '待生效的更改已撤销。', depositDay: '存款限额 （每日）', exclusion: '冷静期与自我排除', day: '24 小时', password: '登录密码', confirm: '确认并退出登录', wrong: '密码错误', refused: '超出每日存款限额：还可存款 100.00' },
  'en-US': { title: 'Responsible gaming', save: 'Set', now: 'Applied now.', pending: 'Applies in 24 hours', cancel: 'Cancel change', cancelled: 'The pending change was cancelled.', depositDay: 'Deposit limit per day', exclusion: 'Time-out and self-exclusion', day: '24 hours', password: 'Login password', confirm: 'Confirm and log out', wrong: 'Incorrect password', refused: 'Above your daily deposit limit: 100.00 left' },
  'vi-VN': { title: 'Chơi có trách nhiệm', save: 'Đặt', now: 'Đã có hiệu lực.', pending: 'Có hiệu lực sau 24 giờ', cancel: 'Hủy thay đổi', cancelled: 'Đã hủy thay đổi đang chờ.', depositDay: 'Hạn mức nạp mỗi ngày', exclusion: 'Tạm nghỉ và tự loại trừ', day: '24 giờ', password: 'Mật khẩu đăng nhập', confirm: 'Xác nhận và đăng xuất', wrong: 'Mật khẩu không đúng', refused: 'Vượt hạn mức nạp tiền ngày: còn 100.00' },
  'ja-JP': { title: '責任あるゲーム', save: '設定', now: 'すぐに適用されました。', pending: '24 時間後に適用されます', cancel: '変更を取り消す', cancelled: '保留中の変更を取り消しました。', depositDay: '入金上限 （1 日）', exclusion: 'タイムアウトと自己排除', day: '24 時間', password: 'ログインパスワード', confirm: '確認してログアウト', wrong: 'パスワードが正しくありません', refused: '1 日の入金上限を超えています。残り 100.00' },
} as const;

/** Nothing wider than the viewport, and every button and input of the page's main area at least 44 px high. */
async function fitsPhone(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const small = [...main.querySelectorAll<HTMLElement>('[role="region"] button, [role="region"] input')]
      .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().height < 44)
      .map((element) => element.outerHTML.slice(0, 80));
    return { width: document.documentElement.scrollWidth, small };
  });
  expect(found.width).toBeLessThanOrEqual(390);
  expect(found.small).toEqual([]);
}

for (const [locale, text] of Object.entries(TEXT)) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`${locale}: limits page at 1440 and 390, a server refusal in the language, a time-out ending the session`, async ({ page, context, baseURL }) => {
      const player = await registerPlayer(page.request, 'rg');
      await signIn(context, baseURL!, player);
      await page.goto('/my/index?page=limits');
      const limits = page.getByRole('region', { name: text.title });
      await expect(limits).toBeVisible();
      const row = limits.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text.depositDay }) });
      const input = row.getByRole('textbox');

      // A first limit applies at once; a raise waits 24 hours and can be cancelled.
      await input.fill('100');
      await row.getByRole('button', { name: text.save, exact: true }).click();
      await expect(row.getByRole('status')).toHaveText(text.now);
      await expect(row.getByRole('meter')).toBeVisible();
      await input.fill('300');
      await row.getByRole('button', { name: text.save, exact: true }).click();
      await expect(row.getByRole('status')).toContainText(text.pending);
      await row.getByRole('button', { name: text.cancel }).click();
      await expect(row.getByRole('status')).toHaveText(text.cancelled);
      await expect(row.getByRole('button', { name: text.cancel })).toHaveCount(0);

      // The server refuses a deposit over the limit, telling what is left in the player's language.
      const methods = await page.request.post('/payment/pay/payList', { data: { device: 'pc' }, headers: { token: player.token, locale } });
      const method = ((await methods.json()) as { data: { list: { id: number; classIcon: string; checkType: number }[] } }).data.list.find((item) => item.classIcon === 'bank')!;
      const refused = await page.request.post('/payment/pay/pay', {
        data: { payTypeId: method.id, money: 200_00, isPaySDK: 0, protocolType: '', virtualType: '', checkType: method.checkType, device: 'pc' },
        headers: { token: player.token, locale, 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(await refused.json()).toMatchObject({ code: 4031, msg: expect.stringContaining(text.refused) });

      // 390 px: one column, nothing sideways, touch targets of 44 px.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(limits).toBeVisible();
      await fitsPhone(page);

      // A time-out: a wrong password is refused beside its field, the right one logs the player out.
      const exclusion = page.getByRole('region', { name: text.exclusion });
      await exclusion.getByRole('button', { name: text.day, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.password, { exact: true }).fill('wrong999');
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect(dialog.getByLabel(text.password, { exact: true })).toHaveValue('');
      await expect(dialog.getByText(text.wrong, { exact: true })).toBeVisible();
      await dialog.getByLabel(text.password, { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: text.confirm }).click();
      await page.waitForURL(/\/home/, { timeout: 20_000 });
      const login = await page.request.post('/api/basic/v1/login', { data: { account: player.account, password: PASSWORD, packageId: 1, platformId: 1 }, headers: { locale } });
      expect(await login.json()).toMatchObject({ code: 1016, msg: expect.stringMatching(/\d{4}-\d\d-\d\d \d\d:\d\d/) });
    });
  });
}
