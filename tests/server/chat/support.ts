import type { ClientRequest } from 'node:http';
import { WebSocket } from 'ws';
import { CLIENT_TYPE, CLIENT_VERSION, decodeFrame, dictionaryFromCodes, encodeHandshake, encodeRequest, HANDSHAKE_ACK_FRAME, HEARTBEAT_FRAME, type PomeloEvent, type RouteDictionary } from '../../../models/realtime/pomelo';
import { ChatRoute, type ChatEntryAnswer } from '../../../models/realtime/chat';
import type { FastdrawServer } from '../../../server/app';
import { startTestServer } from '../support/server';
import type { ServerOptions } from '../../../server/options';

/** A chat server on a loopback port, and a raw Pomelo client built on the shared codec. */

export interface ListeningServer {
  server: FastdrawServer;
  port: number;
  base: string;
}

export async function startChatServer(options: Partial<ServerOptions> = {}): Promise<ListeningServer> {
  const server = await startTestServer({ kind: 'memory' }, options);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, port: Number(new URL(address).port), base: address };
}

export interface TestClient {
  ws: WebSocket;
  /** Every event received, in order. */
  events: PomeloEvent[];
  dict: RouteDictionary | undefined;
  /** The raw handshake answer. */
  handshake(user?: object, sys?: object): Promise<Record<string, unknown>>;
  ack(): void;
  request<T = Record<string, unknown>>(route: string, body: unknown): Promise<T>;
  /** Handshake, ACK and entry in one. */
  enter(body?: object, user?: object): Promise<ChatEntryAnswer>;
  next(kind: PomeloEvent['kind'], match?: (event: PomeloEvent) => boolean, timeoutMs?: number): Promise<PomeloEvent>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function connect(port: number, options: { path?: string; origin?: string } = {}): Promise<TestClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${options.path ?? '/ws/chat'}`, options.origin ? { origin: options.origin } : {});
  const events: PomeloEvent[] = [];
  const waiters = new Set<() => void>();
  let nextId = 0;
  const client: TestClient = {
    ws,
    events,
    dict: undefined,
    async handshake(user = {}, sys = { type: CLIENT_TYPE, version: CLIENT_VERSION }) {
      ws.send(encodeHandshake({ sys, user } as never));
      const event = await client.next('handshake');
      const body = (event as { body: Record<string, unknown> }).body;
      const answerSys = body.sys as { dict?: Record<string, number> } | undefined;
      if (answerSys?.dict) client.dict = dictionaryFromCodes(answerSys.dict);
      return body;
    },
    ack() {
      ws.send(HANDSHAKE_ACK_FRAME);
    },
    async request<T>(route: string, body: unknown) {
      nextId += 1;
      const id = nextId;
      ws.send(encodeRequest(id, route, body, client.dict));
      const event = await client.next('response', (candidate) => candidate.kind === 'response' && candidate.id === id);
      return (event as { body: T }).body;
    },
    async enter(body = {}, user = {}) {
      await client.handshake(user);
      client.ack();
      await client.next('heartbeat');
      return client.request<ChatEntryAnswer>(ChatRoute.entry, { customerId: 1, username: '', visitorId: '', clientIp: '', platformId: 1, domain: 'localhost', ...body });
    },
    next(kind, match = () => true, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          for (let index = 0; index < events.length; index += 1) {
            const event = events[index]!;
            if (event.kind === kind && match(event)) {
              waiters.delete(check);
              clearTimeout(timer);
              events.splice(index, 1);
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${kind} within ${timeoutMs} ms (got ${events.map((event) => event.kind).join(', ')})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    closed: new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))),
    close() {
      ws.close();
    },
  };
  ws.on('message', (data: Buffer) => {
    for (const event of decodeFrame(new Uint8Array(data), client.dict)) events.push(event);
    for (const waiter of [...waiters]) waiter();
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
  });
}

export { HEARTBEAT_FRAME };

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `body` to a request in 64 KiB pieces as fast as the socket takes them, then ends it (a client uploading a large file). */
export function writeInChunks(sent: ClientRequest, body: Buffer, pieceBytes = 64 * 1024): void {
  let offset = 0;
  const pump = (): void => {
    while (offset < body.length) {
      const piece = body.subarray(offset, offset + pieceBytes);
      offset += piece.length;
      if (!sent.write(piece)) return void sent.once('drain', pump);
    }
    sent.end();
  };
  pump();
}
