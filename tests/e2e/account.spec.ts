import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dismissMessagePopups, logIn, openHome, postAsApp, topBar, uniqueAccount } from './support';

/**
 * The account area's profile and agent pages against the real server, in Chromium. Every test that
 * changes something works on a player registered for it with the invite code FAST01: the demo
 * players' passwords are a published contract and are never changed here.
 */
test.use({ actionTimeout: 15_000 });

const PASSWORD = 'pass1234';
const WITHDRAW_PASSWORD = '123456';

interface Player {
  account: string;
  password: string;
}

/** Registers a fresh player through the API (as the register dialog does), then logs in through the page. */
async function freshPlayer(page: Page, request: APIRequestContext, prefix: string): Promise<Player> {
  const account = uniqueAccount(prefix);
  const answer = await postAsApp(request, '/api/basic/v1/register', { account, password: PASSWORD, code: 'FAST01', withdrawPassword: WITHDRAW_PASSWORD, packageId: 1, platformId: 1 });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
  await openHome(page);
  await logIn(page, account, PASSWORD);
  await expect(accountMenu(page, account)).toBeVisible();
  return { account, password: PASSWORD };
}

/** The top bar's account menu (its name ends with the account; on a phone the name itself is hidden). */
const accountMenu = (page: Page, account: string) => topBar(page).getByRole('button', { name: new RegExp(`${account}$`) });

const loginCode = async (request: APIRequestContext, account: string, password: string) =>
  ((await (await request.post('/api/basic/v1/login', { data: { account, password, packageId: 1, platformId: 1 } })).json()) as { code: number }).code;

const subPage = (page: Page, name: string) => page.getByRole('region', { name });

test('the avatar change persists: the top bar and the menu show it at once and after a reload', async ({ page, request }) => {
  await freshPlayer(page, request, 'ava');
  await page.goto('/my/index?page=user-info');
  const menuAvatar = page.getByRole('button', { name: '更换头像' });
  await menuAvatar.click();
  const dialog = page.getByRole('dialog', { name: '选择头像' });
  await expect(dialog.getByRole('radio', { name: '头像 1（当前）' })).toBeFocused();
  // Keyboard: each arrow moves to the next preset and chooses it.
  for (const n of [2, 3, 4]) {
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: `头像 ${n}` })).toBeFocused();
  }
  await expect(dialog.getByRole('radio', { name: '头像 4' })).toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith('/user/v1/update'));
  await dialog.getByRole('button', { name: '确定' }).click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(0);
  await expect(dialog).toBeHidden();
  const topBarAvatar = topBar(page).locator('img').first();
  await expect(topBarAvatar).toHaveAttribute('src', /avatars\/b_04\.svg$/);
  await expect(menuAvatar.locator('img')).toHaveAttribute('src', /avatars\/b_04\.svg$/);
  await page.reload();
  await expect(topBar(page).locator('img').first()).toHaveAttribute('src', /avatars\/b_04\.svg$/);
  await expect(page.getByRole('button', { name: '更换头像' }).locator('img')).toHaveAttribute('src', /avatars\/b_04\.svg$/);
});

test('a new login password logs out after the message, the old token is dead, and the new password logs in', async ({ page, request }) => {
  const player = await freshPlayer(page, request, 'pwd');
  const oldToken = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value ?? '';
  expect(oldToken).not.toBe('');
  await page.goto('/my/index?page=update-password');
  const form = page.getByRole('form', { name: '修改登录密码' });
  await form.getByLabel('原登录密码', { exact: true }).fill(player.password);
  await form.getByLabel('新登录密码', { exact: true }).fill('newpass99');
  await form.getByLabel('确认新密码', { exact: true }).fill('newpass99');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('登录密码修改成功，请使用新密码重新登录')).toBeVisible();
  // Logged out and home loaded afresh: the login is open and says why, the address is clean.
  const dialog = page.getByRole('dialog', { name: '会员登录' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('登录密码已修改，请使用新密码重新登录。')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  const info = await request.post('/api/user/v1/info', { data: { account: player.account }, headers: { token: oldToken } });
  const answer = (await info.json()) as { code: number };
  expect(info.status() === 401 || answer.code === 401 || answer.code === 2).toBe(true);
  expect(await loginCode(request, player.account, player.password)).not.toBe(0);
  await dialog.getByRole('textbox', { name: '账号' }).fill(player.account);
  await dialog.getByLabel('密码', { exact: true }).fill('newpass99');
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();
  await dismissMessagePopups(page);
  await expect(accountMenu(page, player.account)).toBeVisible();
});

test('the withdrawal password changes: code.0, the fields cleared, and the new one is the one that counts', async ({ page, request }) => {
  await freshPlayer(page, request, 'opt');
  await page.goto('/my/index?page=update-opt-pwd');
  const form = page.getByRole('form', { name: '修改提现密码' });
  const change = async (from: string, to: string) => {
    await form.getByLabel('原提现密码', { exact: true }).fill(from);
    await form.getByLabel('新提现密码', { exact: true }).fill(to);
    await form.getByLabel('确认新提现密码', { exact: true }).fill(to);
    await form.getByRole('button', { name: '确认修改' }).click();
  };
  await change(WITHDRAW_PASSWORD, '654321');
  await expect(form.getByText('操作成功')).toBeVisible();
  for (const label of ['原提现密码', '新提现密码', '确认新提现密码']) await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  // The old one no longer works, the new one does.
  await change(WITHDRAW_PASSWORD, '111222');
  await expect(form.getByText('提现密码错误')).toBeVisible();
  await change('654321', '111222');
  await expect(form.getByText('操作成功')).toBeVisible();
  // Still logged in.
  await expect(topBar(page).getByRole('button', { name: '登录' })).toBeHidden();
});

test('personal info saved becomes read-only, also after a reload', async ({ page, request }) => {
  await freshPlayer(page, request, 'info');
  await page.goto('/my/index?page=user-info');
  const form = page.getByRole('form', { name: '个人资料' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入真实姓名')).toBeVisible();
  await form.getByLabel('真实姓名').fill('张三');
  await form.getByLabel('身份证号码').fill('110101199003070011');
  await form.getByLabel('手机号码').fill('13800138000');
  await form.getByRole('button', { name: '保存' }).click();
  const info = subPage(page, '个人资料');
  await expect(info.getByText('个人资料保存成功')).toBeVisible();
  await expect(info.getByRole('textbox')).toHaveCount(0);
  await expect(info.getByText('110101199003070011')).toBeVisible();
  await page.reload();
  await expect(subPage(page, '个人资料').getByText('个人资料已完善，如需修改请联系客服。')).toBeVisible();
  await expect(subPage(page, '个人资料').getByText('13800138000')).toBeVisible();
  await expect(subPage(page, '个人资料').getByRole('textbox')).toHaveCount(0);
});

test('agent share shows the QR of the share link and the invite code, and the button copies the link', async ({ page, request, context, browser, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await freshPlayer(page, request, 'agt');
  await page.goto('/my/index?page=agent-share');
  const share = subPage(page, '推广赚钱');
  const qr = share.getByRole('img', { name: '邀请链接二维码' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(156);
  const link = await share.getByLabel('邀请链接', { exact: true }).inputValue();
  const code = (await share.locator('strong').first().textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  expect(link).toBe(`${baseURL}/pages/auth/register?invite=${code}`);
  await share.getByRole('button', { name: '复制链接' }).click();
  await expect(share.getByText('邀请链接已复制，快去分享给好友吧')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // For a friend (a visitor), the link opens the registration with the code filled in.
  const friend = await browser.newPage({ baseURL });
  await friend.goto(link);
  await expect(friend.getByRole('textbox', { name: '邀请码' })).toHaveValue(code);
  await friend.close();
});

test('every sub-page of the account area fits a 390 px phone without sideways scrolling', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await freshPlayer(page, request, 'w390');
  await page.goto('/my/index?page=user-info');
  const menu = page.getByRole('navigation', { name: '用户菜单' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pages = [...hrefs.map((href) => new URLSearchParams(href.split('?')[1]).get('page') ?? ''), 'deposit-usdt-info'];
  expect(pages).toEqual(expect.arrayContaining(['deposit', 'withdraw', 'user-info', 'vip', 'update-password', 'update-opt-pwd', 'betting', 'transaction', 'bind-bank', 'bind-email', 'agent-share', 'agent-record']));
  const widths: Record<string, number> = {};
  for (const name of pages) {
    await page.goto(`/my/index?page=${name}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('正在加载…')).toHaveCount(0);
    widths[name] = await page.evaluate(() => document.documentElement.scrollWidth);
  }
  expect(Object.entries(widths).filter(([, width]) => width > 390)).toEqual([]);
});
