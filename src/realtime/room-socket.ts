import { fromCallback } from 'xstate';
import type { RoomAccess, RoomSocketCommand, RoomSocketEvent } from '../../machines/games/follow/room-socket';
import type { RoomConnection } from './room-connection';

/**
 * The follow room machine's `openRoomSocket` in the browser: a callback actor over one
 * WebSocket (src/realtime/room-connection.ts, loaded the first time a room opens, so the first
 * page does not carry it). Stopping the actor closes the socket; a chunk that fails to load is a
 * socket that failed (1006), which the machine retries like any other.
 */
export function roomSocket(wsBase: string | undefined, load: () => Promise<typeof import('./room-connection')> = () => import('./room-connection')) {
  return fromCallback<RoomSocketCommand, RoomAccess, RoomSocketEvent>(({ input, sendBack, receive }) => {
    let stopped = false;
    let connection: RoomConnection | null = null;
    load().then(
      ({ connectRoomSocket }) => {
        if (!stopped) connection = connectRoomSocket(input, wsBase, sendBack);
      },
      () => !stopped && sendBack({ type: 'room.closed', code: 1006 }),
    );
    receive((command) => connection?.send(command.frame));
    return () => {
      stopped = true;
      connection?.close();
    };
  });
}
