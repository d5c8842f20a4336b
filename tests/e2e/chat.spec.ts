import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { closeNoticePopup, logIn } from './support';

/**
 * The customer-service chat in Chromium against the real server: its Pomelo gateway at /ws/chat,
 * uploads and getFile under /chat, and the operator desk at /desk (password from
 * FASTDRAW_DESK_PASSWORD, 'e2e-desk-password' in the test server's environment: at least 12 characters).
 */

const CHAT = '/pages/chat/customer-service';
const DESK_PASSWORD = process.env.FASTDRAW_DESK_PASSWORD ?? 'e2e-desk-password';
/** A 1×1 PNG (the server sniffs the bytes, so it must be a real one). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const log = (page: Page) => page.getByRole('log', { name: '与客服的对话' });
const messages = (page: Page) => log(page).getByTestId('chat-message');

async function openChat(page: Page): Promise<void> {
  await page.goto(CHAT);
  await expect(page.getByRole('heading', { level: 1, name: 'Fastdraw 在线客服' })).toBeVisible();
  // Online: the socket is open, entered, and the first page of history is in.
  await expect(page.getByText('在线', { exact: true })).toBeVisible();
}

test('a visitor taps a quick question and gets its automatic answer', async ({ page }) => {
  await openChat(page);
  await expect(log(page)).toContainText('没有更早的消息了');
  await page.getByRole('navigation', { name: '常见问题' }).getByRole('button', { name: '提现' }).click();
  const own = messages(page).filter({ hasText: '提现需要多长时间？' });
  await expect(own).toHaveAttribute('data-sender', 'own');
  await expect(own).toHaveAttribute('data-send-state', '0');
  const answer = messages(page).filter({ hasText: '提现在审核通过后一般 10–30 分钟到账' });
  await expect(answer).toHaveAttribute('data-sender', 'service');
  // The visitor keeps its issued id: after a reload the same conversation comes back.
  const visitorId = await page.evaluate(() => localStorage.getItem('fastdraw.chatVisitorId'));
  expect(visitorId).toBeTruthy();
  await openChat(page);
  await expect(messages(page).filter({ hasText: '提现需要多长时间？' })).toHaveCount(1);
  await expect(messages(page).filter({ hasText: '提现在审核通过后一般 10–30 分钟到账' })).toHaveCount(1);
});

test('a player sends text and a picture, an operator replies from the desk, and the player sees the reply', async ({ page, browser }) => {
  await page.goto('/home');
  await closeNoticePopup(page);
  await logIn(page, 'demo001', 'demo1234');
  await openChat(page);

  const text = `Hello desk ${Date.now().toString(36)}`;
  const box = page.getByRole('textbox', { name: '消息' });
  await box.fill(text);
  await box.press('Enter');
  await expect(messages(page).filter({ hasText: text })).toHaveAttribute('data-send-state', '0');
  await expect(box).toHaveValue('');

  await page.getByTestId('chat-file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const picture = log(page).getByRole('img', { name: '图片' }).last();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/chat\/getFile\?code=/);
  // The picture loads from getFile.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/desk');
  await desk.getByTestId('desk-password').fill(DESK_PASSWORD);
  await desk.getByTestId('desk-login').click();
  await desk.getByTestId('desk-conversation').filter({ hasText: 'demo001' }).first().click();
  await expect(desk.getByTestId('desk-message').filter({ hasText: text })).toBeVisible();
  const reply = `We are on it ${Date.now().toString(36)}`;
  await desk.getByTestId('desk-reply-text').fill(reply);
  await desk.getByTestId('desk-reply-send').click();

  await expect(messages(page).filter({ hasText: reply })).toHaveAttribute('data-sender', 'service');
  await desk.context().close();
});

test('a dropped socket shows the alert, and its OK goes home', async ({ page }) => {
  let socket: WebSocketRoute | undefined;
  // The page's socket goes through the test, which passes everything on until it drops it.
  await page.routeWebSocket(/\/ws\/chat$/, (route) => {
    socket = route;
    route.connectToServer();
  });
  await openChat(page);
  expect(socket).toBeDefined();
  await socket!.close({ code: 1001, reason: 'going away' });
  const alert = page.getByRole('dialog', { name: '客服暂不可用' });
  await expect(alert).toContainText('与客服的连接已断开，即将返回首页。');
  await expect(page.getByText('已断开', { exact: true })).toBeVisible();
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
