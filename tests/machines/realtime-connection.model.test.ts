import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { HANDSHAKE_ERROR, type RealtimeNotification, type SocketCommand } from '../../machines/chat/realtime-connection.machine';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { oneShotPaths, reconnectingPaths } from '../paths/realtime-connection.paths';

/**
 * Generated paths of the realtime connection (tests/paths/realtime-connection.paths.ts) on a live
 * actor: what it sends its socket and tells its owner in each state. The real socket and codec are
 * tests/machines/realtime-connection.socket.test.ts.
 */
for (const [name, paths] of [
  ['reconnecting', reconnectingPaths],
  ['one-shot', oneShotPaths],
] as const) {
  describe(`realtime connection (${name}) — generated paths`, () => {
    for (const path of generatePaths(paths)) {
      it(describePath(paths.machine, path), async () => {
        const told: RealtimeNotification[] = [];
        const sent: SocketCommand['packet'][] = [];
        const suite = {
          ...paths,
          provide: {
            actors: { openPomeloSocket: fromCallback<SocketCommand>(({ receive }) => receive((command) => void sent.push(command.packet))) },
            actions: { notify: (_: unknown, notification: RealtimeNotification) => void told.push(notification) },
          },
        } as typeof paths;
        await replayPath(suite, path, (snapshot, event) => {
          const { reason, error, pending, heartbeatMs, attempts } = snapshot.context;
          const last = told.at(-1);
          if (snapshot.matches({ live: 'handshaking' })) expect(sent.at(-1)).toMatchObject({ kind: 'handshake', body: { user: { token: 't' } } });
          if (snapshot.matches({ live: 'open' })) {
            expect([snapshot.hasTag('open'), attempts, reason]).toEqual([true, 0, null]);
            expect(sent).toContainEqual({ kind: 'handshakeAck' });
            expect(told.filter((n) => n.type === 'rt.open')).toEqual([{ type: 'rt.open', user: heartbeatMs === null ? undefined : { id: 7 } }]);
            expect(snapshot.matches({ live: { open: { heartbeat: 'off' } } })).toBe(heartbeatMs === null);
            // A request goes out with its id and waits; its response (id 1) is told with the owner's tag.
            if (event.type === 'rt.request') expect([sent.at(-1), pending]).toEqual([{ kind: 'request', id: 1, route: 'chat.send', body: { text: 'hi' } }, { 1: { route: 'chat.send', tag: 'm1' } }]);
            if (event.type === 'rt.notify') expect(sent.at(-1)).toEqual({ kind: 'notify', route: 'chat.typing', body: {} });
            const packet = (event as { packet?: { kind: string } }).packet;
            if (packet?.kind === 'push') expect(last).toEqual({ type: 'rt.push', route: 'onChat', body: { text: 'hi' } });
            if (packet?.kind === 'response' && told.some((n) => n.type === 'rt.response')) expect(pending).toEqual({});
          } else {
            expect(pending).toEqual({});
            // Nothing to send a request on: it fails at once.
            if (event.type === 'rt.request') expect(last).toMatchObject({ type: 'rt.requestFailed', tag: 'm1', error: 'not connected' });
          }
          // The heartbeat: ours goes out an interval after the server's.
          if (event.type.startsWith('xstate.after.') && snapshot.matches({ live: { open: { heartbeat: 'listening' } } })) expect(sent.at(-1)).toEqual({ kind: 'heartbeat' });
          if (snapshot.matches('waiting')) {
            expect(paths.input?.reconnect).toBe(true);
            expect(last).toMatchObject({ type: 'rt.reconnecting', attempt: attempts });
          }
          if (snapshot.matches('closed')) {
            expect(last).toEqual({ type: 'rt.closed', reason, error });
            if (reason === 'handshakeFailed') expect(Object.values(HANDSHAKE_ERROR)).toContain(error);
            if (reason === 'dropped' || reason === 'protocolError' || reason === 'heartbeatTimeout') expect(paths.input?.reconnect).toBe(false);
          }
        });
      });
    }
  });
}
