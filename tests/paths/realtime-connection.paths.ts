import { fromCallback } from 'xstate';
import { realtimeConnectionMachine, type RealtimeConnectionEvent } from '../../machines/chat/realtime-connection.machine';
import { HandshakeCode } from '../../models/realtime/pomelo';
import type { PathSuite } from './generate';

const received = (packet: Extract<RealtimeConnectionEvent, { type: 'socket.received' }>['packet']) => ({ type: 'socket.received', packet }) as const;

/** The handshake's answers: accepted with a 3 s heartbeat or without one, an old client, another refusal. */
export const HANDSHAKE_OK = received({ kind: 'handshake', body: { code: HandshakeCode.ok, sys: { heartbeat: 3 }, user: { id: 7 } } });
const HANDSHAKE_NO_HEARTBEAT = received({ kind: 'handshake', body: { code: HandshakeCode.ok } });
const HANDSHAKE_OLD_CLIENT = received({ kind: 'handshake', body: { code: HandshakeCode.oldClient } });
const HANDSHAKE_REFUSED = received({ kind: 'handshake', body: { code: HandshakeCode.useError } });

/**
 * One Pomelo connection, driven by what its socket sends back (the socket itself, injected, sends
 * nothing here): it opens, the handshake is accepted (with or without a heartbeat) or refused, the
 * server pings, pushes, answers the request or kicks; the owner requests, notifies, disconnects;
 * the socket closes or sends bytes the codec cannot read; the heartbeat's deadline passes; with
 * `reconnect` a drop waits its backoff and connects again. Retries counted in context do not make
 * vertices (the last of ten is the same state).
 */
const suite = (reconnect: boolean): PathSuite<typeof realtimeConnectionMachine> => ({
  machine: realtimeConnectionMachine,
  input: { address: '/chat', reconnect, user: { token: 't' } },
  events: [
    { type: 'socket.opened' },
    HANDSHAKE_OK,
    HANDSHAKE_NO_HEARTBEAT,
    HANDSHAKE_OLD_CLIENT,
    HANDSHAKE_REFUSED,
    received({ kind: 'heartbeat' }),
    received({ kind: 'push', route: 'onChat', body: { text: 'hi' } }),
    received({ kind: 'response', id: 1, body: { ok: true } }),
    received({ kind: 'kick', reason: 'another login' }),
    { type: 'socket.closed' },
    { type: 'socket.failed', error: 'bad package' },
    { type: 'rt.request', route: 'chat.send', body: { text: 'hi' }, tag: 'm1' },
    { type: 'rt.notify', route: 'chat.typing', body: {} },
    { type: 'rt.disconnect' },
  ],
  provide: { actors: { openPomeloSocket: fromCallback(() => {}) } },
});

export const reconnectingPaths = suite(true);
export const oneShotPaths = suite(false);
