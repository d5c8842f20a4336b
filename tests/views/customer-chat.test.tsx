// @vitest-environment jsdom
/**
 * /pages/chat/customer-service on the real root actor system and the fake platform, whose chat
 * gateway speaks Pomelo packets (tests/support/fake-chat.ts): everything shown is the
 * customer-chat actor's.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatCode, ChatContentType, ChatRoute } from '../../models/realtime/chat';
import { CustomerServicePage } from '../../src/pages/chat/CustomerServicePage';
import { automaticAnswer } from '../support/fake-chat';
import { setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('chat');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const t = (key: string) => i18n.t(`chat:${key}`);

async function renderChat(options: RenderAppOptions = {}) {
  const app = await renderApp(<CustomerServicePage />, { path: '/pages/chat/customer-service', loggedIn: false, ...options });
  await flush();
  const box = () => screen.getByRole('textbox', { name: t('message') });
  const log = () => screen.getByRole('log', { name: t('list') });
  const messages = () => within(log()).queryAllByTestId('chat-message');
  const requests = (route: string) => app.platform.state.chat.requests.filter((r) => r.route === route).map((r) => r.body);
  const type = async (text: string, key: { shiftKey?: boolean } = {}) => {
    fireEvent.change(box(), { target: { value: text } });
    fireEvent.keyDown(box(), { key: 'Enter', ...key });
    await flush();
  };
  return { ...app, box, log, messages, requests, type };
}

describe('customer-service chat page', () => {
  it("shows the service's name, the sanitized welcome text and the quick questions", async () => {
    const c = await renderChat({ prepare: (p) => void (p.state.chat.config.content = '<p>Welcome <b>friend</b><img src=x onerror="window.pwned=1"><script>window.pwned=2</script></p>') });
    expect(screen.getByRole('heading', { level: 1, name: 'Fastdraw Support' })).toBeTruthy();
    const welcome = within(c.log()).getByText('friend').closest('div');
    expect(welcome?.innerHTML).not.toMatch(/script|onerror/);
    const tags = within(screen.getByRole('navigation', { name: t('quickQuestions') })).getAllByRole('button');
    expect(tags.map((b) => b.textContent)).toEqual(['Deposit', 'Withdraw']);
    expect(c.box().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(c.box().getAttribute('aria-describedby')!)?.textContent).toBe(t('hint'));
  });

  it('a quick question tag sends the question and the automatic answer appears on the left', async () => {
    const c = await renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await flush();
    expect(c.requests(ChatRoute.send)).toEqual([expect.objectContaining({ contentType: ChatContentType.question, questionId: 2 })]);
    const [own, answer] = c.messages();
    expect(own?.textContent).toContain('How long does a withdrawal take?');
    expect(own?.className).toMatch(/own/);
    expect(answer?.textContent).toContain(automaticAnswer('How long does a withdrawal take?'));
    expect(answer?.className).toMatch(/theirs/);
  });

  it('Enter sends, Shift+Enter does not, blank text is not sent, and the send button sends', async () => {
    const c = await renderChat();
    await c.type('line one', { shiftKey: true });
    expect(c.requests(ChatRoute.send)).toEqual([]);
    await c.type('line one\nline two');
    expect(c.requests(ChatRoute.send)).toEqual([expect.objectContaining({ content: 'line one\nline two', contentType: 1 })]);
    expect((c.box() as HTMLTextAreaElement).value).toBe('');
    await c.type('   ');
    expect(c.requests(ChatRoute.send)).toHaveLength(1);
    expect(screen.getByRole('button', { name: t('send') }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(c.box(), { target: { value: 'by button' } });
    fireEvent.click(screen.getByRole('button', { name: t('send') }));
    await flush();
    expect(c.requests(ChatRoute.send).map((r) => r.content)).toEqual(['line one\nline two', 'by button']);
    expect(c.messages().map((m) => m.getAttribute('data-send-state'))).toEqual(['0', '0']);
  });

  it('a message shows a spinner while on its way, then the failed marker after 5 s; the marker resends the same message', async () => {
    const c = await renderChat();
    c.platform.state.chat.holdSends = true;
    await c.type('hello?');
    expect(within(c.messages()[0]!).getByRole('status', { name: t('sending') })).toBeTruthy();
    await c.advance(5000);
    const resend = within(c.messages()[0]!).getByRole('button', { name: t('resend') });
    c.platform.state.chat.holdSends = false;
    fireEvent.click(resend);
    await flush();
    const sends = c.requests(ChatRoute.send);
    expect(sends).toHaveLength(2);
    expect(sends[1]?.msgId).toBe(sends[0]?.msgId);
    expect(c.messages()).toHaveLength(1);
    expect(c.messages()[0]?.getAttribute('data-send-state')).toBe('0');
  });

  it('a refused send shows the failed marker at once', async () => {
    const c = await renderChat();
    c.platform.state.chat.sendCode = ChatCode.failed;
    await c.type('refused');
    expect(within(c.messages()[0]!).getByRole('button', { name: t('resend') })).toBeTruthy();
  });

  it('the upload button opens the picker; a picture is sent and shown from getFile, another type is refused', async () => {
    const c = await renderChat();
    const input = screen.getByTestId('chat-file') as HTMLInputElement;
    expect(input.accept).toBe('.png,.jpg,.jpeg,.gif,.mp4,image/png,image/jpeg,image/gif,video/mp4');
    let opened = false;
    input.addEventListener('click', () => (opened = true));
    fireEvent.click(screen.getByRole('button', { name: t('upload') }));
    expect(opened).toBe(true);
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await flush();
    expect(c.toastKeys()).toEqual(['chat:error.format']);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(64)], 'photo.png', { type: 'image/png' })] } });
    await flush();
    const img = within(c.log()).getByRole('img', { name: t('image') }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/chat/getFile?code=file-1');
    expect(c.requests(ChatRoute.send)).toEqual([expect.objectContaining({ contentType: ChatContentType.image, content: 'file-1' })]);
  });

  it("the service's reply, picture and video appear; a revoked message disappears", async () => {
    const c = await renderChat();
    const visitor = c.platform.state.chat.storedVisitorId!;
    const reply = c.platform.chat.serviceReply(visitor, 'Hello from the desk');
    c.platform.chat.serviceReply(visitor, 'pic-1', ChatContentType.image);
    c.platform.chat.serviceReply(visitor, 'vid-1', ChatContentType.video);
    await flush();
    expect(within(c.log()).getByText('Hello from the desk')).toBeTruthy();
    expect(within(c.log()).getByRole('img', { name: t('image') }).getAttribute('src')).toBe('/chat/getFile?code=pic-1');
    expect(c.log().querySelector('video')?.getAttribute('src')).toBe('/chat/getFile?code=vid-1');
    c.platform.chat.revoke(visitor, reply.msgId);
    await flush();
    expect(within(c.log()).queryByText('Hello from the desk')).toBeNull();
  });

  it('keeps the visitor id the server issued and enters with it next time', async () => {
    const first = await renderChat();
    expect(localStorage.getItem('fastdraw.chatVisitorId')).toBeNull(); // the fake platform's effect keeps it, not the page
    expect(first.platform.state.chat.storedVisitorId).toBe('visitor-1');
    cleanup();
    localStorage.setItem('fastdraw.chatVisitorId', 'visitor-9');
    const second = await renderChat({ prepare: (p) => p.state.chat.conversations.set('visitor-9', []) });
    expect(second.requests(ChatRoute.entry)[0]).toMatchObject({ visitorId: 'visitor-9', username: '' });
  });

  it('a lost connection shows the alert; OK goes home', async () => {
    const c = await renderChat();
    c.platform.chat.dropAll();
    await flush();
    const dialog = await screen.findByRole('dialog', { name: t('alert.title') });
    expect(dialog.textContent).toContain(t('alert.connectionLost'));
    fireEvent.click(within(dialog).getByRole('button', { name: t('alert.ok') }));
    await flush();
    expect(c.platform.effects.navigations).toContain('/home');
  });

  it('a failed load shows the alert with its own text', async () => {
    await renderChat({ prepare: (p) => p.failNext('fetchCustomerConfig', 500) });
    const dialog = await screen.findByRole('dialog', { name: t('alert.title') });
    expect(dialog.textContent).toContain(t('alert.loadFailed'));
  });

  it('leaving the page stops the chat and closes its socket', async () => {
    const c = await renderChat();
    expect(c.get('customerChat')).toBeDefined();
    c.unmount();
    await flush();
    await waitFor(() => expect(c.get('customerChat')).toBeUndefined());
    expect(c.platform.state.chat.sockets.every((s) => s.closed)).toBe(true);
  });
});
