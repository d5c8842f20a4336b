import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DICTIONARY, ChatCode, ChatContentType, ChatPush, ChatRoute, ChatSendType, type ChatMessage, type ChatPullAnswer, type ChatSendAnswer } from '../../../models/realtime/chat';
import { encodeHandshake } from '../../../models/realtime/pomelo';
import { encodePackage } from '../../../models/realtime/protocol';
import { newPlayer } from '../account/support';
import { connect, HEARTBEAT_FRAME, sleep, startChatServer, type ListeningServer } from './support';

/** The chat gateway over a real socket: protocol states, routes, pushes, isolation and limits. */

const text = (content: string, msgId: string = randomUUID()) => ({ customerId: 1, contentType: ChatContentType.text, content, questionId: 0, msgId });

describe('chat gateway', () => {
  let running: ListeningServer;
  beforeAll(async () => {
    running = await startChatServer({ chat: { heartbeatSeconds: 1, handshakeTimeoutMs: 1500, sendsPerSocket: 50, sendsPerIp: 1000, socketsPerConversation: 2 } });
  });
  afterAll(() => running?.server.close());

  it('answers the handshake with the heartbeat in seconds and the route dictionary, then pings right after the ACK', async () => {
    const client = await connect(running.port);
    const answer = await client.handshake();
    expect(answer.code).toBe(200);
    const sys = answer.sys as Record<string, unknown>;
    expect(sys.heartbeat).toBe(1);
    expect(sys.useDict).toBe(true);
    expect(sys.dict).toEqual(Object.fromEntries(CHAT_DICTIONARY.map((route, index) => [route, index + 1])));
    expect(sys.routeToCode).toEqual(sys.dict);
    expect(sys.codeToRoute).toEqual(Object.fromEntries(CHAT_DICTIONARY.map((route, index) => [String(index + 1), route])));
    expect(typeof sys.dictVersion).toBe('string');
    expect(answer.user).toEqual({ login: false });
    // Before the ACK nothing else is served: a request is ignored.
    client.ws.send(encodePackage(3));
    client.ack();
    await client.next('heartbeat');
    // A client heartbeat is answered at once.
    client.ws.send(HEARTBEAT_FRAME);
    await client.next('heartbeat', undefined, 300);
    client.close();
  });

  it('answers one handshake only, even when a second arrives while the first is looked up', async () => {
    const player = await newPlayer(running.server);
    const client = await connect(running.port);
    const hello = encodeHandshake({ sys: { type: 'js-websocket', version: '0.0.1' }, user: { token: player.token } });
    client.ws.send(hello);
    client.ws.send(hello);
    await client.next('handshake');
    await sleep(300);
    expect(client.events.filter((event) => event.kind === 'handshake')).toEqual([]);
    client.close();
  });

  it('leaves out the dictionary when the client already has this version', async () => {
    const first = await connect(running.port);
    const version = ((await first.handshake()).sys as { dictVersion: string }).dictVersion;
    first.close();
    const second = await connect(running.port);
    const answer = await second.handshake({}, { type: 'js-websocket', version: '0.0.1', dictVersion: version });
    expect(answer.sys).toEqual({ heartbeat: 1, useDict: true });
    second.close();
  });

  it('refuses a client type or version it does not accept (501) and a handshake without sys (500), then closes', async () => {
    const old = await connect(running.port);
    expect((await old.handshake({}, { type: 'c-tcp', version: '1.0.0' })).code).toBe(501);
    await old.closed;
    const zero = await connect(running.port);
    expect((await zero.handshake({}, { type: 'js-websocket', version: '0.0.0' })).code).toBe(501);
    await zero.closed;
    const bare = await connect(running.port);
    bare.ws.send(encodePackage(1, new TextEncoder().encode('{"user":{}}')));
    expect((await bare.next('handshake')) as unknown).toEqual({ kind: 'handshake', body: { code: 500 } });
    await bare.closed;
  });

  it('disconnects a client that stops sending heartbeats (twice the interval)', async () => {
    const client = await connect(running.port);
    await client.handshake();
    const started = Date.now();
    client.ack();
    await client.closed;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(3500);
  });

  it('keeps a client that answers the heartbeats', async () => {
    const client = await connect(running.port);
    await client.enter();
    for (let round = 0; round < 3; round += 1) {
      await sleep(900);
      client.ws.send(HEARTBEAT_FRAME);
      await client.next('heartbeat');
    }
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.close();
  });

  it('closes a socket that never finishes the handshake', async () => {
    const client = await connect(running.port);
    const { code } = await client.closed;
    expect(code).toBe(1002);
  });

  it('answers noEntry before entry, then serves entry, pull, send and a resend with the same message', async () => {
    const client = await connect(running.port);
    await client.handshake();
    client.ack();
    await client.next('heartbeat');
    for (const route of [ChatRoute.pull, ChatRoute.send, ChatRoute.visitorInit]) {
      expect((await client.request<{ code: number }>(route, { customerId: 1 })).code).toBe(ChatCode.noEntry);
    }
    const entry = await client.request<{ code: number; visitorId: string; serviceName: string }>(ChatRoute.entry, { customerId: 1, username: '', visitorId: '', clientIp: '', platformId: 1, domain: 'x' });
    expect(entry.code).toBe(0);
    expect(entry.visitorId).toMatch(/^v[\w-]{22}\.[\w-]{22}$/);
    expect(entry.serviceName).toBe('Fastdraw 在线客服');
    expect((await client.request<{ code: number }>(ChatRoute.visitorInit, { customerId: 1 })).code).toBe(0);
    expect(await client.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1, page: 1, pageSize: 15 })).toEqual({ code: 0, msgRecord: [], noMore: true });

    const send = text('hello desk');
    const sent = await client.request<ChatSendAnswer>(ChatRoute.send, send);
    expect(sent.code).toBe(0);
    expect(sent.data).toMatchObject({ msgId: send.msgId, content: 'hello desk', contentType: 1, sendType: ChatSendType.own, sendState: 0, status: 0, customerId: 1 });
    const again = await client.request<ChatSendAnswer>(ChatRoute.send, send);
    expect(again.data).toEqual(sent.data);
    const pulled = await client.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1, page: 1, pageSize: 15 });
    expect(pulled.msgRecord).toEqual([sent.data]);

    expect((await client.request<ChatSendAnswer>(ChatRoute.send, text('   \n '))).code).toBe(ChatCode.badRequest);
    expect((await client.request<ChatSendAnswer>(ChatRoute.send, { ...text('x'), contentType: 9 })).code).toBe(ChatCode.badRequest);
    expect((await client.request<ChatSendAnswer>(ChatRoute.send, { ...text('x'), contentType: ChatContentType.image, content: 'AAAAAAAAAAAAAAAAAAAAAA' })).code).toBe(ChatCode.badRequest);
    expect((await client.request<ChatSendAnswer>(ChatRoute.send, text('x'.repeat(1001)))).code).toBe(ChatCode.badRequest);
    expect((await client.request<{ code: number }>('chat.chatHandler.nope', {})).code).toBe(ChatCode.badRequest);
    client.close();
  });

  it('pages newest first, oldest first within a page, with noMore on the last page', async () => {
    const client = await connect(running.port);
    const { visitorId } = await client.enter();
    // Entry alone writes nothing: the row comes with the first message.
    expect(await running.server.db.query('SELECT id FROM chat_conversations WHERE key = $1', [`v:${visitorId}`])).toEqual([]);
    const conversation = await running.server.db.query<{ id: number }>("INSERT INTO chat_conversations (key, label) VALUES ($1, 'paging') RETURNING id", [`v:${visitorId}`]);
    // 20 messages straight into the store (the socket's send limit is small in this suite).
    for (let index = 1; index <= 20; index += 1) {
      await running.server.db.query("INSERT INTO chat_messages (conversation_id, msg_id, content, content_type, send_type) VALUES ($1, $2, $3, 1, 1)", [conversation[0]!.id, `m${index}`, `message ${index}`]);
    }
    const first = await client.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1, page: 1, pageSize: 15 });
    expect(first.msgRecord.map((message) => message.content)).toEqual(Array.from({ length: 15 }, (_, index) => `message ${index + 6}`));
    expect(first.noMore).toBe(false);
    const second = await client.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1, page: 2, pageSize: 15 });
    expect(second.msgRecord.map((message) => message.content)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    expect(second.noMore).toBe(true);
    // Default page size is 15.
    expect((await client.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1 })).msgRecord).toHaveLength(15);
    expect((await client.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1, page: 0 })).code).toBe(ChatCode.badRequest);
    expect((await client.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1, pageSize: 500 })).code).toBe(ChatCode.badRequest);
    client.close();
  });

  it('pushes a message to the visitor’s other sockets (not back to the sender) and answers a quick question at once', async () => {
    const tab1 = await connect(running.port);
    const { visitorId } = await tab1.enter();
    const tab2 = await connect(running.port);
    expect((await tab2.enter({ visitorId })).visitorId).toBe(visitorId);
    const sent = await tab1.request<ChatSendAnswer>(ChatRoute.send, text('from tab 1'));
    const pushed = await tab2.next('push');
    expect(pushed).toEqual({ kind: 'push', route: ChatPush.onVisitor, body: sent.data });

    const question = await tab1.request<ChatSendAnswer>(ChatRoute.send, { customerId: 1, contentType: ChatContentType.question, content: 'How soon is a deposit credited?', questionId: 1, msgId: randomUUID() });
    expect(question.data).toMatchObject({ contentType: 4, content: 'How soon is a deposit credited?', sendType: 1 });
    const answer = (await tab1.next('push')) as { body: ChatMessage };
    expect(answer.body).toMatchObject({ sendType: ChatSendType.service, contentType: 1 });
    expect(answer.body.content).toContain('1–5 minutes');
    expect(tab1.events.filter((event) => event.kind === 'push')).toEqual([]);
    // The other tab sees both the question and the answer.
    await tab2.next('push', (event) => event.kind === 'push' && (event.body as ChatMessage).contentType === 4);
    await tab2.next('push', (event) => event.kind === 'push' && (event.body as ChatMessage).sendType === 2);
    expect((await tab1.request<ChatSendAnswer>(ChatRoute.send, { ...text('?'), contentType: ChatContentType.question, questionId: 99 })).code).toBe(ChatCode.badRequest);
    tab1.close();
    tab2.close();
  });

  it('keeps visitors apart: a made-up or another deployment’s visitor id gets a new conversation, and nothing of A reaches B', async () => {
    const a = await connect(running.port);
    const { visitorId: idA } = await a.enter();
    await a.request(ChatRoute.send, text('secret of A'));
    const b = await connect(running.port);
    const forged = `${idA.slice(0, -3)}AAA`;
    const { visitorId: idB } = await b.enter({ visitorId: forged });
    expect(idB).not.toBe(idA);
    expect((await b.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1 })).msgRecord).toEqual([]);
    // B's sends stay in B's conversation; A gets no push.
    await b.request(ChatRoute.send, text('from B'));
    await sleep(100);
    expect(a.events.filter((event) => event.kind === 'push')).toEqual([]);
    expect((await a.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1 })).msgRecord.map((message) => message.content)).toEqual(['secret of A']);
    // A username in the body never selects a player's conversation.
    const c = await connect(running.port);
    const player = await newPlayer(running.server);
    const { visitorId: idC } = await c.enter({ username: player.account });
    expect(idC).toMatch(/^v/);
    a.close();
    b.close();
    c.close();
  });

  it('keys a logged-in player by the user id of its token, across sockets and visitor ids', async () => {
    const player = await newPlayer(running.server);
    const one = await connect(running.port);
    const hello = await one.handshake({ token: player.token });
    expect(hello.user).toEqual({ login: true });
    one.ack();
    await one.next('heartbeat');
    const entry = await one.request<{ visitorId: string }>(ChatRoute.entry, { customerId: 1, username: 'someone-else', visitorId: '' });
    expect(entry.visitorId).toBe(String(player.userId));
    await one.request(ChatRoute.send, text('player message'));
    const two = await connect(running.port);
    await two.enter({}, { token: player.token });
    expect((await two.request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1 })).msgRecord.map((message) => message.content)).toEqual(['player message']);
    const [row] = await running.server.db.query<{ label: string; user_id: number }>('SELECT label, user_id FROM chat_conversations WHERE key = $1', [`u:${player.userId}`]);
    expect(row).toEqual({ label: player.account, user_id: player.userId });
    // An unknown token chats as a visitor.
    const three = await connect(running.port);
    expect((await three.handshake({ token: 'not-a-token' })).user).toEqual({ login: false });
    one.close();
    two.close();
    three.close();
  });

  it('kicks the oldest socket with a reason when one conversation opens one socket too many', async () => {
    const first = await connect(running.port);
    const { visitorId } = await first.enter();
    const second = await connect(running.port);
    await second.enter({ visitorId });
    const third = await connect(running.port);
    await third.enter({ visitorId });
    expect(await first.next('kick')).toEqual({ kind: 'kick', reason: 'replaced' });
    await first.closed;
    expect(second.ws.readyState).toBe(second.ws.OPEN);
    second.close();
    third.close();
  });

  it('closes a socket on a text frame, garbage bytes, a truncated package or a client-sent kick, and keeps serving others', async () => {
    const frames: (string | Uint8Array)[] = ['hello', new Uint8Array([9, 9, 9, 9, 9]), new Uint8Array([4, 0, 0, 50, 0]), encodePackage(5, new TextEncoder().encode('{}'))];
    for (const frame of frames) {
      const client = await connect(running.port);
      if (frame instanceof Uint8Array && frame[0] === 5) {
        await client.handshake();
        client.ack();
        await client.next('heartbeat');
      }
      client.ws.send(frame);
      expect((await client.closed).code).toBe(1002);
    }
    const healthy = await connect(running.port);
    expect((await healthy.enter()).code).toBe(0);
    healthy.close();
  });

  it('survives random frames in every state (seeded), and keeps serving', async () => {
    let state = 20261122;
    const random = (): number => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296;
    };
    for (let round = 0; round < 40; round += 1) {
      const client = await connect(running.port);
      if (round % 2 === 1) {
        await client.handshake();
        client.ack();
        await client.next('heartbeat');
      }
      const length = Math.floor(random() * 48);
      const frame = new Uint8Array(length).map(() => Math.floor(random() * 256));
      if (length > 0) frame[0] = 1 + Math.floor(random() * 5);
      client.ws.send(frame);
      await Promise.race([client.closed, sleep(50)]);
      client.ws.terminate();
    }
    const healthy = await connect(running.port);
    expect((await healthy.enter()).code).toBe(0);
    healthy.close();
  });

  it('closes a socket that sends more than the largest payload', async () => {
    const client = await connect(running.port);
    client.ws.send(new Uint8Array(65 * 1024));
    expect((await client.closed).code).toBe(1009);
  });

  it('serves stock clients on / and refuses a foreign Origin before the upgrade', async () => {
    const stock = await connect(running.port, { path: '/' });
    expect((await stock.enter()).code).toBe(0);
    stock.close();
    await expect(connect(running.port, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const same = await connect(running.port, { origin: `http://127.0.0.1:${running.port}` });
    same.close();
  });

  describe('with small limits', () => {
    it('limits messages per socket and per IP in the window', async () => {
      const limited = await startChatServer({ chat: { sendsPerSocket: 5, sendsPerIp: 8, windowMs: 10_000 } });
      const client = await connect(limited.port);
      await client.enter();
      const codes: number[] = [];
      for (let index = 0; index < 7; index += 1) codes.push((await client.request<ChatSendAnswer>(ChatRoute.send, text(`m${index}`))).code);
      expect(codes).toEqual([0, 0, 0, 0, 0, ChatCode.rateLimited, ChatCode.rateLimited]);
      // The same IP on a fresh socket: 8 per IP and 5 used above, so only 3 more pass.
      const other = await connect(limited.port);
      await other.enter();
      const more: number[] = [];
      for (let index = 0; index < 5; index += 1) more.push((await other.request<ChatSendAnswer>(ChatRoute.send, text(`o${index}`))).code);
      expect(more).toEqual([0, 0, 0, ChatCode.rateLimited, ChatCode.rateLimited]);
      client.close();
      other.close();
      await limited.server.close();
    });
  });
});
