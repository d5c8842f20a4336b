import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  HANDSHAKE_ERROR,
  nextRequestId,
  realtimeConnectionMachine,
  REQUEST_ID_LIMIT,
  type PomeloOutgoing,
  type RealtimeConnectionInput,
  type RealtimeNotification,
  type SocketCommand,
  type SocketEvent,
  type SocketInput,
} from '../../machines/chat/realtime-connection.machine';
import { CLIENT_TYPE, CLIENT_VERSION } from '../../models/realtime/pomelo';
import { RECONNECT_MAX_ATTEMPTS } from '../../models/realtime/reconnect';

/** A socket the test plays the server of: what the machine sent, and a way to answer. */
interface FakeSocket {
  address: string;
  sent: PomeloOutgoing[];
  closed: boolean;
  emit(event: SocketEvent): void;
}

type ConnectionDelays = { heartbeatInterval?: number; heartbeatDeadline?: number };

function connection(input: Partial<RealtimeConnectionInput> = {}, delays: ConnectionDelays = {}) {
  const clock = new SimulatedClock();
  const sockets: FakeSocket[] = [];
  const notes: RealtimeNotification[] = [];
  const machine = realtimeConnectionMachine.provide({
    actors: {
      openPomeloSocket: fromCallback<SocketCommand, SocketInput, SocketEvent>(({ input: socketInput, sendBack, receive }) => {
        const socket: FakeSocket = { address: socketInput.address, sent: [], closed: false, emit: sendBack };
        sockets.push(socket);
        receive((command) => void socket.sent.push(command.packet));
        return () => void (socket.closed = true);
      }),
    },
    actions: { notify: (_, note) => void notes.push(note) },
    delays,
  });
  const actor = createActor(machine, { input: { address: '/ws/chat', reconnect: false, ...input }, clock }).start();
  const socket = () => sockets.at(-1)!;
  const receive = (packet: Extract<SocketEvent, { type: 'socket.received' }>['packet']) => socket().emit({ type: 'socket.received', packet });
  /** Opens the socket and accepts the handshake with a heartbeat of `seconds` (none when null). */
  const open = (seconds: number | null = 5, user?: unknown) => {
    socket().emit({ type: 'socket.opened' });
    receive({ kind: 'handshake', body: { code: 200, sys: seconds === null ? {} : { heartbeat: seconds }, ...(user ? { user } : {}) } });
  };
  const state = () => actor.getSnapshot();
  const kinds = () => socket().sent.map((p) => p.kind);
  const heartbeatsSent = () => socket().sent.filter((p) => p.kind === 'heartbeat').length;
  const types = () => notes.map((n) => n.type);
  return { actor, clock, sockets, socket, notes, open, receive, state, kinds, heartbeatsSent, types };
}

describe('realtime connection: connect and handshake', () => {
  it('opens the socket at the given address, sends the handshake with the user data on open, ACKs a 200 and tells the owner', () => {
    const c = connection({ user: { token: 't-1' } });
    expect(c.state().value).toEqual({ live: 'connecting' });
    expect(c.socket().address).toBe('/ws/chat');
    expect(c.socket().sent).toEqual([]);
    c.socket().emit({ type: 'socket.opened' });
    expect(c.state().value).toEqual({ live: 'handshaking' });
    expect(c.socket().sent).toEqual([{ kind: 'handshake', body: { sys: { type: CLIENT_TYPE, version: CLIENT_VERSION, rsa: {} }, user: { token: 't-1' } } }]);
    c.receive({ kind: 'handshake', body: { code: 200, sys: { heartbeat: 5 }, user: { hello: 1 } } });
    expect(c.state().hasTag('open')).toBe(true);
    expect(c.kinds()).toEqual(['handshake', 'handshakeAck']);
    expect(c.notes).toEqual([{ type: 'rt.open', user: { hello: 1 } }]);
    expect(c.state().context.heartbeatMs).toBe(5000);
  });

  it('handshake 501: closed with "client version not satisfied", no reconnect even when asked', () => {
    const c = connection({ reconnect: true });
    c.socket().emit({ type: 'socket.opened' });
    c.receive({ kind: 'handshake', body: { code: 501 } });
    expect(c.state().status).toBe('done');
    expect(c.notes).toEqual([{ type: 'rt.closed', reason: 'handshakeFailed', error: HANDSHAKE_ERROR.oldClient }]);
    expect(HANDSHAKE_ERROR.oldClient).toBe('client version not satisfied');
    expect(c.socket().closed).toBe(true);
    c.clock.increment(60_000);
    expect(c.sockets).toHaveLength(1);
  });

  it.each([500, 404, 0])('handshake %i: closed with "handshake failed"', (code) => {
    const c = connection({ reconnect: true });
    c.socket().emit({ type: 'socket.opened' });
    c.receive({ kind: 'handshake', body: { code } });
    expect(c.notes).toEqual([{ type: 'rt.closed', reason: 'handshakeFailed', error: 'handshake failed' }]);
    expect(c.state().status).toBe('done');
  });
});

describe('realtime connection: heartbeat', () => {
  it('answers a server heartbeat one interval later, not at once', () => {
    const c = connection();
    c.open(5);
    c.receive({ kind: 'heartbeat' });
    c.clock.increment(4999);
    expect(c.heartbeatsSent()).toBe(0);
    c.clock.increment(1);
    expect(c.heartbeatsSent()).toBe(1);
    // A second server heartbeat while the answer is scheduled adds no second answer.
    c.receive({ kind: 'heartbeat' });
    c.clock.increment(5000);
    expect(c.heartbeatsSent()).toBe(2);
    c.clock.increment(5000);
    expect(c.heartbeatsSent()).toBe(2);
  });

  it('keeps a ping-pong going for a long time without timing out', () => {
    const c = connection();
    c.open(5);
    for (let i = 0; i < 20; i++) {
      c.receive({ kind: 'heartbeat' });
      c.clock.increment(5000); // our answer goes out
      c.clock.increment(10); // the server answers at once
    }
    expect(c.heartbeatsSent()).toBe(20);
    expect(c.state().hasTag('open')).toBe(true);
  });

  it('times out 2× the interval after our heartbeat when nothing arrives, and disconnects', () => {
    const c = connection();
    c.open(5);
    c.receive({ kind: 'heartbeat' });
    c.clock.increment(5000);
    expect(c.heartbeatsSent()).toBe(1);
    c.clock.increment(9999);
    expect(c.state().hasTag('open')).toBe(true);
    c.clock.increment(1);
    expect(c.state().status).toBe('done');
    expect(c.notes.at(-1)).toEqual({ type: 'rt.closed', reason: 'heartbeatTimeout', error: null });
    expect(c.socket().closed).toBe(true);
  });

  it('every incoming package pushes the deadline back', () => {
    const c = connection();
    c.open(5);
    c.receive({ kind: 'heartbeat' });
    c.clock.increment(5000); // answer sent; deadline in 10 s
    c.clock.increment(8000);
    c.receive({ kind: 'push', route: 'onVisitor', body: {} });
    c.clock.increment(8000); // 16 s after our heartbeat, 8 s after the push
    expect(c.state().hasTag('open')).toBe(true);
    c.clock.increment(2000);
    expect(c.state().status).toBe('done');
    expect(c.notes.at(-1)).toMatchObject({ reason: 'heartbeatTimeout' });
  });

  it('times out when the server never pings after the open', () => {
    const c = connection();
    c.open(3);
    c.clock.increment(5999);
    expect(c.state().hasTag('open')).toBe(true);
    c.clock.increment(1);
    expect(c.notes.at(-1)).toMatchObject({ type: 'rt.closed', reason: 'heartbeatTimeout' });
  });

  it('is a region of its own: listening → answering → listening, visible in the state value', () => {
    const c = connection();
    c.open(5);
    const heartbeat = () => (c.state().value as { live: { open: { heartbeat: string } } }).live.open.heartbeat;
    expect(heartbeat()).toBe('listening');
    c.receive({ kind: 'heartbeat' });
    expect(heartbeat()).toBe('answering');
    c.clock.increment(5000);
    expect(heartbeat()).toBe('listening');
  });

  it('takes its interval and deadline from named delays a test (or the owner) can provide', () => {
    const c = connection({}, { heartbeatInterval: 100, heartbeatDeadline: 300 });
    c.open(5);
    c.receive({ kind: 'heartbeat' });
    c.clock.increment(100);
    expect(c.heartbeatsSent()).toBe(1);
    c.clock.increment(299);
    expect(c.state().hasTag('open')).toBe(true);
    c.clock.increment(1);
    expect(c.notes.at(-1)).toEqual({ type: 'rt.closed', reason: 'heartbeatTimeout', error: null });
  });

  it('runs no heartbeat when the handshake names none', () => {
    const c = connection();
    c.open(null);
    c.receive({ kind: 'heartbeat' });
    c.clock.increment(10 * 60_000);
    expect(c.heartbeatsSent()).toBe(0);
    expect(c.state().hasTag('open')).toBe(true);
  });
});

describe('realtime connection: requests, notifies and pushes', () => {
  it('numbers requests 1, 2, 3…, answers each by its tag and route, and forwards pushes', () => {
    const c = connection();
    c.open();
    c.actor.send({ type: 'rt.request', route: 'chat.chatHandler.entry', body: { a: 1 }, tag: 'entry' });
    c.actor.send({ type: 'rt.request', route: 'chat.chatHandler.pull', body: { page: 1 }, tag: 'pull' });
    c.actor.send({ type: 'rt.notify', route: 'chat.chatHandler.typing', body: {} });
    expect(c.socket().sent.slice(2)).toEqual([
      { kind: 'request', id: 1, route: 'chat.chatHandler.entry', body: { a: 1 } },
      { kind: 'request', id: 2, route: 'chat.chatHandler.pull', body: { page: 1 } },
      { kind: 'notify', route: 'chat.chatHandler.typing', body: {} },
    ]);
    c.receive({ kind: 'response', id: 2, body: { code: 0 } });
    c.receive({ kind: 'push', route: 'onVisitor', body: { _id: '9' } });
    c.receive({ kind: 'response', id: 1, body: { code: 0, visitorId: 'v' } });
    expect(c.notes.slice(1)).toEqual([
      { type: 'rt.response', tag: 'pull', route: 'chat.chatHandler.pull', body: { code: 0 } },
      { type: 'rt.push', route: 'onVisitor', body: { _id: '9' } },
      { type: 'rt.response', tag: 'entry', route: 'chat.chatHandler.entry', body: { code: 0, visitorId: 'v' } },
    ]);
    expect(c.state().context.pending).toEqual({});
  });

  it('ignores a response to an unknown id (and a second response to the same id)', () => {
    const c = connection();
    c.open();
    c.actor.send({ type: 'rt.request', route: 'r', body: {}, tag: 't' });
    c.receive({ kind: 'response', id: 77, body: {} });
    c.receive({ kind: 'response', id: 1, body: { code: 0 } });
    c.receive({ kind: 'response', id: 1, body: { code: 0 } });
    expect(c.types()).toEqual(['rt.open', 'rt.response']);
    expect(c.state().hasTag('open')).toBe(true);
  });

  it('keeps ids below 2^31: after 2^31 - 1 comes 1', () => {
    expect(nextRequestId(1)).toBe(2);
    expect(nextRequestId(REQUEST_ID_LIMIT - 2)).toBe(REQUEST_ID_LIMIT - 1);
    expect(nextRequestId(REQUEST_ID_LIMIT - 1)).toBe(1);
  });

  it('refuses a request before the connection is open', () => {
    const c = connection();
    c.actor.send({ type: 'rt.request', route: 'r', body: {}, tag: 'early' });
    expect(c.notes).toEqual([{ type: 'rt.requestFailed', tag: 'early', route: 'r', error: 'not connected' }]);
    expect(c.socket().sent).toEqual([]);
  });

  it('fails every pending request when the connection drops, before saying it closed', () => {
    const c = connection();
    c.open();
    c.actor.send({ type: 'rt.request', route: 'a', body: {}, tag: 'one' });
    c.actor.send({ type: 'rt.request', route: 'b', body: {}, tag: 'two' });
    c.socket().emit({ type: 'socket.closed' });
    expect(c.notes.slice(1)).toEqual([
      { type: 'rt.requestFailed', tag: 'one', route: 'a', error: 'connection closed' },
      { type: 'rt.requestFailed', tag: 'two', route: 'b', error: 'connection closed' },
      { type: 'rt.closed', reason: 'dropped', error: null },
    ]);
  });

  it('undecodable bytes close the connection as a protocol error', () => {
    const c = connection();
    c.open();
    c.socket().emit({ type: 'socket.failed', error: 'unknown route code 9' });
    expect(c.notes.at(-1)).toEqual({ type: 'rt.closed', reason: 'protocolError', error: 'unknown route code 9' });
    expect(c.socket().closed).toBe(true);
  });
});

describe('realtime connection: kick, disconnect and reconnect', () => {
  it('a kick closes for good: no reconnect even with reconnect on', () => {
    const c = connection({ reconnect: true });
    c.open();
    c.actor.send({ type: 'rt.request', route: 'r', body: {}, tag: 't' });
    c.receive({ kind: 'kick', reason: 'logged in elsewhere' });
    expect(c.notes.slice(1)).toEqual([
      { type: 'rt.requestFailed', tag: 't', route: 'r', error: 'connection closed' },
      { type: 'rt.closed', reason: 'kicked', error: null },
    ]);
    c.socket().emit({ type: 'socket.closed' });
    c.clock.increment(10 * 60_000);
    expect(c.sockets).toHaveLength(1);
  });

  it('a deliberate disconnect closes the socket and never reconnects', () => {
    const c = connection({ reconnect: true });
    c.open();
    c.actor.send({ type: 'rt.disconnect' });
    expect(c.socket().closed).toBe(true);
    expect(c.notes.at(-1)).toEqual({ type: 'rt.closed', reason: 'disconnected', error: null });
    c.clock.increment(10 * 60_000);
    expect(c.sockets).toHaveLength(1);
  });

  it('with reconnect off (the chat socket) a drop closes for good', () => {
    const c = connection({ reconnect: false });
    c.open();
    c.socket().emit({ type: 'socket.closed' });
    expect(c.types()).toEqual(['rt.open', 'rt.closed']);
    c.clock.increment(10 * 60_000);
    expect(c.sockets).toHaveLength(1);
  });

  it('with reconnect on: tries after 5 s, 10 s, 20 s … at most 10 times, then closes', () => {
    const c = connection({ reconnect: true });
    c.open();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= RECONNECT_MAX_ATTEMPTS; attempt++) {
      c.socket().emit({ type: 'socket.closed' });
      const note = c.notes.at(-1)!;
      expect(note).toMatchObject({ type: 'rt.reconnecting', attempt });
      const delay = (note as { delayMs: number }).delayMs;
      delays.push(delay);
      const before = c.sockets.length;
      c.clock.increment(delay - 1);
      expect(c.sockets).toHaveLength(before);
      c.clock.increment(1);
      expect(c.sockets).toHaveLength(before + 1);
    }
    expect(delays).toEqual([5000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 1_280_000, 2_560_000]);
    c.socket().emit({ type: 'socket.closed' });
    expect(c.notes.at(-1)).toEqual({ type: 'rt.closed', reason: 'dropped', error: null });
    expect(c.state().status).toBe('done');
  });

  it('a successful open resets the count: the next drop waits 5 s again', () => {
    const c = connection({ reconnect: true });
    c.open();
    c.socket().emit({ type: 'socket.closed' });
    c.clock.increment(5000);
    c.socket().emit({ type: 'socket.closed' });
    expect(c.notes.at(-1)).toMatchObject({ attempt: 2, delayMs: 10_000 });
    c.clock.increment(10_000);
    c.open();
    expect(c.types().filter((t) => t === 'rt.open')).toHaveLength(2);
    expect(c.state().context.attempts).toBe(0);
    c.socket().emit({ type: 'socket.closed' });
    expect(c.notes.at(-1)).toMatchObject({ type: 'rt.reconnecting', attempt: 1, delayMs: 5000 });
  });

  it('a heartbeat timeout reconnects when reconnect is on, with a full new handshake', () => {
    const c = connection({ reconnect: true });
    c.open(5);
    c.clock.increment(10_000);
    expect(c.notes.at(-1)).toMatchObject({ type: 'rt.reconnecting', attempt: 1 });
    c.clock.increment(5000);
    expect(c.sockets).toHaveLength(2);
    c.open(5);
    expect(c.kinds()).toEqual(['handshake', 'handshakeAck']);
  });

  it('a disconnect while waiting to reconnect stops the tries', () => {
    const c = connection({ reconnect: true });
    c.open();
    c.socket().emit({ type: 'socket.closed' });
    c.actor.send({ type: 'rt.disconnect' });
    expect(c.notes.at(-1)).toEqual({ type: 'rt.closed', reason: 'disconnected', error: null });
    c.clock.increment(60_000);
    expect(c.sockets).toHaveLength(1);
  });
});
