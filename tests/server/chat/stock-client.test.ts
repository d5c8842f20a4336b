import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { ChatContentType, ChatPush, ChatRoute, type ChatEntryAnswer, type ChatMessage, type ChatPullAnswer, type ChatSendAnswer } from '../../../models/realtime/chat';
import { connect, sleep, startChatServer, type ListeningServer } from './support';

/**
 * Interop with the STOCK Pomelo web client (pomelo-jsclient-websocket's lib/pomelo-client.js)
 * loaded in Node the way a page loads it: window = globalThis, window.Protocol = pinus-protocol
 * (the maintained port of pomelo-protocol: Package, Message, strencode/strdecode), window.EventEmitter
 * = node:events, WebSocket = ws. Given only host and port it reaches the gateway on '/'.
 */

interface StockPomelo {
  init(params: { host: string; port: number; user?: unknown }, cb: () => void): void;
  request(route: string, body: unknown, cb: (answer: unknown) => void): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  once(event: string, listener: (...args: unknown[]) => void): void;
  disconnect(): void;
}

const require = createRequire(import.meta.url);
const globals = globalThis as Record<string, unknown>;

function loadStockClient(): StockPomelo {
  const pinus = require('pinus-protocol') as { Protocol: object; Package: object; Message: object };
  // pomelo-client.js reads Protocol.Package, Protocol.Message, Protocol.strencode and Protocol.strdecode.
  globals.window = globalThis;
  globals.Protocol = { ...pinus.Protocol, Package: pinus.Package, Message: pinus.Message };
  globals.EventEmitter = EventEmitter;
  globals.WebSocket = WebSocket;

  const path = require.resolve('pomelo-jsclient-websocket/lib/pomelo-client.js');
  delete require.cache[path];
  return require(path) as StockPomelo;
}

describe('the stock Pomelo web client', () => {
  let running: ListeningServer;
  let pomelo: StockPomelo;
  const saved = { window: globals.window, Protocol: globals.Protocol, EventEmitter: globals.EventEmitter, WebSocket: globals.WebSocket, pomelo: globals.pomelo };
  const request = <T>(route: string, body: unknown): Promise<T> => new Promise((resolve) => pomelo.request(route, body, (answer) => resolve(answer as T)));

  beforeAll(async () => {
    running = await startChatServer({ chat: { heartbeatSeconds: 1, socketsPerConversation: 2 } });
    pomelo = loadStockClient();
    // The stock client logs every connect and close to the console.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    pomelo?.disconnect();
    Object.assign(globals, saved);
    await running?.server.close();
    vi.restoreAllMocks();
  });

  it('connects with host and port only, enters, sends, pulls, gets pushes, keeps its heartbeat and obeys a kick', { timeout: 60_000 }, async () => {
    const errors: unknown[] = [];
    pomelo.on('error', (error) => errors.push(error));
    await new Promise<void>((resolve) => pomelo.init({ host: '127.0.0.1', port: running.port }, () => resolve()));

    const entry = await request<ChatEntryAnswer>(ChatRoute.entry, { customerId: 1, username: '', visitorId: '', clientIp: '', platformId: 1, domain: 'localhost' });
    expect(entry.code).toBe(0);
    const sent = await request<ChatSendAnswer>(ChatRoute.send, { customerId: 1, contentType: ChatContentType.text, content: '你好 😀', questionId: 0, msgId: randomUUID() });
    expect(sent.data).toMatchObject({ content: '你好 😀', sendType: 1 });
    const pulled = await request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1, page: 1, pageSize: 15 });
    expect(pulled.msgRecord.map((message) => message.content)).toEqual(['你好 😀']);

    // A push (compressed route in the dictionary) reaches it as an event named by the route.
    const pushed = new Promise<ChatMessage>((resolve) => pomelo.once(ChatPush.onVisitor, (message) => resolve(message as ChatMessage)));
    const tab = await connect(running.port);
    await tab.enter({ visitorId: entry.visitorId });
    const fromTab = await tab.request<ChatSendAnswer>(ChatRoute.send, { customerId: 1, contentType: ChatContentType.text, content: 'from another tab', questionId: 0, msgId: randomUUID() });
    expect(await pushed).toEqual(fromTab.data);

    // Three heartbeat intervals later it is still connected (the server's 2 s timeout never fired).
    await sleep(3200);
    expect((await request<ChatPullAnswer>(ChatRoute.pull, { customerId: 1 })).code).toBe(0);

    // The raw tab sent no heartbeats and is gone; two new sockets make one too many: the oldest, the stock client, is kicked.
    expect((await tab.closed).code).toBe(1006);
    const kicked = new Promise<unknown>((resolve) => pomelo.once('onKick', resolve));
    const second = await connect(running.port);
    await second.enter({ visitorId: entry.visitorId });
    const third = await connect(running.port);
    await third.enter({ visitorId: entry.visitorId });
    expect(await kicked).toEqual({ reason: 'replaced' });
    expect(errors).toEqual([]);
    second.close();
    third.close();
  });
});
