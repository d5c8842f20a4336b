import type { FollowClientFrame } from '../../../models/realtime/follow';

/**
 * The follow room's socket as the machine sees it: a callback actor (src/realtime/room-socket.ts
 * in the browser, a fake in tests) that opens `{ipAddr || wsBase}/room?token={jwt}`, reports
 * what happens to it and sends the frames it is told to. It never reconnects by itself: the
 * machine decides when, with a fresh token.
 */
export interface RoomAccess {
  /** Host of the room's socket server; '' means the page's own socket base (runtime config `wsBase`). */
  ipAddr: string;
  jwt: string;
}

export type RoomSocketEvent =
  | { type: 'room.opened' }
  /** A frame the server sent, parsed from JSON (anything; the machine checks it). */
  | { type: 'room.frame'; frame: unknown }
  /** The socket closed (or never opened): the close code, 1006 when the browser gave none. */
  | { type: 'room.closed'; code: number };

export type RoomSocketCommand = { type: 'room.send'; frame: FollowClientFrame };

/** What accessRoom is asked: the lottery and its pc28 room, 0 for every room / no rooms. */
export interface RoomAccessRequest {
  lotteryId: number;
  roomId: number;
}
