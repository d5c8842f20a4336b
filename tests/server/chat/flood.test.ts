import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LotteryPath } from '../../../models/api-paths';
import { ChatCode, ChatContentType, ChatKickReason, ChatRoute } from '../../../models/realtime/chat';
import { CLIENT_TYPE, CLIENT_VERSION, encodeHandshake, encodeRequest, HANDSHAKE_ACK_FRAME } from '../../../models/realtime/pomelo';
import { concatBytes } from '../../../models/realtime/protocol';
import type { Database } from '../../../server/db/database';
import type { ChatService } from '../../../server/domain/chat/service';
import { inProcessBus } from '../../../server/realtime/bus';
import { createChatGateway } from '../../../server/realtime/chat-gateway';
import { createFollowSockets, DEFAULT_FOLLOW_LIMITS } from '../../../server/realtime/follow-sockets';
import { connect, HEARTBEAT_FRAME, sleep, startChatServer, type ListeningServer } from './support';

/**
 * Heartbeat floods (issue 16 §1): every frame and every package in it is charged to the socket's
 * budget before it is decoded, a burst of heartbeats gets one answer, a socket that does not read
 * gets no more work done, and the rest of the server stays quick while floods run.
 */

/** One 64 KiB frame of 16,384 heartbeat packages (4 bytes each). */
const FLOOD_FRAME = concatBytes(Array.from({ length: 16_384 }, () => HEARTBEAT_FRAME));

const heartbeats = (count: number) => concatBytes(Array.from({ length: count }, () => HEARTBEAT_FRAME));

describe('chat gateway under a heartbeat flood', () => {
  let running: ListeningServer;
  beforeAll(async () => {
    running = await startChatServer();
  });
  afterAll(() => running?.server.close());

  const gateway = () => running.server.chatGateway;

  it('kicks (flood) and closes a socket that packs thousands of heartbeats into one frame, without answering them', async () => {
    const client = await connect(running.port);
    await client.enter();
    const before = gateway().stats.overBudget;
    client.ws.send(FLOOD_FRAME);
    expect(((await client.next('kick')) as { reason: string }).reason).toBe(ChatKickReason.flood);
    expect((await client.closed).code).toBe(1008);
    expect(client.events.filter((event) => event.kind === 'heartbeat')).toEqual([]);
    expect(gateway().stats.overBudget).toBe(before + 1);
  });

  it('closes a socket that sends more frames than its budget, one heartbeat each', async () => {
    const client = await connect(running.port);
    await client.enter();
    for (let i = 0; i < 200 && client.ws.readyState === WebSocket.OPEN; i += 1) client.ws.send(HEARTBEAT_FRAME);
    expect((await client.closed).code).toBe(1008);
  });

  it('answers a burst of heartbeats once: one frame of 30, or frames in quick succession', async () => {
    const client = await connect(running.port);
    await client.enter();
    await sleep(1_100);
    client.events.length = 0;
    client.ws.send(heartbeats(30));
    await client.next('heartbeat');
    await sleep(1_200);
    expect(client.events.filter((event) => event.kind === 'heartbeat')).toEqual([]);
    // Separate frames within the reply gap: one answer at once, at most one more at the end of the gap.
    await sleep(1_000);
    for (let i = 0; i < 5; i += 1) client.ws.send(HEARTBEAT_FRAME);
    await client.next('heartbeat');
    await sleep(1_200);
    expect(client.events.filter((event) => event.kind === 'heartbeat').length).toBeLessThanOrEqual(1);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    client.close();
  });

  it('keeps serving a well-behaved client: heartbeats, pulls and messages', async () => {
    const client = await connect(running.port);
    expect((await client.enter()).code).toBe(ChatCode.ok);
    for (let i = 0; i < 3; i += 1) {
      await sleep(1_000);
      client.ws.send(HEARTBEAT_FRAME);
      await client.next('heartbeat');
      const sent = await client.request<{ code: number }>(ChatRoute.send, { customerId: 1, contentType: ChatContentType.text, content: `hello ${i}`, questionId: 0, msgId: `well-${i}-${Date.now()}` });
      expect(sent.code).toBe(ChatCode.ok);
    }
    const page = await client.request<{ code: number; msgRecord: unknown[] }>(ChatRoute.pull, { customerId: 1, page: 1, pageSize: 10 });
    expect(page.code).toBe(ChatCode.ok);
    expect(page.msgRecord.length).toBeGreaterThanOrEqual(3);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    client.close();
  });

  it('answers gameList within a second while 20 sockets flood', async () => {
    const floods = await Promise.all(Array.from({ length: 20 }, () => connect(running.port)));
    await Promise.all(floods.map((client) => client.enter()));
    const url = `${running.base}/api${LotteryPath.gameList}`;
    const latencies: number[] = [];
    const measuring = (async () => {
      const until = performance.now() + 3_000;
      for (let i = 0; i < 200 && performance.now() < until; i += 1) {
        const started = performance.now();
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        await sleep(20);
      }
    })();
    // Five 64 KiB frames of heartbeats from each socket, as fast as they go.
    for (const client of floods) for (let i = 0; i < 5; i += 1) if (client.ws.readyState === WebSocket.OPEN) client.ws.send(FLOOD_FRAME);
    await measuring;
    await Promise.all(floods.map((client) => client.closed));
    expect(latencies.length).toBeGreaterThan(10);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
  }, 20_000);
});

/** A socket as the gateway sees it, whose unsent output the test sets. */
class FakeSocket extends EventEmitter {
  readonly OPEN = WebSocket.OPEN;
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  sent: Uint8Array[] = [];
  terminated = false;
  send(bytes: Uint8Array | string): void {
    this.sent.push(typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
  }
  close(): void {
    this.readyState = WebSocket.CLOSED;
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = WebSocket.CLOSED;
  }
  frame(bytes: Uint8Array): void {
    this.emit('message', Buffer.from(bytes), true);
  }
}

describe('a chat socket that does not read', () => {
  it('gets no more work done once its unsent output is over the cap: no query, no encoding, dropped', async () => {
    let queries = 0;
    const db = { query: async () => (queries += 1, []) } as unknown as Database;
    const service = { subscribe: () => () => undefined } as unknown as ChatService;
    const gateway = createChatGateway({ db, service, bus: inProcessBus(), logError: () => undefined, options: { maxBufferedBytes: 1024 } });
    const socket = new FakeSocket();
    gateway.endpoint.accept(socket as unknown as WebSocket, { headers: {} } as IncomingMessage, '127.0.0.1');
    socket.frame(encodeHandshake({ sys: { type: CLIENT_TYPE, version: CLIENT_VERSION } }));
    await sleep(10);
    socket.frame(HANDSHAKE_ACK_FRAME);
    await sleep(10);
    const sentBefore = socket.sent.length;
    expect(sentBefore).toBe(2);

    // Over the cap: a request and heartbeats arrive; nothing is looked up, encoded or sent.
    socket.bufferedAmount = 1025;
    socket.frame(concatBytes([encodeRequest(1, ChatRoute.entry, { customerId: 1 }), heartbeats(3)]));
    await sleep(20);
    expect(queries).toBe(0);
    expect(socket.sent.length).toBe(sentBefore);
    expect(gateway.stats.answers).toBe(0);
    expect(gateway.stats.slowReaders).toBe(1);
    expect(socket.terminated).toBe(true);
    gateway.close();
  });
});

describe('a follow-room socket that does not read', () => {
  it('gets no pong made for it once its unsent output is over the cap: dropped', () => {
    const sockets = createFollowSockets({ ...DEFAULT_FOLLOW_LIMITS, maxBufferedBytes: 1024 });
    const socket = new FakeSocket();
    sockets.join(socket as unknown as WebSocket, { uid: 1, playerId: 'p1', lotteryId: 8, roomId: 1 });
    socket.emit('message', Buffer.from('{"type":"ping"}'), false);
    expect(socket.sent.map((bytes) => Buffer.from(bytes).toString())).toEqual([expect.stringContaining('welcome'), '{"type":"pong"}']);
    socket.bufferedAmount = 1025;
    socket.emit('message', Buffer.from('{"type":"ping"}'), false);
    expect(socket.sent).toHaveLength(2);
    expect(socket.terminated).toBe(true);
    expect(sockets.dropped).toBe(1);
    socket.emit('close');
  });
});
