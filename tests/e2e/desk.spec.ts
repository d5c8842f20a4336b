import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * The operator desk (/desk) in Chromium against the real server: it speaks the operator's language
 * (the browser's, or the one picked on the login page or the desk, kept across the login), and its
 * unread badges go when a conversation is read, even when the desk's calls are slow.
 */

const DESK_PASSWORD = process.env.FASTDRAW_DESK_PASSWORD ?? 'e2e-desk-password';
const CHAT = '/pages/chat/customer-service';

async function deskPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  return context.newPage();
}

async function logInToDesk(desk: Page): Promise<void> {
  await desk.getByTestId('desk-password').fill(DESK_PASSWORD);
  await desk.getByTestId('desk-login').click();
  await expect(desk.locator('#desk-conversations')).toBeAttached();
}

test('the login page and the desk follow the browser language, and the switch keeps the choice across the login', async ({ browser }) => {
  const desk = await deskPage(browser, 'ja-JP');
  await desk.goto('/desk');
  await expect(desk.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(desk.getByRole('heading', { level: 1, name: 'サポートデスク' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'ログイン' })).toBeVisible();

  // Keyboard: the switch is links in the tab order.
  const languages = desk.getByRole('navigation', { name: '言語' });
  await languages.getByRole('link', { name: 'English' }).focus();
  await desk.keyboard.press('Enter');
  await expect(desk).toHaveURL(/\/desk$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Service desk' })).toBeVisible();
  await expect(desk.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  // A wrong password answers in the chosen language too.
  await desk.getByTestId('desk-password').fill('not the password');
  await desk.getByTestId('desk-login').click();
  await expect(desk.getByRole('alert')).toHaveText('Wrong password');

  await logInToDesk(desk);
  await expect(desk.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(desk.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(desk.getByRole('navigation', { name: 'Conversations' })).toBeVisible();

  await desk.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Tiếng Việt' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Bàn hỗ trợ khách hàng' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  await desk.context().close();

  // Without a choice, a Chinese browser gets Chinese and an English one English.
  for (const [locale, title] of [['zh-CN', '客服工作台'], ['en-US', 'Service desk']] as const) {
    const fresh = await deskPage(browser, locale);
    await fresh.goto('/desk');
    await expect(fresh.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await fresh.context().close();
  }
});

test("the unread badge goes when the conversation is opened, and none is left for messages that arrive while it is open", async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(CHAT);
  await expect(visitor.getByText('在线', { exact: true })).toBeVisible();
  const box = visitor.getByRole('textbox', { name: '消息' });
  const say = async (text: string) => {
    await box.fill(text);
    await box.press('Enter');
    await expect(visitor.getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute('data-send-state', '0');
  };
  const first = `Where is my money ${Date.now().toString(36)}`;
  await say(first);

  const desk = await deskPage(browser, 'en-US');
  // The desk's own calls are slow (a busy server): the list must not be counted before they finish.
  await desk.route(/\/desk\/api\/(messages|read)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await desk.goto('/desk');
  await logInToDesk(desk);
  const conversation = desk.getByTestId('desk-conversation').filter({ hasText: first });
  await expect(conversation.getByTestId('desk-unread')).toHaveText('1');
  await expect(conversation.getByTestId('desk-unread')).toHaveAttribute('aria-label', '1 unread');

  await conversation.click();
  await expect(desk.getByTestId('desk-message').filter({ hasText: first })).toBeVisible();
  const open = desk.locator('[data-testid="desk-conversation"].open');
  await expect(open.getByTestId('desk-unread')).toHaveCount(0);

  const second = `Still waiting ${Date.now().toString(36)}`;
  await say(second);
  await expect(desk.getByTestId('desk-message').filter({ hasText: second })).toBeVisible();
  await expect(open).toContainText(second);
  // Past the slow read and the list's redraw after it: still no badge.
  await desk.waitForTimeout(2_000);
  await expect(open.getByTestId('desk-unread')).toHaveCount(0);

  // The server has it read: a fresh desk shows no badge either.
  await desk.reload();
  await expect(desk.getByTestId('desk-conversation').filter({ hasText: second })).toBeVisible();
  await expect(desk.getByTestId('desk-conversation').filter({ hasText: second }).getByTestId('desk-unread')).toHaveCount(0);
  await desk.context().close();
  await visitor.context().close();
});
