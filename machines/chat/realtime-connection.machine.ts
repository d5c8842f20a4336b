import { assign, enqueueActions, fromCallback, sendTo, setup, type CallbackActorLogic } from 'xstate';
import { CLIENT_TYPE, CLIENT_VERSION, HandshakeCode, type HandshakeRequest, type HandshakeResponse, type PomeloEvent } from '../../models/realtime/pomelo';
import { RECONNECT_MAX_ATTEMPTS, reconnectDelay } from '../../models/realtime/reconnect';

/**
 * One Pomelo connection (spec §4 "Realtime connection", §7; the protocol's §3 lifecycle) as a
 * statechart: connecting → handshaking → open → closed, with the heartbeat, the kick, requests
 * matched to responses by id, pushes, and reconnecting with the backoff of
 * models/realtime/reconnect.ts when the owner asked for it.
 *
 * The socket is an injected callback actor (`openPomeloSocket`) that owns the WebSocket and the
 * codec: it takes the packets below and sends back what arrives, one decoded packet at a time,
 * so this machine (and the journal) deal in packets, never in bytes. The owner hears everything
 * through the `notify` action (its `sendParent`), as `RealtimeNotification`s.
 */

/** What the connection asks the socket to send (the client → server side of the protocol). */
export type PomeloOutgoing =
  | { kind: 'handshake'; body: HandshakeRequest }
  | { kind: 'handshakeAck' }
  | { kind: 'heartbeat' }
  | { kind: 'request'; id: number; route: string; body: unknown }
  | { kind: 'notify'; route: string; body: unknown };

/** Events the connection sends its socket. */
export type SocketCommand = { type: 'socket.send'; packet: PomeloOutgoing };

/** Events the socket sends back: opened, each decoded packet, undecodable bytes, closed. */
export type SocketEvent =
  | { type: 'socket.opened' }
  | { type: 'socket.received'; packet: PomeloEvent }
  | { type: 'socket.failed'; error: string }
  | { type: 'socket.closed' };

export interface SocketInput {
  /** A path under the socket base (runtime config `wsBase`) or an absolute ws(s) URL. */
  address: string;
}

/** The injected socket: a WebSocket with the codec (src/realtime/pomelo-socket.ts), a fake in tests. */
export type PomeloSocketLogic = CallbackActorLogic<SocketCommand, SocketInput, SocketEvent>;

/** Ids are numbered 1, 2, 3 … and kept below 2^31 (the reference codec corrupts larger ones). */
export const REQUEST_ID_LIMIT = 2 ** 31;
export const nextRequestId = (id: number): number => (id + 1 >= REQUEST_ID_LIMIT ? 1 : id + 1);

/** The error texts of a refused handshake, as the protocol names them. */
export const HANDSHAKE_ERROR = { oldClient: 'client version not satisfied', failed: 'handshake failed' } as const;

export type CloseReason =
  /** The owner asked (`rt.disconnect`): never reconnects. */
  | 'disconnected'
  /** The server kicked the connection: never reconnects. */
  | 'kicked'
  /** The handshake was refused (501 or another code): never reconnects. */
  | 'handshakeFailed'
  /** No package within twice the heartbeat interval. */
  | 'heartbeatTimeout'
  /** The socket closed (or never opened). */
  | 'dropped'
  /** Bytes the codec could not read. */
  | 'protocolError';

export type RealtimeNotification =
  /** The handshake succeeded; `user` is the server's handshake `user` data. */
  | { type: 'rt.open'; user: unknown }
  | { type: 'rt.push'; route: string; body: unknown }
  | { type: 'rt.response'; tag: string; route: string; body: unknown }
  /** The request got no answer: not connected, or the connection dropped while it waited. */
  | { type: 'rt.requestFailed'; tag: string; route: string; error: string }
  | { type: 'rt.reconnecting'; attempt: number; delayMs: number }
  /** The connection is over for good (no reconnect follows). */
  | { type: 'rt.closed'; reason: CloseReason; error: string | null };

export type RealtimeConnectionEvent =
  | SocketEvent
  /** `tag` is the owner's: its answer comes back with it. */
  | { type: 'rt.request'; route: string; body: unknown; tag: string }
  | { type: 'rt.notify'; route: string; body: unknown }
  | { type: 'rt.disconnect' };

export interface RealtimeConnectionInput {
  address: string;
  /** Reconnect after a drop (5 s doubling, at most 10 tries); off for the customer-service chat. */
  reconnect: boolean;
  /** Handshake `user` data (the chat sends `{ token }` when logged in; the journal redacts it). */
  user?: unknown;
}

interface PendingRequest {
  route: string;
  tag: string;
}

export interface RealtimeConnectionContext {
  address: string;
  reconnect: boolean;
  user: unknown;
  /** From the handshake (seconds × 1000); null when the server runs no heartbeat. */
  heartbeatMs: number | null;
  nextId: number;
  /** Requests waiting for their response, by id. */
  pending: Record<number, PendingRequest>;
  /** Reconnect tries since the last open. */
  attempts: number;
  reason: CloseReason | null;
  error: string | null;
}

const handshakeOf = (event: RealtimeConnectionEvent): HandshakeResponse | null =>
  event.type === 'socket.received' && event.packet.kind === 'handshake' ? (event.packet.body as HandshakeResponse) : null;
const packetKind = (event: RealtimeConnectionEvent) => (event.type === 'socket.received' ? event.packet.kind : null);

export const realtimeConnectionMachine = setup({
  types: {
    context: {} as RealtimeConnectionContext,
    events: {} as RealtimeConnectionEvent,
    input: {} as RealtimeConnectionInput,
    children: {} as { socket: 'openPomeloSocket' },
  },
  actors: {
    openPomeloSocket: fromCallback<SocketCommand, SocketInput, SocketEvent>(() => {
      throw new Error('realtime connection: the openPomeloSocket actor must be provided');
    }) as PomeloSocketLogic,
  },
  actions: {
    /** To the owner (its `sendParent`). */
    notify: (_, _notification: RealtimeNotification) => {},
    sendHandshake: enqueueActions(({ context, enqueue }) => {
      const body: HandshakeRequest = { sys: { type: CLIENT_TYPE, version: CLIENT_VERSION, rsa: {} }, ...(context.user === undefined ? {} : { user: context.user }) };
      enqueue.sendTo('socket', { type: 'socket.send', packet: { kind: 'handshake', body } } satisfies SocketCommand);
    }),
    sendHeartbeat: sendTo('socket', { type: 'socket.send', packet: { kind: 'heartbeat' } } satisfies SocketCommand),
    request: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'rt.request') return;
      const id = context.nextId;
      enqueue.assign({ nextId: nextRequestId(id), pending: { ...context.pending, [id]: { route: event.route, tag: event.tag } } });
      enqueue.sendTo('socket', { type: 'socket.send', packet: { kind: 'request', id, route: event.route, body: event.body } } satisfies SocketCommand);
    }),
    sendNotify: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'rt.notify') return;
      enqueue.sendTo('socket', { type: 'socket.send', packet: { kind: 'notify', route: event.route, body: event.body } } satisfies SocketCommand);
    }),
  },
  guards: {
    handshakeOk: ({ event }) => handshakeOf(event)?.code === HandshakeCode.ok,
    handshakeOldClient: ({ event }) => handshakeOf(event)?.code === HandshakeCode.oldClient,
    isHandshake: ({ event }) => handshakeOf(event) !== null,
    isKick: ({ event }) => packetKind(event) === 'kick',
    isHeartbeat: ({ event }) => packetKind(event) === 'heartbeat',
    heartbeatOn: ({ context }) => context.heartbeatMs !== null,
    mayReconnect: ({ context }) => context.reconnect && context.attempts < RECONNECT_MAX_ATTEMPTS,
  },
  delays: {
    reconnect: ({ context }) => reconnectDelay(context.attempts),
    /** How long our answer to a server heartbeat waits (the handshake's interval). */
    heartbeatInterval: ({ context }) => context.heartbeatMs ?? 0,
    /** No package for twice the interval: the connection is dead (protocol §3.4). */
    heartbeatDeadline: ({ context }) => 2 * (context.heartbeatMs ?? 0),
  },
}).createMachine({
  id: 'realtimeConnection',
  context: ({ input }) => ({
    address: input.address,
    reconnect: input.reconnect,
    user: input.user,
    heartbeatMs: null,
    nextId: 1,
    pending: {},
    attempts: 0,
    reason: null,
    error: null,
  }),
  on: {
    // Open overrides this: anywhere else there is nothing to send a request on.
    'rt.request': {
      actions: enqueueActions(({ event, enqueue }) => {
        enqueue({ type: 'notify', params: { type: 'rt.requestFailed', tag: event.tag, route: event.route, error: 'not connected' } });
      }),
    },
  },
  initial: 'live',
  states: {
    // The socket lives as long as this state: leaving it closes the WebSocket.
    live: {
      invoke: { id: 'socket', src: 'openPomeloSocket', input: ({ context }) => ({ address: context.address }) },
      initial: 'connecting',
      on: {
        'socket.closed': { target: 'dropped', actions: assign({ reason: 'dropped', error: null }) },
        'socket.failed': { target: 'dropped', actions: assign({ reason: 'protocolError', error: ({ event }) => event.error }) },
        'rt.disconnect': { target: 'closed', actions: assign({ reason: 'disconnected', error: null }) },
        'socket.received': { guard: 'isKick', target: 'closed', actions: assign({ reason: 'kicked', error: null }) },
      },
      states: {
        connecting: { on: { 'socket.opened': { target: 'handshaking', actions: 'sendHandshake' } } },
        handshaking: {
          on: {
            'socket.received': [
              {
                guard: 'handshakeOk',
                target: 'open',
                actions: assign({
                  heartbeatMs: ({ event }) => {
                    const seconds = handshakeOf(event)?.sys?.heartbeat;
                    return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : null;
                  },
                }),
              },
              { guard: 'handshakeOldClient', target: '#realtimeConnection.closed', actions: assign({ reason: 'handshakeFailed', error: HANDSHAKE_ERROR.oldClient }) },
              { guard: 'isHandshake', target: '#realtimeConnection.closed', actions: assign({ reason: 'handshakeFailed', error: HANDSHAKE_ERROR.failed }) },
              { guard: 'isKick', target: '#realtimeConnection.closed', actions: assign({ reason: 'kicked', error: null }) },
            ],
          },
        },
        open: {
          type: 'parallel',
          description: 'Handshake done: requests, notifies and pushes flow; the heartbeat runs beside them.',
          tags: ['open'],
          entry: enqueueActions(({ event, enqueue }) => {
            enqueue.sendTo('socket', { type: 'socket.send', packet: { kind: 'handshakeAck' } } satisfies SocketCommand);
            enqueue.assign({ attempts: 0, reason: null, error: null });
            enqueue({ type: 'notify', params: { type: 'rt.open', user: handshakeOf(event)?.user } });
          }),
          // Pending requests never get their answer once the socket is gone (protocol §3.6 pitfall).
          exit: enqueueActions(({ context, enqueue }) => {
            for (const waiting of Object.values(context.pending)) {
              enqueue({ type: 'notify', params: { type: 'rt.requestFailed', tag: waiting.tag, route: waiting.route, error: 'connection closed' } });
            }
            enqueue.assign({ pending: {} });
          }),
          states: {
            traffic: {
              initial: 'flowing',
              states: {
                flowing: {
                  on: {
                    'socket.received': [
                      { guard: 'isKick', target: '#realtimeConnection.closed', actions: assign({ reason: 'kicked', error: null }) },
                      {
                        actions: enqueueActions(({ context, event, enqueue }) => {
                          const { packet } = event;
                          if (packet.kind === 'push') {
                            enqueue({ type: 'notify', params: { type: 'rt.push', route: packet.route, body: packet.body } });
                          } else if (packet.kind === 'response') {
                            // A response to an id we never sent (or already failed) is dropped quietly.
                            const waiting = context.pending[packet.id];
                            if (!waiting) return;
                            const { [packet.id]: _answered, ...pending } = context.pending;
                            enqueue.assign({ pending });
                            enqueue({ type: 'notify', params: { type: 'rt.response', tag: waiting.tag, route: waiting.route, body: packet.body } });
                          }
                        }),
                      },
                    ],
                    'rt.request': { actions: 'request' },
                    'rt.notify': { actions: 'sendNotify' },
                  },
                },
              },
            },
            // Protocol §3.4: the server pings; we answer one interval later; no package for twice the interval ends the connection.
            heartbeat: {
              initial: 'starting',
              states: {
                starting: { always: [{ guard: 'heartbeatOn', target: 'listening' }, { target: 'off' }] },
                off: { description: 'The handshake named no heartbeat.' },
                // The deadline runs from the open too: the server pings right after the ACK.
                listening: {
                  description: 'Waiting for any package before the deadline; each one pushes it back.',
                  after: { heartbeatDeadline: { target: '#realtimeConnection.dropped', actions: assign({ reason: 'heartbeatTimeout', error: null }) } },
                  on: {
                    'socket.received': [
                      { guard: 'isHeartbeat', target: 'answering' },
                      { target: 'listening', reenter: true },
                    ],
                  },
                },
                answering: {
                  description: 'A server heartbeat came: ours goes out one interval later; the deadline waits for it.',
                  after: { heartbeatInterval: { target: 'listening', actions: 'sendHeartbeat' } },
                },
              },
            },
          },
        },
      },
    },
    dropped: {
      always: [{ guard: 'mayReconnect', target: 'waiting' }, { target: 'closed' }],
    },
    waiting: {
      entry: [
        assign({ attempts: ({ context }) => context.attempts + 1 }),
        { type: 'notify', params: ({ context }) => ({ type: 'rt.reconnecting', attempt: context.attempts, delayMs: reconnectDelay(context.attempts) }) as const },
      ],
      after: { reconnect: 'live' },
      on: {
        'rt.disconnect': { target: 'closed', actions: assign({ reason: 'disconnected', error: null }) },
      },
    },
    closed: {
      type: 'final',
      entry: { type: 'notify', params: ({ context }) => ({ type: 'rt.closed', reason: context.reason ?? 'disconnected', error: context.error }) as const },
    },
  },
});

export type RealtimeConnectionMachine = typeof realtimeConnectionMachine;
