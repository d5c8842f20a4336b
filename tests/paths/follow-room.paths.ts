import { fromCallback, fromPromise } from 'xstate';
import { followRoomMachine } from '../../machines/games/follow-room.machine';
import { ErrorCode } from '../../models/errors';
import { FollowClose } from '../../models/realtime/follow';
import { betItem, betMessage } from '../support/fake-follow';
import { fail, ok, type PathSuite } from './generate';

/**
 * The follow-bet room, one suite per region of the machine (the two are independent; walking them
 * together would multiply their states for nothing):
 *
 * - `followConnectionPaths`: accessRoom answers a token, fails (a network error: retried after the
 *   backoff, up to 10 tries) or refuses the player; the socket opens, drops, or is closed for a bad
 *   token (a new token at once, once); offline, the player retries.
 * - `followingPaths`: the room shows another player’s bet of the current round (one of a past
 *   round is entries.ts's unit tests'); the player asks to follow it, confirms or cancels; the game
 *   answers with the placed order or a refusal (3009), or the round closes under the dialog. The
 *   follower may type their own stake (the leader's until then); one that is no amount is refused.
 *
 * The socket and the watchers of the session and the game are the system's: here they do nothing.
 */
export const ROUND = '20261122001';
const quiet = fromCallback(() => {});
const quietActors = { openRoomSocket: quiet, watchGame: quiet, watchSession: quiet };
// (Typed loosely: a callback that sends nothing stands in for actors of other event types.)
const provide = { actors: quietActors } as never;
const input = { lotteryId: 1, gameType: 'k3', roomId: 0 } as const;

const networkError = Object.assign(new Error('network'), { kind: 'network' });
const refusal = Object.assign(new Error('balance too low'), { kind: 'business', code: ErrorCode.failed, messageKey: 'errors:code.1' });

export const followConnectionPaths: PathSuite<typeof followRoomMachine> = {
  machine: followRoomMachine,
  input,
  events: [{ type: 'room.opened' }, { type: 'room.closed', code: 1006 }, { type: 'room.closed', code: FollowClose.badToken }, { type: 'follow.retry' }],
  answers: { accessRoom: [ok({ ipAddr: '', jwt: 'room-1-0-1' }, 'token'), fail(networkError, 'network'), fail(refusal, 'refused')] },
  // The tries counted (and the `token` region's one-time renewal) decide where a close goes.
  vertex: (snapshot) => [snapshot.value, snapshot.context.attempt, snapshot.context.error?.code ?? null],
  provide,
};

export const OTHERS_BET = { type: 'room.frame', frame: betMessage(901, [betItem(ROUND)]) } as const;
const open = (status: 0 | 1) => ({ type: 'follow.round', prizeNo: ROUND, status, closing: false, secondsLeft: status === 0 ? 30 : 0, at: 0 }) as const;

export const followingPaths: PathSuite<typeof followRoomMachine> = {
  machine: followRoomMachine,
  input,
  events: [
    OTHERS_BET,
    open(0),
    open(1),
    { type: 'follow.ask', key: 'bet:901' },
    // The follower's own stake (issue 20 §3): an amount, and one the money rule refuses.
    { type: 'follow.stake', value: '5' },
    { type: 'follow.stake', value: '1,5' },
    { type: 'follow.confirm' },
    { type: 'follow.cancel' },
    { type: 'follow.placed', orderId: 5001, content: [betItem(ROUND)], followed: true },
    { type: 'follow.refused', error: { messageKey: 'errors:code.3009', code: 3009 } },
  ],
  vertex: (snapshot) => [
    snapshot.value,
    snapshot.context.entries.some((entry) => entry.key === 'bet:901'),
    snapshot.context.round?.status ?? null,
    snapshot.context.confirm?.error?.messageKey ?? null,
    snapshot.context.confirm?.stake ?? null,
  ],
  // The connection waits for its token the whole walk.
  provide: { actors: { ...quietActors, accessRoom: fromPromise(() => new Promise<never>(() => {})) } } as never,
};
