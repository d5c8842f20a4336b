import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { dismissMessagePopups, postAsApp, uniqueAccount } from './support';

/**
 * Money history end to end (issue 17 §5), real server and real Chromium: a fresh player deposits
 * 150.50 through the sandbox, is told "not received yet" when saying "I have paid" too early, pays,
 * and sees the order paid in the deposit history; a withdrawal approved by an operator with the CLI
 * on the running server shows as approved in the withdrawal history and as a personal message.
 */
const run = promisify(execFile);

const account = (page: Page, name: string) => page.goto(`/my/index?page=${name}`);

/** A new player (invite FAST01) logged in by cookies; answers the API token for setup calls. */
async function newPlayer(page: Page, context: BrowserContext): Promise<string> {
  const name = uniqueAccount('mh');
  const answer = await postAsApp(page.request, '/api/basic/v1/register', { account: name, password: 'demo1234', withdrawPassword: '123456', code: 'FAST01', packageId: 1, platformId: 1 });
  const { data } = (await answer.json()) as { data: { token: string; secretToken: string } };
  await context.addCookies([
    { name: 'access_token', value: data.token, domain: '127.0.0.1', path: '/' },
    { name: 'access_jwt', value: data.secretToken, domain: '127.0.0.1', path: '/' },
  ]);
  return data.token;
}

test('a deposit of 150.50 shows paid in the deposit history; an approved withdrawal in the withdrawal history and as a message', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await newPlayer(page, context);
  await dismissMessagePopups(page);

  await test.step('"I have paid" before paying says it is not in yet; paying shows it credited', async () => {
    await account(page, 'deposit');
    await page.getByRole('group', { name: '支付方式' }).getByText('银行卡快捷支付').click();
    await page.getByRole('button', { name: '其他金额' }).click();
    await page.getByLabel('输入金额').fill('150.50');
    const cashierOpens = context.waitForEvent('page');
    await page.getByRole('button', { name: '立即充值' }).click();
    const cashier = await cashierOpens;
    await page.getByRole('button', { name: '我已完成支付' }).click();
    await expect(page.getByTestId('deposit-feedback')).toHaveText(/暂未收到您的付款/);
    await cashier.getByRole('button', { name: /确认支付/ }).click();
    await expect(cashier.getByText('支付成功，已到账')).toBeVisible();
    await cashier.close();
    await expect(page.getByText(/充值成功，150\.50元 已到账/)).toBeVisible();
  });

  await test.step('the deposit history shows the order paid', async () => {
    await page.getByRole('link', { name: '查看充值记录' }).click();
    const history = page.getByRole('region', { name: '充值记录' });
    await expect(history.getByRole('row', { name: /150\.50元 已到账/ })).toBeVisible();
  });

  await test.step('an operator approves a withdrawal: approved in the history, and a message', async () => {
    const headers = { token };
    const banks = (await (await page.request.get('/api/withdraw/v1/bankList', { headers })).json()) as { data: { bankId: number; bankCode: string }[] };
    const icbc = banks.data.find((bank) => bank.bankCode === 'ICBC');
    const bound = await page.request.post('/api/withdraw/v1/addUserBank', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { bankId: icbc?.bankId, bankCardNo: `62220200${Date.now().toString().slice(-8)}`, bankUserName: '测试玩家', withdrawPassword: '123456' },
    });
    const bank = ((await bound.json()) as { data: { id: number } }).data;
    const requested = await page.request.post('/api/withdraw/v1/addWithdraw', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { id: bank.id, bankId: icbc?.bankId, bankName: '', bankCardNo: '', bankUserName: '', amount: 10_000, withdrawPassword: '123456', email: '', verifyCode: '' },
    });
    const { withdrawId } = ((await requested.json()) as { data: { withdrawId: number } }).data;
    const { PORT: _port, ...env } = process.env;
    const { stdout } = await run('npm', ['run', '--silent', 'cli', '--', 'approve-withdrawal', String(withdrawId)], { env: { ...env, DATA_DIR: process.env.FASTDRAW_E2E_DATA_DIR ?? '' } });
    expect(stdout).toMatch(String(withdrawId));

    await account(page, 'withdraw');
    await page.getByRole('link', { name: '查看提现记录' }).click();
    const history = page.getByRole('region', { name: '提现记录' });
    await expect(history.getByRole('row', { name: new RegExp(`^${withdrawId} .*100\\.00元 已通过`) })).toBeVisible();

    await page.goto('/message?tab=messages');
    await expect(page.getByText('提现已通过').first()).toBeVisible();
  });
});
