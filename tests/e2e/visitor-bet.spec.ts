import { expect, test } from '@playwright/test';
import { operator, PASSWORD, registerPlayer } from './content-support';
import { confirmSlip, secondsLeft, waitForOpenRound } from './support/slip';

/**
 * A visitor on a betting page (issue 17 §5) against the real server on the test timetable (every
 * lottery draws every 20 s, betting closes 4 s before): they see the board with its odds, a
 * ticking countdown and the recent draws, pick, press Bet, log in in the dialog that opens, and
 * are back on the same page with the same pick, which they bet at once.
 *
 * The player is a fresh one funded by the operator CLI, not demo001: the demo players' balances
 * are shared state (playwright.config.ts), and this spec runs beside them.
 */
test.use({ actionTimeout: 15_000 });
test.setTimeout(120_000);

interface Case {
  lotteryId: number;
  name: string;
  /** The bet to pick: a button of the board, named with its odds. */
  pick: RegExp;
}

const K3: Case = { lotteryId: 1, name: '极速快3', pick: /^10，赔率/ };
const PC28: Case = { lotteryId: 8, name: '加拿大28', pick: /^14，赔率/ };

test.describe('a visitor on a betting page (zh-CN, 1440)', () => {
  test('browses k3 and pc28 without logging in, then bets the pick they made after logging in from Bet', async ({ page, request }) => {
    const player = await registerPlayer(request, 'vb');
    await operator(['credit', player.account, '100.00']);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // pc28 first: rooms, odds and the countdown, with no dialog and no follow room.
    await page.goto(`/lottery-bet?lotteryId=${PC28.lotteryId}`);
    await expect(page.getByRole('heading', { level: 1, name: PC28.name })).toBeVisible();
    await expect(page.getByRole('button', { name: PC28.pick })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('follow-visitor')).toBeVisible();
    await expect(page.getByTestId('slip-login')).toHaveText('登录后即可投注');
    const first = await secondsLeft(page);
    await expect.poll(() => secondsLeft(page)).not.toBe(first);

    // k3: pick, Bet → the login dialog; nothing is sent.
    await page.getByRole('tab', { name: K3.name }).click();
    await expect(page).toHaveURL(/lotteryId=1$/);
    await expect(page.getByRole('heading', { level: 1, name: K3.name })).toBeVisible();
    await expect(page.getByRole('region', { name: '近期开奖' }).getByRole('listitem').first()).toBeVisible();
    await waitForOpenRound(page, { min: 10 });
    const ten = page.getByRole('button', { name: K3.pick });
    await ten.click();
    await expect(ten).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('textbox', { name: '单注金额' }).fill('2');
    await page.getByRole('button', { name: '确认投注' }).click();
    const dialog = page.getByRole('dialog', { name: '会员登录' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: '账号' }).fill(player.account);
    await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: '登录' }).click();
    // Checking a password takes a moment on a busy machine.
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // Back on the same page, the same pick and stake; the member's things appear.
    await expect(page).toHaveURL(/\/lottery-bet\?lotteryId=1$/);
    await expect(ten).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: '单注金额' })).toHaveValue('2');
    await expect(page.getByTestId('balance')).toHaveText('100.00元');
    await expect(page.getByTestId('slip-login')).toHaveCount(0);
    await expect(page.getByTestId('follow-visitor')).toHaveCount(0);
    await waitForOpenRound(page, { min: 4 });
    await page.getByRole('button', { name: '确认投注' }).click();
    await confirmSlip(page);
    await expect(page.getByText('投注成功')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('98.00元');
    await expect(page.getByTestId('round-orders')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
