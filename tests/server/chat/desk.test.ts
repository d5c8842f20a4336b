import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ChatContentType, ChatPush, ChatRoute, ChatSendType, type ChatMessage, type ChatPullAnswer, type ChatSendAnswer } from '../../../models/realtime/chat';
import { newPlayer } from '../account/support';
import { connect, sleep, startChatServer, type ListeningServer } from './support';

/** The operator desk: enabling, login and its limits, the page's strict assets, the live feed, replies and revokes. */

const PASSWORD = 'desk-secret-1';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('the desk without FASTDRAW_DESK_PASSWORD', () => {
  let running: ListeningServer;
  beforeAll(async () => {
    running = await startChatServer();
  });
  afterAll(() => running?.server.close());

  it('answers a page saying how to enable it, and its API answers 404', async () => {
    const page = await running.server.app.inject({ method: 'GET', url: '/desk', headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('FASTDRAW_DESK_PASSWORD');
    expect(page.body).toContain('not enabled');
    expect((await running.server.app.inject({ method: 'GET', url: '/desk/api/conversations' })).statusCode).toBe(404);
    expect((await running.server.app.inject({ method: 'POST', url: '/desk/login', payload: 'password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(404);
  });
});

describe('the desk', () => {
  let running: ListeningServer;
  let cookie: string;
  beforeAll(async () => {
    running = await startChatServer({ deskPassword: PASSWORD, deskLoginLimit: { attempts: 3, windowMs: 60_000 } });
  });
  afterAll(() => running?.server.close());

  const login = (password: string, ip = '10.9.0.1') =>
    running.server.app.inject({ method: 'POST', url: '/desk/login', remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `password=${encodeURIComponent(password)}` });
  const api = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    running.server.app.inject({ method, url: `/desk/api${url}`, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });

  it('asks for the password, refuses a wrong one, and sets an HttpOnly SameSite=Strict cookie for the right one', async () => {
    const page = await running.server.app.inject({ method: 'GET', url: '/desk', headers: { 'accept-language': 'zh-CN' } });
    expect(page.body).toContain('data-testid="desk-password"');
    expect(page.body).toContain('data-testid="desk-login"');
    expect(page.body).toContain('客服密码');
    // A browser's form POST must carry the page's Origin (with no-referrer Chromium sends `Origin: null`).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const opaque = await running.server.app.inject({ method: 'POST', url: '/desk/login', remoteAddress: '10.9.0.8', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' }, payload: `password=${PASSWORD}` });
    expect(opaque.statusCode).toBe(403);
    expect((await login('wrong')).statusCode).toBe(401);
    const ok = await login(PASSWORD);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/desk');
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^fastdraw_desk=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    cookie = setCookie.split(';')[0]!;
  });

  it('limits login attempts per IP, even with the right password', async () => {
    const ip = '10.9.0.2';
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('nope', ip)).statusCode).toBe(401);
    const blocked = await login(PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // Another IP is not affected.
    expect((await login(PASSWORD, '10.9.0.3')).statusCode).toBe(303);
  });

  it('serves the console with only external script and style, under a CSP without unsafe-inline', async () => {
    const page = await running.server.app.inject({ method: 'GET', url: '/desk', headers: { cookie, 'accept-language': 'en' } });
    for (const id of ['desk-reply-text', 'desk-reply-send', 'desk-reply-image']) expect(page.body).toContain(`data-testid="${id}"`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // Every script is external or a JSON data block; no inline handlers or styles.
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.every((attributes) => /src="\/desk\/desk\.js"/.test(attributes) || /type="application\/json"/.test(attributes))).toBe(true);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    expect(page.body).not.toMatch(/<style|\sstyle=/i);
    const script = await running.server.app.inject({ method: 'GET', url: '/desk/desk.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('desk-conversation');
    expect((await running.server.app.inject({ method: 'GET', url: '/desk/desk.css' })).headers['content-type']).toContain('text/css');
  });

  it('refuses its API without the cookie and a POST from another origin', async () => {
    expect((await running.server.app.inject({ method: 'GET', url: '/desk/api/conversations' })).statusCode).toBe(401);
    expect((await api('POST', '/reply', { visitorId: 'x', text: 'hi' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('lists conversations live, replies to the player’s socket, sends a picture and revokes a message', async () => {
    const desk = new WebSocket(`ws://127.0.0.1:${running.port}/ws/desk`, { headers: { cookie } });
    const feed: { type: string; visitorId: string; message?: ChatMessage }[] = [];
    desk.on('message', (data: Buffer) => feed.push(JSON.parse(data.toString()) as (typeof feed)[number]));
    await new Promise((resolve) => desk.once('open', resolve));
    await sleep(100);

    const player = await newPlayer(running.server);
    const socket = await connect(running.port);
    await socket.enter({}, { token: player.token });
    const sent = await socket.request<ChatSendAnswer>(ChatRoute.send, { customerId: 1, contentType: ChatContentType.text, content: 'need help', questionId: 0, msgId: randomUUID() });
    const key = `u:${player.userId}`;
    await expect.poll(() => feed.find((event) => event.type === 'message' && event.visitorId === key)?.message).toEqual(sent.data);

    const list = (await api('GET', '/conversations')).json() as { data: { visitorId: string; label: string; unread: number; lastContent: string }[] };
    expect(list.data[0]).toMatchObject({ visitorId: key, label: player.account, unread: 1, lastContent: 'need help' });

    const opened = (await api('GET', `/messages?visitorId=${encodeURIComponent(key)}`)).json() as { data: { messages: ChatMessage[] } };
    expect(opened.data.messages).toEqual([sent.data]);
    expect(((await api('GET', '/conversations')).json() as typeof list).data[0]!.unread).toBe(0);

    const reply = (await api('POST', '/reply', { visitorId: key, text: 'how can I help?' })).json() as { code: number; data: ChatMessage };
    expect(reply.code).toBe(0);
    expect(await socket.next('push')).toEqual({ kind: 'push', route: ChatPush.onVisitor, body: reply.data });
    expect(reply.data.sendType).toBe(ChatSendType.service);
    expect((await api('POST', '/reply', { visitorId: key, text: '  ' })).json()).toMatchObject({ code: 3007 });
    expect((await api('POST', '/reply', { visitorId: 'u:999999', text: 'x' })).statusCode).toBe(404);

    const picture = await running.server.app.inject({ method: 'POST', url: `/desk/api/upload?visitorId=${encodeURIComponent(key)}&name=shot.jpg`, headers: { cookie, 'content-type': 'image/jpeg' }, payload: PNG });
    const pictureMessage = (picture.json() as { data: ChatMessage }).data;
    expect(pictureMessage).toMatchObject({ contentType: ChatContentType.image, sendType: ChatSendType.service });
    expect(await socket.next('push')).toMatchObject({ route: ChatPush.onVisitor, body: { _id: pictureMessage._id } });
    const file = await running.server.app.inject({ method: 'GET', url: `/chat/getFile?code=${pictureMessage.content}` });
    expect(file.headers['content-type']).toBe('image/png');

    const revoked = await api('POST', '/revoke', { visitorId: key, id: Number(reply.data._id) });
    expect(revoked.json()).toMatchObject({ code: 0 });
    expect(await socket.next('push')).toEqual({ kind: 'push', route: ChatPush.onRevokeMsg, body: { msgId: reply.data.msgId, _id: reply.data._id, status: 1 } });
    const pulled = await socket.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1 });
    expect(pulled.msgRecord.map((message) => message._id)).toEqual([sent.data!._id, pictureMessage._id]);
    expect((await api('POST', '/revoke', { visitorId: key, id: Number(reply.data._id) })).statusCode).toBe(404);
    await expect.poll(() => feed.some((event) => event.type === 'revoke')).toBe(true);

    socket.close();
    desk.close();
  });

  it('bans a conversation: its sockets are kicked, entry and uploads refused, until the ban is lifted', async () => {
    const socket = await connect(running.port);
    const { visitorId } = await socket.enter();
    await socket.request(ChatRoute.send, { customerId: 1, contentType: ChatContentType.text, content: 'spam', questionId: 0, msgId: randomUUID() });
    const key = `v:${visitorId}`;
    expect((await api('POST', '/ban', { visitorId: key, banned: true })).json()).toMatchObject({ code: 0, data: { banned: true } });
    expect(await socket.next('kick')).toEqual({ kind: 'kick', reason: 'banned' });
    await socket.closed;

    const again = await connect(running.port);
    expect(await again.enter({ visitorId })).toMatchObject({ code: 1, msg: 'banned' });
    expect(await again.next('kick')).toEqual({ kind: 'kick', reason: 'banned' });
    const upload = await running.server.app.inject({ method: 'POST', url: `/chat/upload?name=a.png`, headers: { 'visitor-id': visitorId, 'content-type': 'image/png' }, payload: PNG });
    expect(upload.json()).toMatchObject({ code: 1, msg: 'banned' });
    const list = (await api('GET', '/conversations')).json() as { data: { visitorId: string; banned: boolean }[] };
    expect(list.data.find((item) => item.visitorId === key)?.banned).toBe(true);

    expect((await api('POST', '/ban', { visitorId: key, banned: false })).json()).toMatchObject({ code: 0 });
    const back = await connect(running.port);
    expect((await back.enter({ visitorId })).code).toBe(0);
    back.close();
    expect((await api('POST', '/ban', { visitorId: 'v:nobody', banned: true })).statusCode).toBe(404);
    expect((await api('POST', '/ban', { visitorId: key, banned: 'yes' })).json()).toMatchObject({ code: 3007 });
  });

  it('delivers a message published on the bus by another node to this node’s sockets', async () => {
    const socket = await connect(running.port);
    const { visitorId } = await socket.enter();
    const message: ChatMessage = { _id: '999', msgId: 'other-node', content: 'from node B', sendTime: Date.now(), customerId: 1, contentType: 1, sendType: 2, sendState: 0, status: 0 };
    await running.server.bus.publish('chat', { kind: 'message', key: `v:${visitorId}`, message });
    expect(await socket.next('push')).toEqual({ kind: 'push', route: ChatPush.onVisitor, body: message });
    socket.close();
  });

  it('closes a desk socket without a live session', async () => {
    const desk = new WebSocket(`ws://127.0.0.1:${running.port}/ws/desk`, { headers: { cookie: 'fastdraw_desk=forged' } });
    const code = await new Promise<number>((resolve) => desk.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(4401);
  });
});
