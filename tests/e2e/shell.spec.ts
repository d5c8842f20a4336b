import { expect, test } from '@playwright/test';
import { balanceOnServer, closeNoticePopup, logIn, openHome, topBar, uniqueAccount } from './support';

test.describe('visitor', () => {
  test('sees the home page with the product name and the real notices', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('首页 - Fastdraw');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    const noticeTitle = (await popup.getByRole('heading').first().textContent()) ?? '';
    expect(noticeTitle.length).toBeGreaterThan(0);
    await closeNoticePopup(page);

    await expect(page.getByRole('link', { name: 'Fastdraw' }).first()).toBeVisible();
    await expect(page.getByText('您好，欢迎来到 Fastdraw！')).toBeVisible();
    const notices = page.getByRole('region', { name: '最新公告' });
    await expect(notices.getByRole('link', { name: noticeTitle })).toBeVisible();
  });

  test('is sent from a member page to / and on to /home', async ({ page }) => {
    await page.goto('/my/index?page=deposit');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('is sent home from an unknown address (the guard runs first)', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('sees the login dialog refuse a too-short account next to the field', async ({ page }) => {
    await openHome(page);
    await topBar(page).getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog', { name: '会员登录' });
    await dialog.getByRole('textbox', { name: '账号' }).fill('abc');
    await dialog.getByLabel('密码', { exact: true }).fill('abcdef');
    await dialog.getByRole('button', { name: '登录' }).click();
    const account = dialog.getByRole('textbox', { name: '账号' });
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('账号长度为6-12位')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('opens the login dialog with the keyboard and closes it with Escape', async ({ page }) => {
    await openHome(page);
    const loginButton = topBar(page).getByRole('button', { name: '登录' });
    for (let i = 0; i < 20 && !(await loginButton.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(loginButton).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '会员登录' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '账号' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(loginButton).toBeFocused();
  });

  test('switches to English, which survives a reload', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: '语言：简体中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByText('Hello, welcome to Fastdraw!')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.reload();
    await expect(page.getByText('Hello, welcome to Fastdraw!')).toBeVisible();
    await expect(page).toHaveTitle('Home - Fastdraw');
  });
});

test.describe('member', () => {
  test('registers with the invite code, sees a 0.00 balance, and logs out', async ({ page }) => {
    await page.goto('/home?invite=FAST01');
    await closeNoticePopup(page);
    await topBar(page).getByRole('button', { name: '免费注册' }).click();
    const dialog = page.getByRole('dialog', { name: '注册账号' });
    await expect(dialog.getByRole('textbox', { name: '邀请码' })).toHaveValue('FAST01');
    await dialog.getByRole('textbox', { name: '账号' }).fill(uniqueAccount());
    await dialog.getByLabel('密码', { exact: true }).fill('secret12');
    await dialog.getByLabel('确认密码', { exact: true }).fill('secret12');
    await dialog.getByLabel('提现密码', { exact: true }).fill('654321');
    await dialog.getByLabel('确认提现密码', { exact: true }).fill('654321');
    await dialog.getByRole('button', { name: '立即注册' }).click();

    // Registration reloads the page after a second; the new member starts with nothing.
    await expect(page.getByTestId('balance')).toHaveText(/^0\.00/, { timeout: 15_000 });

    await topBar(page).getByRole('button', { name: '退出' }).click();
    await expect(topBar(page).getByRole('button', { name: '登录' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });

  // The games tests bet as demo001 too, so the balance is whatever the server holds now.
  test('logs in as demo001 and sees the balance the server holds', async ({ page, request }) => {
    await openHome(page);
    await logIn(page, 'demo001', 'demo1234');
    const balance = await balanceOnServer(request, 'demo001', 'demo1234');
    await expect(page.getByTestId('balance')).toHaveText(new RegExp(`^${balance.replace(/[.]/g, '\\.')}`));
    await expect(topBar(page).getByText('demo001')).toBeVisible();
  });

  test('sees the 404 page for an unknown address and gets back to the dashboard', async ({ page }) => {
    await openHome(page);
    await logIn(page, 'demo001', 'demo1234');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - Fastdraw');
    await page.getByRole('link', { name: '前往首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('puts the main menu in a bottom tab bar', async ({ page }) => {
    await openHome(page);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(800);
    await menu.getByRole('link', { name: '优惠活动' }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(menu.getByRole('link', { name: '优惠活动' })).toHaveAttribute('aria-current', 'page');
  });
});

test('the ?devtools panel lists the event journal', async ({ page }) => {
  await page.goto('/home?devtools');
  await closeNoticePopup(page);
  const panel = page.getByRole('region', { name: '开发者工具' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('tab', { name: '事件日志' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('searchbox', { name: '筛选事件' }).fill('notices');
  await expect(panel.getByRole('listitem').first()).toContainText('notices');
});

test('the ?devtools panel shows every live actor of a betting session, offline', async ({ page }) => {
  // Nothing leaves the machine: the inspector is the page's own.
  const outside: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') outside.push(request.url());
  });
  await page.goto('/home?devtools');
  await closeNoticePopup(page);
  await logIn(page, 'demo001', 'demo1234');
  await page.getByRole('link', { name: /^极速快3/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '极速快3' })).toBeVisible();

  const panel = page.getByRole('region', { name: '开发者工具' });
  await panel.getByRole('tab', { name: 'Actor' }).click();
  const actors = panel.getByRole('listbox');
  for (const id of ['app', 'session', 'betting', 'game:1', 'round:1', 'slip:1', 'draws:1', 'dice:1', 'rules:1']) {
    await expect(actors.getByRole('option', { name: new RegExp(`^${id}\\b`) })).toBeVisible();
  }
  // The selected actor's state is highlighted on its machine's tree.
  await actors.getByRole('option', { name: /^round:1\b/ }).click();
  await expect(panel.locator('[aria-current="true"]').first()).toBeVisible();

  // The history dialog's pager joins while it is open (the modal hides the page from the
  // accessibility tree meanwhile, so look for the text).
  const historyActor = page.locator('[role="listbox"] [role="option"]', { hasText: /^history:1/ });
  await page.getByRole('region', { name: '极速快3' }).getByRole('button', { name: '历史开奖' }).click();
  await expect(historyActor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(historyActor).toHaveCount(0);

  // Leaving the game stops its actors; the bet records come with their page.
  await page.goto('/my/index?page=betting&devtools');
  await panel.getByRole('tab', { name: 'Actor' }).click();
  await expect(actors.getByRole('option', { name: /^betRecords\b/ })).toBeVisible();
  await expect(actors.getByRole('option', { name: /^game:1\b/ })).toHaveCount(0);
  expect(outside).toEqual([]);
});
