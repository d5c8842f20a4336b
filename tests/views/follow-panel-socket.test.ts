import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { RoomSocketEvent } from '../../machines/games/follow/room-socket';
import { connectRoomSocket, roomSocketUrl } from '../../src/realtime/room-connection';
import { roomSocket } from '../../src/realtime/room-socket';

/**
 * The follow panel's socket in the browser (src/realtime/room-socket.ts, room-connection.ts):
 * where it connects, what it reports and sends, and that it closes when its actor stops — on a
 * WebSocket stand-in that records what the code does with it.
 */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static last: FakeSocket | null = null;
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
  }
  /** The server side. */
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  message(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}
const Socket = FakeSocket as unknown as typeof WebSocket;
const page = { protocol: 'http:', host: 'fastdraw.test:8080' };
const access = { ipAddr: '', jwt: 'a.b+c' };

describe('room socket address', () => {
  it('is the page’s socket base unless accessRoom names a host', () => {
    expect(roomSocketUrl(access, undefined, page)).toBe('ws://fastdraw.test:8080/ws/room?token=a.b%2Bc');
    expect(roomSocketUrl(access, '/realtime/', { protocol: 'https:', host: 'fastdraw.test' })).toBe('wss://fastdraw.test/realtime/room?token=a.b%2Bc');
    expect(roomSocketUrl(access, 'wss://rt.example.com/ws', page)).toBe('wss://rt.example.com/ws/room?token=a.b%2Bc');
    expect(roomSocketUrl({ ipAddr: 'rt.example.com:9000', jwt: 'x' }, '/ws', page)).toBe('ws://rt.example.com:9000/room?token=x');
    expect(roomSocketUrl({ ipAddr: 'https://rt.example.com/ws', jwt: 'x' }, '/ws', page)).toBe('wss://rt.example.com/ws/room?token=x');
  });
});

describe('room connection', () => {
  it('reports the open, JSON frames (not other data) and the close code, once', () => {
    const events: RoomSocketEvent[] = [];
    const connection = connectRoomSocket(access, undefined, (e) => events.push(e), page, Socket);
    const socket = FakeSocket.last!;
    expect(socket.url).toBe('ws://fastdraw.test:8080/ws/room?token=a.b%2Bc');
    connection.send({ type: 'ping' });
    expect(socket.sent).toEqual([]);
    socket.open();
    connection.send({ type: 'ping' });
    socket.message('{"type":"pong"}');
    socket.message('not json');
    socket.message(new ArrayBuffer(2));
    socket.drop(4001);
    socket.drop(1006);
    expect(socket.sent).toEqual(['{"type":"ping"}']);
    expect(events).toEqual([{ type: 'room.opened' }, { type: 'room.frame', frame: { type: 'pong' } }, { type: 'room.closed', code: 4001 }]);
  });

  it('closing it closes the socket and reports nothing more', () => {
    const events: RoomSocketEvent[] = [];
    const connection = connectRoomSocket(access, undefined, (e) => events.push(e), page, Socket);
    const socket = FakeSocket.last!;
    socket.open();
    connection.close();
    expect(socket.closedWith).toBe(1000);
    socket.message('{"type":"pong"}');
    expect(events).toEqual([{ type: 'room.opened' }]);
  });
});

describe('room socket actor', () => {
  const parent = (logic: ReturnType<typeof roomSocket>) =>
    setup({ types: { context: {} as { events: RoomSocketEvent[] }, events: {} as RoomSocketEvent | { type: 'ping' } }, actors: { socket: logic } }).createMachine({
      context: { events: [] },
      invoke: { id: 'socket', src: 'socket', input: access },
      on: {
        'room.opened': { actions: assign({ events: ({ context, event }) => [...context.events, event as RoomSocketEvent] }) },
        'room.frame': { actions: assign({ events: ({ context, event }) => [...context.events, event as RoomSocketEvent] }) },
        'room.closed': { actions: assign({ events: ({ context, event }) => [...context.events, event as RoomSocketEvent] }) },
        ping: { actions: ({ self }) => self.getSnapshot().children.socket?.send({ type: 'room.send', frame: { type: 'ping' } }) },
      },
    });

  it('loads the connection, passes frames both ways and closes the socket when stopped', async () => {
    const load = async () => {
      const module = await import('../../src/realtime/room-connection');
      return { ...module, connectRoomSocket: (a: typeof access, base: string | undefined, report: (e: RoomSocketEvent) => void) => module.connectRoomSocket(a, base, report, page, Socket) };
    };
    const actor = createActor(parent(roomSocket('/ws', load))).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const socket = FakeSocket.last!;
    socket.open();
    actor.send({ type: 'ping' });
    socket.message('{"type":"pong"}');
    expect(socket.sent).toEqual(['{"type":"ping"}']);
    expect(actor.getSnapshot().context.events).toEqual([{ type: 'room.opened' }, { type: 'room.frame', frame: { type: 'pong' } }]);
    actor.stop();
    expect(socket.closedWith).toBe(1000);
  });

  it('a connection that cannot load is a socket that failed', async () => {
    const actor = createActor(parent(roomSocket('/ws', () => Promise.reject(new Error('offline'))))).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.events).toEqual([{ type: 'room.closed', code: 1006 }]);
  });
});
