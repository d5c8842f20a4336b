import { fromCallback, type PromiseActorLogic } from 'xstate';
import type { AppCalls } from '../../machines/app/services';
import type { RoomAccess, RoomSocketCommand, RoomSocketEvent } from '../../machines/games/follow/room-socket';
import type { FollowBetContent, FollowMessage } from '../../models/realtime/follow';

/**
 * The follow-bet rooms of the fake platform (tests/support/fake-platform.ts): accessRoom hands
 * out numbered tokens, and every room socket a machine opens is kept here, so a test opens,
 * feeds and drops it (`open`, `deliver`, `close`) and reads what the client sent. Sockets open
 * on their own a microtask after they start unless `autoOpen` is off.
 */
export interface FakeRoomSocket {
  access: RoomAccess;
  /** Frames the client sent (pings). */
  sent: RoomSocketCommand['frame'][];
  state: 'connecting' | 'open' | 'closed';
  open(): void;
  /** A frame from the server (a room message, a pong). */
  deliver(frame: unknown): void;
  /** The server closes it (or it drops) with this code. */
  close(code?: number): void;
}

export interface FakeFollowState {
  tokens: number;
  autoOpen: boolean;
  /** Called when a socket opens: the platform pushes its lottery's rounds on it (issue 20 §2). */
  onOpen?: (socket: FakeRoomSocket, lotteryId: number) => void;
  /** Every socket ever opened, oldest first. */
  sockets: FakeRoomSocket[];
}

export function fakeFollowState(): FakeFollowState {
  return { tokens: 0, autoOpen: true, sockets: [] };
}

/** The socket opened last, or throws. */
export function lastSocket(follow: FakeFollowState): FakeRoomSocket {
  const socket = follow.sockets.at(-1);
  if (!socket) throw new Error('no room socket was opened');
  return socket;
}

/** Sockets still connected. */
export const liveSockets = (follow: FakeFollowState) => follow.sockets.filter((socket) => socket.state !== 'closed');

/** Delivers a frame to every connected socket (a room broadcast). */
export function broadcast(follow: FakeFollowState, frame: unknown): void {
  for (const socket of liveSockets(follow)) socket.deliver(frame);
}

/** A bet item of lottery 1 (k3 和值 10, one bet of 1.00). */
export const betItem = (prizeNo: string, extra: Partial<FollowBetContent> = {}): FollowBetContent => ({
  prizeNo,
  ruleItemName: '10',
  ruleName: '和值',
  bettingTotal: 100,
  bettingAmount: 100,
  bettingCount: 1,
  bettingTimes: 1,
  bettingNumbers: '10',
  ruleId: 101,
  ruleItemId: 10108,
  lotteryId: 1,
  roomId: 0,
  ...extra,
});

/** Another player's bet message (role user) as the room sends it. */
export function betMessage(orderId: number, content: FollowBetContent[], user = { playerId: 'p-demo002', username: 'de***02', face: 'b_03.png' }): FollowMessage {
  return { id: `bet-${orderId}`, role: 'user', msg: { type: 'bet', time: 0, content, userInfo: user, orderId } };
}

type FollowPromiseCall = 'accessRoom';
type InputOf<K extends FollowPromiseCall> = AppCalls[K] extends PromiseActorLogic<infer _O, infer I> ? I : never;
type OutputOf<K extends FollowPromiseCall> = AppCalls[K] extends PromiseActorLogic<infer O, infer _I> ? O : never;
export type FakeFollowCall = <K extends FollowPromiseCall>(name: K, run: (input: InputOf<K>) => OutputOf<K>) => AppCalls[K];

export function fakeFollowCalls(call: FakeFollowCall, world: { follow: FakeFollowState }): Pick<AppCalls, 'accessRoom' | 'openRoomSocket'> {
  const { follow } = world;
  return {
    accessRoom: call('accessRoom', (input) => ({ ipAddr: '', jwt: `room-${input.lotteryId}-${input.roomId}-${++follow.tokens}` })),
    openRoomSocket: fromCallback<RoomSocketCommand, RoomAccess, RoomSocketEvent>(({ input, sendBack, receive }) => {
      const socket: FakeRoomSocket = {
        access: input,
        sent: [],
        state: 'connecting',
        open() {
          if (socket.state !== 'connecting') return;
          socket.state = 'open';
          sendBack({ type: 'room.opened' });
          follow.onOpen?.(socket, Number(input.jwt.split('-')[1]));
        },
        deliver(frame) {
          if (socket.state === 'open') sendBack({ type: 'room.frame', frame });
        },
        close(code = 1006) {
          if (socket.state === 'closed') return;
          socket.state = 'closed';
          sendBack({ type: 'room.closed', code });
        },
      };
      follow.sockets.push(socket);
      receive((command) => {
        if (socket.state === 'open') socket.sent.push(command.frame);
      });
      if (follow.autoOpen) queueMicrotask(() => socket.open());
      return () => {
        socket.state = 'closed';
      };
    }),
  };
}
