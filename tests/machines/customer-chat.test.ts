import { describe, expect, it } from 'vitest';
import { chatPhase } from '../../machines/chat/chat-view';
import { CHAT_CONNECTION_ID, CHAT_EXIT_PATH, type CustomerChatRef } from '../../machines/chat/customer-chat.machine';
import { CHAT_PAGE_SIZE, ChatCode, ChatContentType, ChatRoute, ChatSendState, type ChatMessage } from '../../models/realtime/chat';
import { startAppSystem } from '../support/app-system';
import { eventually, until, untilState } from '../paths/wait';
import { automaticAnswer, FAKE_CHAT_HEARTBEAT_S } from '../support/fake-chat';
import type { FakePlatform } from '../support/fake-platform';

/**
 * The customer-service chat in the whole root system on the fake platform (its gateway speaks
 * Pomelo packets, tests/support/fake-chat.ts) and a SimulatedClock.
 */
async function openChat({ loggedIn = false, visitorId = '', prepare }: { loggedIn?: boolean; visitorId?: string; prepare?: (p: FakePlatform) => void } = {}) {
  const sys = startAppSystem({ loggedIn, ...(prepare ? { prepare } : {}) });
  await untilState(sys.get('session'), loggedIn ? { authenticated: { user: 'ready' } } : 'anonymous');
  const chat = () => sys.get('customerChat') as CustomerChatRef;
  /** The chat (a chunk loaded when its page first shows) is ready, or shows its alert. */
  const shown = async () => {
    await eventually(() => chat() !== undefined, 'the chat', 10_000);
    await until(chat(), (snapshot) => chatPhase(snapshot) !== 'loading');
  };
  sys.app.send({ type: 'chat.show', visitorId });
  await shown();
  const ctx = () => chat().getSnapshot().context;
  const requests = (route: string) => sys.platform.state.chat.requests.filter((r) => r.route === route).map((r) => r.body);
  const byMsgId = (msgId: string) => ctx().messages.find((m) => m.msgId === msgId);
  /** The message is sent (the gateway stored it and answered). */
  const sent = (msgId: string) => until(chat(), (snapshot) => snapshot.context.messages.find((m) => m.msgId === msgId)?.sendState === ChatSendState.sent);
  /** Nothing on its way: no send, upload or older page. */
  const quiet = () => until(chat(), (snapshot) => snapshot.context.sends.length === 0 && !snapshot.hasTag('uploading') && !snapshot.hasTag('loadingOlder'));
  /** The app shows this many toasts. */
  const toasts = (count: number) => until(sys.app, (snapshot) => snapshot.context.toasts.length === count);
  /** Sends a message and waits for its answer (sent or refused), unless the gateway holds sends. */
  const send = async (text: string, msgId: string) => {
    chat().send({ type: 'chat.send', text, msgId });
    await until(chat(), (snapshot) => sys.platform.state.chat.holdSends || snapshot.context.messages.find((m) => m.msgId === msgId)?.sendState !== ChatSendState.sending);
  };
  return { sys, chat, ctx, requests, byMsgId, send, sent, quiet, toasts, shown, gateway: sys.platform.chat, state: sys.platform.state.chat };
}

describe('customer chat: start', () => {
  it('a visitor: customer info, the socket, entry with an empty name and no id, keeps the issued id, visitorInit, the newest page of 15', async () => {
    const c = await openChat();
    expect(chatPhase(c.chat().getSnapshot())).toBe('ready');
    expect(c.ctx().customer).toMatchObject({ serviceName: 'Fastdraw Support', welcome: '<p>Welcome to <b>Fastdraw</b> support</p>', customerId: 3, clientIp: '127.0.0.1' });
    expect(c.ctx().customer?.questions.map((q) => q.keyword)).toEqual(['Deposit', 'Withdraw']);
    expect(c.state.sockets).toHaveLength(1);
    expect(c.state.sockets[0]!.address).toBe('/chat');
    expect(c.requests(ChatRoute.entry)).toEqual([{ customerId: 3, username: '', visitorId: '', clientIp: '127.0.0.1', platformId: 1, domain: 'fastdraw.test' }]);
    expect(c.ctx().visitorId).toBe('visitor-1');
    expect(c.state.storedVisitorId).toBe('visitor-1');
    expect(c.requests(ChatRoute.visitorInit)).toEqual([{ customerId: 3 }]);
    expect(c.requests(ChatRoute.pull)).toEqual([{ customerId: 3, page: 1, pageSize: CHAT_PAGE_SIZE }]);
    // The handshake names no token for a visitor, and the page's language.
    expect(c.state.sockets[0]!.token).toBeNull();
  });

  it('a returning visitor enters with its stored id and sees its history', async () => {
    const c = await openChat({
      visitorId: 'visitor-7',
      prepare: (p) => p.state.chat.conversations.set('visitor-7', []),
    });
    expect(c.requests(ChatRoute.entry)[0]).toMatchObject({ username: '', visitorId: 'visitor-7' });
    expect(c.ctx().visitorId).toBe('visitor-7');
  });

  it('a logged-in player: the token in the handshake, the account name in entry, no visitor id, nothing stored', async () => {
    const c = await openChat({ loggedIn: true, visitorId: 'visitor-7' });
    expect(c.state.sockets[0]!.token).toBe('token-0');
    expect(c.requests(ChatRoute.entry)).toEqual([expect.objectContaining({ username: 'demo001', visitorId: '' })]);
    expect(c.state.storedVisitorId).toBeNull();
    expect(chatPhase(c.chat().getSnapshot())).toBe('ready');
  });

  it('logging in on the chat page starts again as the player: a new socket with the token, entry under the account name', async () => {
    const c = await openChat();
    expect(c.state.sockets[0]!.token).toBeNull();
    c.sys.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await eventually(() => c.state.sockets.length === 2 && chatPhase(c.chat().getSnapshot()) === 'ready', 'the chat as the player', 10_000);
    expect(c.state.sockets[0]!.closed).toBe(true);
    expect(c.state.sockets).toHaveLength(2);
    expect(c.state.sockets[1]!.token).toMatch(/^token-/);
    expect(c.requests(ChatRoute.entry).at(-1)).toMatchObject({ username: 'demo001', visitorId: '' });
    expect(chatPhase(c.chat().getSnapshot())).toBe('ready');
  });

  it('lives in the one system while the page shows: the chat and its connection are actors with system ids, and leave with the page', async () => {
    const c = await openChat();
    expect(c.sys.get('customerChat')).toBeDefined();
    expect(c.sys.get(CHAT_CONNECTION_ID)).toBeDefined();
    expect(c.sys.journal.entries().some((e) => e.target === 'customerChat')).toBe(true);
    c.sys.app.send({ type: 'chat.hide' });
    await eventually(() => c.sys.get('customerChat') === undefined, 'the chat to stop');
    expect(c.sys.get('customerChat')).toBeUndefined();
    expect(c.sys.get(CHAT_CONNECTION_ID)).toBeUndefined();
    expect(c.state.sockets[0]!.closed).toBe(true);
    // Shown again: a new chat and a new socket.
    c.sys.app.send({ type: 'chat.show', visitorId: 'visitor-1' });
    await c.shown();
    expect(c.state.sockets).toHaveLength(2);
    expect(c.requests(ChatRoute.entry).at(-1)).toMatchObject({ visitorId: 'visitor-1' });
  });

  it('the socket is kept open by the heartbeat over minutes', async () => {
    const c = await openChat();
    await c.sys.advance(5 * 60_000);
    expect(chatPhase(c.chat().getSnapshot())).toBe('ready');
    expect(c.state.sockets[0]!.closed).toBe(false);
    expect(FAKE_CHAT_HEARTBEAT_S).toBe(25);
  });
});

describe('customer chat: sending', () => {
  it('sends trimmed text as sending (2), then sent (0) with the stored message', async () => {
    const c = await openChat();
    c.chat().send({ type: 'chat.send', text: '  hello  ', msgId: 'm1' });
    expect(c.byMsgId('m1')).toMatchObject({ content: 'hello', sendState: ChatSendState.sending, sendType: 1, contentType: ChatContentType.text });
    await c.sent('m1');
    expect(c.requests(ChatRoute.send)).toEqual([{ customerId: 3, contentType: 1, content: 'hello', questionId: 0, msgId: 'm1' }]);
    expect(c.byMsgId('m1')).toMatchObject({ sendState: ChatSendState.sent, _id: expect.stringMatching(/\d+/) });
    expect(c.ctx().messages).toHaveLength(1);
  });

  it('blank text is not sent', async () => {
    const c = await openChat();
    await c.send('   \n ', 'm1');
    await c.send('', 'm2');
    expect(c.requests(ChatRoute.send)).toEqual([]);
    expect(c.ctx().messages).toEqual([]);
  });

  it('a refusal marks it failed (1); resending the same msgId sends it again and it is sent once', async () => {
    const c = await openChat();
    c.state.sendCode = ChatCode.failed;
    await c.send('hi', 'm1');
    expect(c.byMsgId('m1')?.sendState).toBe(ChatSendState.failed);
    c.state.sendCode = ChatCode.ok;
    c.chat().send({ type: 'chat.resend', msgId: 'm1' });
    expect(c.byMsgId('m1')?.sendState).toBe(ChatSendState.sending);
    await c.sent('m1');
    expect(c.requests(ChatRoute.send).map((r) => r.msgId)).toEqual(['m1', 'm1']);
    expect(c.byMsgId('m1')?.sendState).toBe(ChatSendState.sent);
    expect(c.ctx().messages).toHaveLength(1);
    // A sent message is not sent again.
    c.chat().send({ type: 'chat.resend', msgId: 'm1' });
    await c.quiet();
    expect(c.requests(ChatRoute.send)).toHaveLength(2);
  });

  it('no answer within 5 s: failed; the answer arriving later still makes it sent, and sent is never overwritten', async () => {
    const c = await openChat();
    c.state.holdSends = true;
    await c.send('slow', 'm1');
    await c.sys.advance(4000);
    expect(c.byMsgId('m1')?.sendState).toBe(ChatSendState.sending);
    await c.sys.advance(1000);
    expect(c.byMsgId('m1')?.sendState).toBe(ChatSendState.failed);
    c.state.holdSends = false;
    await c.send('fast', 'm2');
    expect(c.byMsgId('m2')?.sendState).toBe(ChatSendState.sent);
    await c.sys.advance(10_000);
    expect(c.byMsgId('m2')?.sendState).toBe(ChatSendState.sent);
  });

  it('a quick question goes as contentType 4 with its id, and the automatic answer arrives as a service message', async () => {
    const c = await openChat();
    c.chat().send({ type: 'chat.ask', questionId: 2, msgId: 'q1' });
    await until(c.chat(), (chat) => chat.context.messages.length === 2);
    expect(c.requests(ChatRoute.send)).toEqual([{ customerId: 3, contentType: 4, content: 'How long does a withdrawal take?', questionId: 2, msgId: 'q1' }]);
    expect(c.ctx().messages.map((m) => [m.sendType, m.content])).toEqual([
      [1, 'How long does a withdrawal take?'],
      [2, automaticAnswer('How long does a withdrawal take?')],
    ]);
    // An unknown question sends nothing.
    c.chat().send({ type: 'chat.ask', questionId: 99, msgId: 'q2' });
    await c.quiet();
    expect(c.requests(ChatRoute.send)).toHaveLength(1);
  });

  it('each message on its way is an actor of the system until it is sent; a failed one waits for its retry', async () => {
    const c = await openChat();
    c.state.holdSends = true;
    await c.send('slow', 'm1');
    expect(c.sys.get('chatSend:m1')).toBeDefined();
    await c.sys.advance(5000);
    expect(c.byMsgId('m1')?.sendState).toBe(ChatSendState.failed);
    expect(c.sys.get('chatSend:m1')).toBeDefined();
    c.state.holdSends = false;
    c.chat().send({ type: 'chat.resend', msgId: 'm1' });
    await c.sent('m1');
    expect(c.byMsgId('m1')?.sendState).toBe(ChatSendState.sent);
    expect(c.sys.get('chatSend:m1')).toBeUndefined();
    expect(c.ctx().sends).toEqual([]);
  });

  it('hears who it talks as by events (chat.identity: token and language), never by reading other actors', async () => {
    const c = await openChat({ loggedIn: true });
    const identities = c.sys.journal.entries().filter((e) => e.target === 'customerChat' && e.event.type === 'chat.identity');
    expect(identities.length).toBeGreaterThan(0);
    expect(c.ctx().language).toBe('zh-CN');
    expect(c.state.sockets[0]!.token).toBe('token-0');
  });

  it('pending sends fail when the connection drops', async () => {
    const c = await openChat();
    c.state.holdSends = true;
    await c.send('lost', 'm1');
    c.gateway.dropAll();
    await until(c.chat(), (chat) => chat.context.messages.find((m) => m.msgId === 'm1')?.sendState === ChatSendState.failed);
    expect(c.byMsgId('m1')?.sendState).toBe(ChatSendState.failed);
  });
});

describe('customer chat: uploads', () => {
  const file = (bytes: number, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

  it('refuses a file of another type with "File format not supported", uploading nothing', async () => {
    const c = await openChat();
    c.chat().send({ type: 'chat.upload', file: file(10), name: 'notes.txt', msgId: 'u1' });
    c.chat().send({ type: 'chat.upload', file: file(10), name: 'noextension', msgId: 'u2' });
    await c.toasts(2);
    expect(c.state.uploads).toEqual([]);
    expect(c.sys.app.getSnapshot().context.toasts.map((t) => t.messageKey)).toEqual(['chat:error.format', 'chat:error.format']);
  });

  it('uploads an image with the visitor id and sends its file code as an image (2); an mp4 as a video (3)', async () => {
    const c = await openChat();
    c.chat().send({ type: 'chat.upload', file: file(100), name: 'Photo.PNG', msgId: 'u1' });
    await c.sent('u1');
    expect(c.state.uploads).toEqual([expect.objectContaining({ name: 'Photo.PNG', visitorId: 'visitor-1', token: null })]);
    expect(c.requests(ChatRoute.send)).toEqual([{ customerId: 3, contentType: ChatContentType.image, content: 'file-1', questionId: 0, msgId: 'u1' }]);
    c.chat().send({ type: 'chat.upload', file: file(100, 'video/mp4'), name: 'clip.mp4', msgId: 'u2' });
    await c.sent('u2');
    expect(c.requests(ChatRoute.send).at(-1)).toMatchObject({ contentType: ChatContentType.video, content: 'file-2' });
    expect(c.byMsgId('u2')?.sendState).toBe(ChatSendState.sent);
  });

  it('a logged-in player uploads with the token', async () => {
    const c = await openChat({ loggedIn: true });
    c.chat().send({ type: 'chat.upload', file: file(100), name: 'a.jpg', msgId: 'u1' });
    await c.sent('u1');
    expect(c.state.uploads[0]).toMatchObject({ token: 'token-0' });
  });

  it('a failed upload says "File upload failed" and sends nothing', async () => {
    const c = await openChat();
    c.sys.platform.failNext('uploadChatFile', 500);
    c.chat().send({ type: 'chat.upload', file: file(100), name: 'a.gif', msgId: 'u1' });
    await c.toasts(1);
    expect(c.requests(ChatRoute.send)).toEqual([]);
    expect(c.sys.app.getSnapshot().context.toasts.map((t) => t.messageKey)).toEqual(['chat:error.upload']);
    expect(c.chat().getSnapshot().matches({ chat: { ready: { upload: 'idle' } } })).toBe(true);
  });

  it('refuses a file over the size limit', async () => {
    const c = await openChat();
    c.chat().send({ type: 'chat.upload', file: file(5 * 1024 * 1024 + 1), name: 'big.png', msgId: 'u1' });
    await c.toasts(1);
    expect(c.state.uploads).toEqual([]);
    expect(c.sys.app.getSnapshot().context.toasts.map((t) => t.messageKey)).toEqual(['chat:error.tooLarge']);
  });
});

describe('customer chat: history and pushes', () => {
  it('older pages load when scrolled within 50 px of the top, one at a time, until there are no more', async () => {
    const c = await openChat({ visitorId: 'visitor-7', prepare: (p) => p.chat.seed('visitor-7', 40) });
    const contents = () => c.ctx().messages.map((m) => m.content);
    expect(contents()).toEqual(Array.from({ length: 15 }, (_, i) => `history ${26 + i}`));
    expect(c.chat().getSnapshot().hasTag('noMore')).toBe(false);
    c.chat().send({ type: 'chat.scrolled', top: 51 });
    await c.quiet();
    expect(c.requests(ChatRoute.pull)).toHaveLength(1);
    c.chat().send({ type: 'chat.scrolled', top: 50 });
    c.chat().send({ type: 'chat.scrolled', top: 10 });
    c.chat().send({ type: 'chat.scrolled', top: 0 });
    await until(c.chat(), (chat) => chat.context.messages.length === 30);
    await c.quiet();
    expect(c.requests(ChatRoute.pull).map((r) => r.page)).toEqual([1, 2]);
    expect(contents()[0]).toBe('history 11');
    expect(contents()).toHaveLength(30);
    c.chat().send({ type: 'chat.scrolled', top: 0 });
    await until(c.chat(), (chat) => chat.context.messages.length === 40);
    await c.quiet();
    expect(c.requests(ChatRoute.pull).map((r) => r.page)).toEqual([1, 2, 3]);
    expect(contents()).toEqual(Array.from({ length: 40 }, (_, i) => `history ${i + 1}`));
    expect(c.chat().getSnapshot().hasTag('noMore')).toBe(true);
    c.chat().send({ type: 'chat.scrolled', top: 0 });
    await c.quiet();
    expect(c.requests(ChatRoute.pull)).toHaveLength(3);
  });

  it('a service reply is appended once however often it arrives; a revoke hides it', async () => {
    const c = await openChat();
    const reply: ChatMessage = c.gateway.serviceReply('visitor-1', 'Hello, how can we help?');
    await until(c.chat(), (chat) => chat.context.messages.some((m) => m.content === 'Hello, how can we help?'));
    c.gateway.openSockets()[0]!.emit({ type: 'socket.received', packet: { kind: 'push', route: 'onVisitor', body: reply } });
    await c.quiet();
    expect(c.ctx().messages.filter((m) => m.content === 'Hello, how can we help?')).toHaveLength(1);
    expect(c.ctx().messages[0]).toMatchObject({ sendType: 2, status: 0 });
    c.gateway.revoke('visitor-1', reply.msgId);
    await until(c.chat(), (chat) => chat.context.messages[0]?.status === 1);
    expect(c.ctx().messages[0]?.status).toBe(1);
  });
});

describe('customer chat: failures', () => {
  it('the customer info fails to load: the alert, and confirming it goes home', async () => {
    const c = await openChat({ prepare: (p) => p.failNext('fetchCustomerConfig', 500) });
    expect(chatPhase(c.chat().getSnapshot())).toBe('alert');
    expect(c.ctx().alert).toBe('loadFailed');
    expect(c.state.sockets).toHaveLength(0);
    c.chat().send({ type: 'chat.alert.confirm' });
    expect(c.sys.platform.effects.navigations).toEqual([CHAT_EXIT_PATH]);
  });

  it('a dropped socket: the alert, and no reconnect (the chat socket has it off)', async () => {
    const c = await openChat();
    c.gateway.dropAll();
    await until(c.chat(), (chat) => chat.context.alert === 'connectionLost');
    expect(c.ctx().alert).toBe('connectionLost');
    await c.sys.advance(60_000);
    expect(c.state.sockets).toHaveLength(1);
    expect(c.sys.get(CHAT_CONNECTION_ID)).toBeUndefined();
  });

  it('a kick: the alert', async () => {
    const c = await openChat();
    c.gateway.kickAll();
    await until(c.chat(), (chat) => chat.context.alert === 'connectionLost');
    expect(chatPhase(c.chat().getSnapshot())).toBe('alert');
    expect(c.ctx().alert).toBe('connectionLost');
  });

  it('a refused handshake: the alert', async () => {
    const c = await openChat({ prepare: (p) => void (p.state.chat.handshakeCode = 501) });
    expect(c.ctx().alert).toBe('connectionLost');
    expect(c.requests(ChatRoute.entry)).toEqual([]);
  });
});
