import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { postAsApp, topBar } from './support';

/**
 * Money end to end, real server and real Chromium: demo002 (balance 0) deposits through the
 * sandbox cashier and sees the balance and the fund record; binds a bank card; withdraws the whole
 * balance (no e-mail yet, so no code) and sees the record; binds an e-mail with the code from the
 * dev mailbox; an operator rejects the withdrawal with the CLI on the running server, which
 * refunds it; and a second withdrawal, with an e-mail code now, takes the balance back to 0 — as
 * the other specs expect of demo002.
 */
const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

const account = (page: Page, name: string) => page.goto(`/my/index?page=${name}`);

/** Logs in through the API and hands the browser the token cookies, as the login dialog would. */
async function logInAs(page: Page, context: BrowserContext, name: string): Promise<void> {
  const answer = await postAsApp(page.request, '/api/basic/v1/login', { account: name, password: 'demo1234', packageId: 1, platformId: 1 });
  const envelope = (await answer.json()) as { code: number; data: { token: string; secretToken: string } };
  expect(envelope, `login of ${name} (HTTP ${answer.status()})`).toMatchObject({ code: 0 });
  const { data } = envelope;
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1/' : page.url());
  await context.addCookies([
    { name: 'access_token', value: data.token, domain: url.hostname, path: '/' },
    { name: 'access_jwt', value: data.secretToken, domain: url.hostname, path: '/' },
  ]);
}

/** The newest code the dev mailbox shows for an address. */
async function mailedCode(context: BrowserContext, address: string): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  const row = mailbox.locator('tr', { hasText: address }).first();
  const code = /验证码 (\d{6})/.exec((await row.textContent()) ?? '')?.[1];
  await mailbox.close();
  expect(code, `a code for ${address}`).toBeTruthy();
  return code ?? '';
}

/** Submits the withdraw form and answers the new withdrawal's id. */
async function withdraw(page: Page, amount: string, code: string | null): Promise<number> {
  const form = page.getByRole('form', { name: '提现' });
  await form.getByRole('combobox', { name: '提现账户' }).fill('工商');
  await page.getByRole('option', { name: /中国工商银行/ }).click();
  await form.getByLabel('提现金额').fill(amount);
  await form.getByLabel('提现密码', { exact: true }).fill('123456');
  if (code !== null) await form.getByLabel('邮箱验证码').fill(code);
  await form.getByRole('button', { name: '提交提现' }).click();
  // A withdrawal is sent only from its confirmation, which shows the exact amount typed.
  const confirm = page.getByRole('dialog', { name: '确认提现' });
  await expect(confirm.getByTestId('withdraw-confirm')).toContainText(`实际到账${Number(amount).toFixed(2)}元`);
  const answer = page.waitForResponse((response) => response.url().endsWith('/withdraw/v1/addWithdraw'));
  await confirm.getByRole('button', { name: '确认提现' }).click();
  const { data } = (await (await answer).json()) as { data: { withdrawId: number } };
  await expect(page.getByText('提现申请已提交，请等待审核。')).toBeVisible();
  return data.withdrawId;
}

test('demo002 deposits, binds a bank and an e-mail, withdraws; an operator rejection refunds it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = `demo002.${Date.now().toString(36)}@fastdraw.test`;
  await logInAs(page, context, 'demo002');
  await account(page, 'deposit');
  await expect(topBar(page)).toContainText('0.00元');

  await test.step('deposit through the sandbox cashier', async () => {
    await account(page, 'deposit');
    await page.getByRole('group', { name: '支付方式' }).getByText('银行卡快捷支付').click();
    await page.getByRole('button', { name: '500.00元', exact: true }).click();
    const cashierOpens = context.waitForEvent('page');
    await page.getByRole('button', { name: '立即充值' }).click();
    const cashier = await cashierOpens;
    // noopener: the cashier cannot reach back into this page.
    expect(await cashier.evaluate(() => window.opener)).toBeNull();
    await cashier.getByRole('button', { name: /确认支付/ }).click();
    await expect(cashier.getByText('支付成功，已到账')).toBeVisible();
    await cashier.close();
    await expect(page.getByText('充值成功，500.00元 已到账，另赠送 5.00元。')).toBeVisible();
    await expect(page.getByTestId('deposit-balance')).toHaveText('505.00元');
    await expect(topBar(page)).toContainText('505.00元');
    await page.getByRole('link', { name: '查看资金记录' }).click();
    const records = page.getByTestId('fund-records');
    await expect(records.getByRole('row', { name: /充值 \+500\.00元/ })).toBeVisible();
    await expect(records.getByRole('row', { name: /充值赠送 \+5\.00元/ })).toBeVisible();
  });

  await test.step('bind a bank card', async () => {
    await account(page, 'bind-bank');
    const form = page.getByRole('form', { name: '绑定提现方式' });
    await form.getByRole('combobox', { name: '开户银行' }).fill('工商');
    await page.getByRole('option', { name: '中国工商银行' }).click();
    await form.getByLabel('银行卡号').fill(`62220200${Date.now().toString().slice(-8)}`);
    await form.getByLabel('持卡人姓名').fill('测试玩家');
    await form.getByLabel('提现密码', { exact: true }).fill('123456');
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByTestId('bound-bank')).toContainText('中国工商银行');
    await expect(page.getByText(/只能绑定一个提现方式/)).toBeVisible();
  });

  let withdrawalId = 0;
  await test.step('withdraw the whole balance and see the record', async () => {
    await account(page, 'withdraw');
    await expect(page.getByTestId('withdraw-available')).toHaveText('505.00元');
    withdrawalId = await withdraw(page, '505', null);
    await expect(page.getByTestId('withdraw-available')).toHaveText('0.00元');
    await expect(topBar(page)).toContainText('0.00元');
    await account(page, 'transaction');
    await expect(page.getByTestId('fund-records').getByRole('row', { name: /提现 \(处理中\) -505\.00元/ })).toBeVisible();
  });

  await test.step('bind an e-mail with the code from the dev mailbox', async () => {
    await account(page, 'bind-email');
    const form = page.getByRole('form', { name: '绑定邮箱' });
    await form.getByLabel('邮箱地址').fill(email);
    await form.getByRole('button', { name: '发送验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await form.getByLabel('邮箱验证码').fill(await mailedCode(context, email));
    await form.getByRole('button', { name: '绑定' }).click();
    await expect(page.getByTestId('bound-email')).toHaveText(email);
  });

  await test.step('an operator rejects the withdrawal on the running server: refunded', async () => {
    const { PORT: _port, ...env } = process.env;
    const { stdout } = await run('npm', ['run', '--silent', 'cli', '--', 'reject-withdrawal', String(withdrawalId), '银行卡信息有误'], {
      env: { ...env, DATA_DIR: process.env.FASTDRAW_E2E_DATA_DIR ?? '' },
    });
    expect(stdout).toMatch(String(withdrawalId));
    await account(page, 'transaction');
    const records = page.getByTestId('fund-records');
    await expect(records.getByRole('row', { name: /提现驳回退款 \+505\.00元 银行卡信息有误/ })).toBeVisible();
    await expect(records.getByRole('row', { name: /提现 \(已驳回\) -505\.00元/ })).toBeVisible();
    await expect(topBar(page)).toContainText('505.00元');
  });

  await test.step('a withdrawal with the e-mail code takes the balance back to 0', async () => {
    await account(page, 'withdraw');
    const form = page.getByRole('form', { name: '提现' });
    await form.getByRole('button', { name: '发送验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await withdraw(page, '505', await mailedCode(context, email));
    await expect(page.getByTestId('withdraw-available')).toHaveText('0.00元');
  });
});
