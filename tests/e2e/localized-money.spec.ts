import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { postAsApp, uniqueAccount } from './support';

/**
 * The money pages in the player's language (issue 17 §3), real server and real Chromium in
 * en-US: the deposit page's methods, tips and notice carry no Chinese, the sandbox cashier opens
 * in English, and the bank search finds a Chinese bank by its code and English name. A browser
 * whose own language is Chinese, with the app switched to English, gets an English cashier too.
 */

test.use({ locale: 'en-US' });

const HAN = /\p{Script=Han}/u;

/** Registers a fresh player with FAST01 through the API and hands the browser its token cookies. */
async function newPlayer(page: Page, context: BrowserContext): Promise<void> {
  const answer = await postAsApp(page.request, '/api/basic/v1/register', { account: uniqueAccount('i18n'), password: 'pass1234', withdrawPassword: '654321', code: 'FAST01', packageId: 1, platformId: 1 });
  const { code, data } = (await answer.json()) as { code: number; data: { token: string; secretToken: string } };
  expect(code).toBe(0);
  await context.addCookies([
    { name: 'access_token', value: data.token, domain: '127.0.0.1', path: '/' },
    { name: 'access_jwt', value: data.secretToken, domain: '127.0.0.1', path: '/' },
  ]);
}

test('en-US: the deposit page and the cashier speak English; the bank search finds ICBC', async ({ page, context }) => {
  await newPlayer(page, context);
  await page.goto('/my/index?page=deposit');
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio')).toHaveCount(5);
  await expect(methods).toContainText('Quick bank-card payment');
  await expect(methods).toContainText('WeChat Pay');
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await expect(deposit).toContainText('Debit cards of all major banks');
  // The notice names no fixed minimum; the chosen method's own limits are printed.
  await expect(deposit).toContainText('Each method shows its own limits');
  await expect(deposit).toContainText('100.00元 – 50,000.00元');
  // No Chinese but the cn site's currency suffix 元.
  expect((await deposit.innerText()).replaceAll('元', '')).not.toMatch(HAN);
  for (const text of await methods.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''))) {
    expect(text).not.toMatch(HAN);
  }
  await methods.getByText('Alipay').click();
  await expect(deposit).toContainText('50.00元 – 20,000.00元');
  await expect(deposit).toContainText('Pay with Alipay');

  await methods.getByText('Quick bank-card payment').click();
  await page.getByRole('button', { name: '200.00元', exact: true }).click();
  const cashierOpens = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  const cashier = await cashierOpens;
  await expect(cashier.getByRole('heading', { name: 'Fastdraw sandbox cashier' })).toBeVisible();
  await expect(cashier.getByText('Quick bank-card payment')).toBeVisible();
  await expect(cashier.getByRole('button', { name: 'Pay' })).toBeVisible();
  await cashier.close();

  await page.goto('/my/index?page=bind-bank');
  const bank = page.getByRole('combobox', { name: 'Bank' });
  await bank.fill('ICBC');
  await expect(page.getByRole('option')).toHaveText(['Industrial and Commercial Bank of China']);
  await bank.press('Enter');
  await expect(bank).toHaveValue('Industrial and Commercial Bank of China');
  await bank.fill('工商');
  await expect(page.getByRole('option')).toHaveText(['Industrial and Commercial Bank of China']);
});

test.describe('a Chinese browser with the app switched to English', () => {
  test.use({ locale: 'zh-CN' });

  test('the sandbox cashier follows the app’s language, not the browser’s', async ({ page, context }) => {
    await newPlayer(page, context);
    await page.goto('/my/index?page=deposit');
    await page.getByRole('button', { name: '语言：简体中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    const methods = page.getByRole('group', { name: 'Payment method' });
    await methods.getByText('Quick bank-card payment').click();
    await page.getByRole('button', { name: '200.00元', exact: true }).click();
    const cashierOpens = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    const cashier = await cashierOpens;
    await expect(cashier.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(cashier.getByRole('heading', { name: 'Fastdraw sandbox cashier' })).toBeVisible();
    await expect(cashier.getByRole('button', { name: 'Pay' })).toBeVisible();
    await cashier.close();
  });
});
