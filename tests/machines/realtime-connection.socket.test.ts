import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { realtimeConnectionMachine, type RealtimeNotification } from '../../machines/chat/realtime-connection.machine';
import { CHAT_DICTIONARY } from '../../models/realtime/chat';
import { decodeFrame, dictionaryOf, encodeHandshake, encodeKick, encodePush, encodeResponse, HEARTBEAT_FRAME, type PomeloEvent } from '../../models/realtime/pomelo';
import { pomeloSocket, socketUrl } from '../../src/realtime/pomelo-socket';

/** A WebSocket the test plays the server of, in bytes. */
class FakeWebSocket {
  static last: FakeWebSocket;
  binaryType = 'blob';
  readyState = 0;
  sent: Uint8Array[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(bytes: Uint8Array) {
    this.sent.push(bytes);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  frame(bytes: Uint8Array) {
    this.onmessage?.({ data: bytes.slice().buffer });
  }
  /** What the client sent, decoded (a request's route decoded with the dictionary when compressed). */
  sentEvents(): PomeloEvent[] {
    return this.sent.flatMap((bytes) => decodeFrame(bytes, dictionaryOf(CHAT_DICTIONARY)));
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function connect() {
  const notes: RealtimeNotification[] = [];
  const machine = realtimeConnectionMachine.provide({
    actors: { openPomeloSocket: pomeloSocket((address) => `ws://127.0.0.1:1/ws${address}`, (url) => new FakeWebSocket(url) as unknown as WebSocket) },
    actions: { notify: (_, note) => void notes.push(note) },
  });
  const actor = createActor(machine, { input: { address: '/chat', reconnect: false, user: { lang: 'en-US' } }, clock: new SimulatedClock() }).start();
  for (let i = 0; i < 5 && !FakeWebSocket.last?.url; i++) await tick();
  await tick();
  return { actor, notes, ws: FakeWebSocket.last };
}

describe('the real socket with the codec', () => {
  it('speaks binary Pomelo: handshake JSON, ACK, compressed routes from the dictionary, pushes decoded, heartbeats', async () => {
    const { actor, notes, ws } = await connect();
    expect(ws.url).toBe('ws://127.0.0.1:1/ws/chat');
    expect(ws.binaryType).toBe('arraybuffer');
    ws.open();
    expect(ws.sentEvents()).toEqual([{ kind: 'handshake', body: { sys: { type: 'js-websocket', version: '0.0.1', rsa: {} }, user: { lang: 'en-US' } } }]);
    const dict = dictionaryOf(CHAT_DICTIONARY);
    ws.frame(encodeHandshake({ code: 200, sys: { heartbeat: 25, useDict: true, dict: dict.routeToCode }, user: { login: false } }));
    expect(notes).toEqual([{ type: 'rt.open', user: { login: false } }]);
    expect(ws.sent[1]).toEqual(new Uint8Array([2, 0, 0, 0]));
    actor.send({ type: 'rt.request', route: 'chat.chatHandler.entry', body: { customerId: 1 }, tag: 'entry' });
    // Compressed: flag 0x01 set and the 2-byte code of the route instead of its text.
    const request = ws.sent[2]!;
    expect(request[4]).toBe(0x01);
    expect(ws.sentEvents()[2]).toEqual({ kind: 'request', id: 1, route: 'chat.chatHandler.entry', body: { customerId: 1 } });
    ws.frame(encodeResponse(1, { code: 0, visitorId: 'v1' }));
    ws.frame(encodePush('onVisitor', { _id: '5' }, dict));
    expect(notes.slice(1)).toEqual([
      { type: 'rt.response', tag: 'entry', route: 'chat.chatHandler.entry', body: { code: 0, visitorId: 'v1' } },
      { type: 'rt.push', route: 'onVisitor', body: { _id: '5' } },
    ]);
    ws.frame(HEARTBEAT_FRAME);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.stop();
    expect(ws.closed).toBe(true);
  });

  it('undecodable bytes and a text frame end the connection as a protocol error; a kick as a kick', async () => {
    const first = await connect();
    first.ws.open();
    first.ws.frame(encodeHandshake({ code: 200, sys: {} }));
    first.ws.frame(new Uint8Array([9, 0, 0, 0]));
    expect(first.notes.at(-1)).toMatchObject({ type: 'rt.closed', reason: 'protocolError' });
    expect(first.ws.closed).toBe(true);

    const second = await connect();
    second.ws.open();
    second.ws.onmessage?.({ data: 'hello' });
    expect(second.notes.at(-1)).toMatchObject({ type: 'rt.closed', reason: 'protocolError' });

    const third = await connect();
    third.ws.open();
    third.ws.frame(encodeHandshake({ code: 200, sys: {} }));
    third.ws.frame(encodeKick('replaced'));
    expect(third.notes.at(-1)).toEqual({ type: 'rt.closed', reason: 'kicked', error: null });
  });

  it('a socket that closes is a drop', async () => {
    const { notes, ws } = await connect();
    ws.open();
    ws.onclose?.();
    expect(notes).toEqual([{ type: 'rt.closed', reason: 'dropped', error: null }]);
  });

  it('builds the socket address from the socket base', () => {
    const page = { protocol: 'https:', host: 'play.example:8443' };
    expect(socketUrl('/chat', undefined, page)).toBe('wss://play.example:8443/ws/chat');
    expect(socketUrl('/chat', '/realtime', { protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/realtime/chat');
    expect(socketUrl('/chat', 'wss://rt.example/ws', page)).toBe('wss://rt.example/ws/chat');
    expect(socketUrl('ws://10.0.0.2:9000/room', undefined, page)).toBe('ws://10.0.0.2:9000/room');
  });
});
