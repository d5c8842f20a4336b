import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { openHome, topBar, uniqueAccount } from './support';

/**
 * A forgotten login password end to end, real server and real Chromium (issue 17 §5): a player
 * registered for the test binds an e-mail (as the account tests do, through the API and the dev
 * mailbox), then, as a visitor, resets the password from the login dialog with the code from the
 * dev mailbox, and logs in with the new password; the old one and the old session are gone.
 */
test.use({ actionTimeout: 15_000 });

const api = (request: APIRequestContext, path: string, data: object, token?: string) =>
  request.post(`/api${path}`, { data, ...(token ? { headers: { token } } : {}) }).then(async (answer) => (await answer.json()) as { code: number; data: never });

/** The newest code the dev mailbox shows for an address. */
async function mailedCode(context: BrowserContext, address: string): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  const code = /验证码 (\d{6})/.exec((await mailbox.locator('tr', { hasText: address }).first().textContent()) ?? '')?.[1];
  await mailbox.close();
  expect(code, `a code for ${address}`).toBeTruthy();
  return code ?? '';
}

test('a visitor resets a forgotten password by the e-mail code and logs in with the new one', async ({ page, context, request }) => {
  const account = uniqueAccount('fgt');
  const email = `${account}@example.com`;
  const registered = await api(request, '/basic/v1/register', { account, password: 'pass1234', code: 'FAST01', withdrawPassword: '123456', packageId: 1, platformId: 1 });
  expect(registered.code).toBe(0);
  const { token } = registered.data as { token: string };
  expect((await api(request, '/email/v1/sendEmail', { email, type: 2 }, token)).code).toBe(0);
  expect((await api(request, '/email/v1/bindEmail', { email, code: await mailedCode(context, email), type: 2 }, token)).code).toBe(0);

  await openHome(page);
  await topBar(page).getByRole('button', { name: '登录' }).click();
  const login = page.getByRole('dialog', { name: '会员登录' });
  await login.getByRole('textbox', { name: '账号' }).fill(account);
  await login.getByRole('button', { name: '忘记密码？' }).click();

  const reset = page.getByRole('dialog', { name: '找回密码' });
  await expect(reset.getByRole('textbox', { name: '账号' })).toHaveValue(account);
  await reset.getByRole('button', { name: '发送验证码' }).click();
  await expect(reset.getByText(`验证码已发送至 ${account[0]}***${account.at(-1)}@e***.com`, { exact: false })).toBeVisible();
  await expect(reset.getByRole('button', { name: /秒后重发/ })).toBeDisabled();

  await reset.getByLabel('邮箱验证码').fill(await mailedCode(context, email));
  await reset.getByLabel('新密码', { exact: true }).fill('fresh1234');
  await reset.getByLabel('确认新密码', { exact: true }).fill('fresh1234');
  await reset.getByRole('button', { name: '重置密码' }).click();
  await expect(reset.getByText('密码已重置')).toBeVisible();
  // Every session of the account ended with the reset.
  expect((await api(request, '/user/v1/info', { account }, token)).code).not.toBe(0);

  await reset.getByRole('button', { name: '去登录' }).click();
  await login.getByRole('textbox', { name: '账号' }).fill(account);
  await login.getByLabel('密码', { exact: true }).fill('fresh1234');
  await login.getByRole('button', { name: '登录' }).click();
  await expect(login).toBeHidden();
  await expect(topBar(page).getByRole('button', { name: new RegExp(`${account}$`) })).toBeVisible();
  expect((await api(request, '/basic/v1/login', { account, password: 'pass1234', packageId: 1, platformId: 1 })).code).toBe(1005);
});
