import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatAmount } from '../../models/money';

/** The notice popup opens once per day on the first visit; close it so the page is usable. */
export async function closeNoticePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '我知道了' }) });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '我知道了' }).click();
  await expect(popup).toBeHidden();
  // A member (or a visitor who registers or logs in later) may get the message popup next.
  await dismissMessagePopups(page);
}

/** Opens the home page as a fresh visitor and clears the daily popup. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/home');
  await closeNoticePopup(page);
}

export const topBar = (page: Page) => page.getByTestId('top-bar');

export async function logIn(page: Page, account: string, password: string): Promise<void> {
  await topBar(page).getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '会员登录' });
  await dialog.getByRole('textbox', { name: '账号' }).fill(account);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登录' }).click();
  // The dialog stays until the server answers; checking a password is slow work on a busy machine.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await dismissMessagePopups(page);
}

const dismissing = new WeakSet<Page>();

/**
 * On home a member sees their first unread personal message in a popup, whenever it appears (after
 * login, after a reload). Tests that are not about it close it (without reading the message) when
 * it would get in the way; tests/e2e/content.spec.ts tests the popup itself.
 */
export async function dismissMessagePopups(page: Page): Promise<void> {
  if (dismissing.has(page)) return;
  dismissing.add(page);
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '我已阅读' }) });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: '关闭' }).click();
  });
}

/** A fresh account name: letters and digits, 6–12 characters. */
export function uniqueAccount(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36).toString(36)}`.slice(0, 12);
}

/** The balance the server holds for an account right now, formatted as the top bar shows it (without the currency). */
export async function balanceOnServer(request: APIRequestContext, account: string, password: string): Promise<string> {
  const login = await request.post('/api/basic/v1/login', { data: { account, password, packageId: 1, platformId: 1 } });
  const { data: tokens } = (await login.json()) as { data: { token: string } };
  const info = await request.post('/api/user/v1/info', { data: { account }, headers: { token: tokens.token } });
  const { data: user } = (await info.json()) as { data: { balance: number } };
  return formatAmount(user.balance);
}

/**
 * A POST as the app's transport sends it: with an Idempotency-Key, and again (the same key) after a
 * 503, which the server answers while it sheds load (a busy test machine, two workers starting at
 * once); the app retries those too. Any other answer is returned as it is.
 */
export async function postAsApp(request: APIRequestContext, url: string, data: unknown) {
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  for (let attempt = 1; ; attempt++) {
    const answer = await request.post(url, { data, headers });
    if (answer.status() !== 503 || attempt === 5) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1000 * Math.min(Number(answer.headers()['retry-after'] ?? 1) || 1, 5)));
  }
}
