import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { MessageSendMachine } from '../../machines/chat/message-send.machine';
import { ChatSendState } from '../../models/realtime/chat';
import { describePath, generatePaths, longestPaths, type PathStep } from '../paths/generate';
import { messageSendBrowserPaths } from '../paths/message-send.paths';
import { chatGate, type ChatGate } from './support/chat-gate';

/**
 * The chat send's generated journeys (tests/paths/message-send.paths.ts) through the real chat UI
 * against the real server: a message accepted, refused (a content type the server does not take),
 * lost with the connection, or left without an answer for 5 s, and sent again from the failed
 * marker. The page's send requests are held on its socket until the path says what happens to
 * them. A visitor chats (no player needed): one page for the whole suite.
 */
const paths = longestPaths(generatePaths(messageSendBrowserPaths, 'journeys'));
type Snapshot = PathStep<MessageSendMachine>['state'];

const CHAT = '/pages/chat/customer-service';
let context: BrowserContext;
let page: Page;
let socket: ChatGate;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
  context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  socket = await chatGate(page);
});

test.afterAll(() => context.close());

// By test id: the alert of a lost connection hides the conversation from the accessibility tree.
const message = (text: string) => page.getByTestId('chat-message').filter({ hasText: text });
const lostAlert = () => page.getByRole('dialog', { name: '客服暂不可用' });

/** What each sample event is in the browser. */
async function drive(event: EventObject, text: string) {
  const body = (event as { body?: { code: number } }).body;
  if (event.type === 'send.answered' && body?.code === 0) await socket.pass();
  else if (event.type === 'send.answered') await socket.refuse((request) => void (request.contentType = 99));
  else if (event.type === 'send.lost') await socket.drop();
  else if (event.type === 'send.retry') {
    await message(text).getByRole('button', { name: '发送失败，点击重新发送' }).click();
    await socket.sent();
  } else if (!event.type.startsWith('xstate.after.')) throw new Error(`no browser action for ${event.type}`);
  // `after sendTimeout`: the page's own 5 s timer; the held request never reaches the server.
}

/** What the page shows in each state of the message. */
async function expectState(snapshot: Snapshot, event: EventObject, text: string) {
  const item = message(text);
  if (snapshot.matches('sending')) {
    await expect(item).toHaveAttribute('data-send-state', String(ChatSendState.sending));
    await expect(item.getByRole('status', { name: '发送中' })).toBeVisible();
  } else if (snapshot.matches('sent')) {
    await expect(item).toHaveAttribute('data-send-state', String(ChatSendState.sent));
    await expect(item.getByRole('status')).toHaveCount(0);
  } else if (snapshot.matches('failed')) {
    // The 5 s send timeout runs in the page: give it that long on top of the usual wait.
    await expect(item).toHaveAttribute('data-send-state', String(ChatSendState.failed), { timeout: 15_000 });
    // A lost connection ends the chat: the page says so (and its OK goes home); else the marker retries.
    if (event.type === 'send.lost') await expect(lostAlert()).toContainText('与客服的连接已断开');
    else {
      await expect(lostAlert()).toHaveCount(0);
      await expect(item.getByRole('button', { name: '发送失败，点击重新发送' })).toBeVisible();
    }
  } else {
    throw new Error(`no page expectation for ${JSON.stringify(snapshot.value)}`);
  }
}

test.describe('chat send — generated paths through the UI', () => {
  for (const path of paths) {
    test(describePath(messageSendBrowserPaths.machine, path), async () => {
      const text = `path ${Date.now().toString(36)}`;
      await page.goto(CHAT);
      await expect(page.getByText('在线', { exact: true })).toBeVisible({ timeout: 30_000 });
      const box = page.getByRole('textbox', { name: '消息' });
      await box.fill(text);
      await box.press('Enter');
      await socket.sent();
      await expectState(path.steps[0]!.state, { type: 'xstate.init' }, text);
      for (const { event, state } of path.steps.slice(1)) {
        await drive(event, text);
        await expectState(state, event, text);
      }
    });
  }
});
