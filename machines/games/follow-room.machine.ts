import { and, assign, fromCallback, fromPromise, sendTo, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { plainAmount } from '../../models/money';
import { stakeToCents, type GameType } from '../../models/games';
import { readTypedAmount } from '../../models/typed-amount';
import { ValidationKey } from '../../models/validation/keys';
import { FOLLOW_PING_MS, FollowClose, type FollowBetContent } from '../../models/realtime/follow';
import { RECONNECT_MAX_ATTEMPTS, reconnectDelay } from '../../models/realtime/reconnect';
import { parseRoundPush, type RoundPushFrame, type SettledPushFrame } from '../../models/realtime/round-push';
import {
  appendEntry,
  betKey,
  betContent,
  followBlock,
  followOrder,
  isFollowMessage,
  resultKey,
  serverEntry,
  tipKey,
  stakeOf,
  totalOf,
  welcomePlayerId,
  withStake,
  type FollowEntry,
  type FollowRound,
} from './follow/entries';
import type { RoomAccess, RoomAccessRequest, RoomSocketCommand, RoomSocketEvent } from './follow/room-socket';
import { watchGame, type GameWatchEvent } from './follow/watch-game';
import { toFormError, type FormError } from '../core/form-error';
import type { SessionChanged } from '../core/events';
import { watchSession } from '../core/session-watch';
import type { SlipFollowRequest } from './slip.machine';

/**
 * The follow-bet room of the lottery on screen (spec §2 right panel, §3 follow chat message, §5
 * follow-bet, §7 accessRoom and the follow socket), spawned by the game while it plays and
 * restarted with it when the pc28 room changes (so a room change closes the panel and clears its
 * messages). Two regions, and two that remember what the connection went through:
 *
 * - connection: accessRoom gives a socket address and a short-lived token (300 s), the socket
 *   opens with it and pings every 5 s while live. A dropped socket is retried after 5 s, 10 s,
 *   20 s … (models/realtime/reconnect.ts, at most 10 tries, counted again after an open), each
 *   time with a fresh token, since the last one may have expired; a close for a bad token (4001)
 *   asks for a new one at once, once. accessRoom refusing the player (e.g. 3001, balance below the
 *   room's minimum) and running out of tries are both `offline`, where `follow.retry` starts over.
 *   `token` says whether the immediate new token is used up, `liveness` whether the room was
 *   ever live ("connecting" or "reconnecting").
 * - follow: a player's bet of the current round can be followed after a confirmation; the order
 *   goes to the game (`follow.place` → the slip's order path) and its answer comes back as
 *   `follow.placed` / `follow.refused`.
 *
 * The same socket carries the pushed rounds (issue 20 §2): the room tells the game when it is
 * live or down and hands it every round and settled frame (models/realtime/round-push.ts).
 *
 * The list keeps the newest FOLLOW_PANEL_LIMIT entries: the room's messages, the player's own
 * orders at once (the broadcast of the same order is dropped), and the tips at 2× / 1× the close
 * threshold and the new result, unless the room said them first (machines/games/follow/entries.ts).
 */
export interface FollowRoomInput {
  lotteryId: number;
  gameType: GameType;
  /** The pc28 room; 0 is every room (pc28's "all") and every other lottery. */
  roomId: number;
}

export interface FollowConfirm {
  key: string;
  /** The leader's bets as they placed them. */
  content: FollowBetContent[];
  /** The follower's own stake per bet, as typed (issue 20 §3); null until they change it: the leader's stakes as placed. */
  stake: string | null;
  /** The last refusal of this follow (2001, 3009 …), shown in the dialog. */
  error: FormError | null;
}

export interface FollowRoomContext extends FollowRoomInput {
  /** The player's room id, from the socket's welcome: the room's bets with it are the player's own. */
  playerId: string | null;
  account: string;
  avatar: string;
  entries: FollowEntry[];
  round: FollowRound | null;
  /** The server's clock as last reported by the round, for the entries the client adds. */
  clockAt: number | null;
  /** The newest draw when the room opened: results are announced from the next one on. */
  firstDraw: string | null;
  access: RoomAccess | null;
  /** Reconnect tries since the last open. */
  attempt: number;
  /** Why the room is offline: accessRoom's refusal, or null after the tries ran out. */
  error: FormError | null;
  confirm: FollowConfirm | null;
}

/** The answer of a follow, from the game. */
export type FollowAnswer = { type: 'follow.placed'; orderId: number; content: FollowBetContent[]; followed: boolean } | { type: 'follow.refused'; error: FormError };

export type FollowRoomEvent =
  | RoomSocketEvent
  | GameWatchEvent
  | SessionChanged
  | FollowAnswer
  | { type: 'follow.retry' }
  | { type: 'follow.ask'; key: string }
  | { type: 'follow.stake'; value: string }
  | { type: 'follow.confirm' }
  | { type: 'follow.cancel' };

/**
 * What the room tells its owner: place this order (the game hands it to the slip); the socket is
 * live or down; and what the server pushed on it (issue 20 §2): the lottery's rounds and the
 * player's settled orders.
 */
export type FollowRoomNotification =
  | ({ type: 'follow.place' } & SlipFollowRequest)
  | { type: 'follow.live' }
  | { type: 'follow.down' }
  | { type: 'follow.pushed'; push: RoundPushFrame }
  | { type: 'follow.settled'; push: SettledPushFrame };

export type FollowStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

const isConnected = stateIn({ connection: 'connected' });
const isOpening = stateIn({ connection: { connected: 'opening' } });
const isOffline = stateIn({ connection: 'offline' });

export const followRoomMachine = setup({
  types: {
    context: {} as FollowRoomContext,
    events: {} as FollowRoomEvent,
    input: {} as FollowRoomInput,
    children: {} as { socket: 'openRoomSocket' },
  },
  actors: {
    accessRoom: fromPromise<RoomAccess, RoomAccessRequest>(async () => {
      throw new Error('followRoom: the accessRoom actor must be provided');
    }),
    openRoomSocket: fromCallback<RoomSocketCommand, RoomAccess, RoomSocketEvent>(() => {
      throw new Error('followRoom: the openRoomSocket actor must be provided');
    }),
    watchGame,
    watchSession,
  },
  actions: {
    notify: (_, _params: FollowRoomNotification) => {},
    ping: sendTo('socket', { type: 'room.send', frame: { type: 'ping' } } satisfies RoomSocketCommand),
    listOwnOrder: assign({
      entries: ({ context, event }) =>
        event.type === 'follow.placed'
          ? appendEntry(context.entries, { key: betKey(event.orderId), kind: 'own', orderId: event.orderId, time: context.clockAt, content: event.content })
          : context.entries,
    }),
  },
  delays: {
    ping: FOLLOW_PING_MS,
    reconnect: ({ context }) => reconnectDelay(context.attempt),
  },
  guards: {
    isRoundPush: ({ event }) => event.type === 'room.frame' && parseRoundPush(event.frame)?.type === 'round',
    isSettledPush: ({ event }) => event.type === 'room.frame' && parseRoundPush(event.frame)?.type === 'settled',
    isBadToken: ({ event }) => event.type === 'room.closed' && event.code === FollowClose.badToken,
    triesLeft: ({ context }) => context.attempt < RECONNECT_MAX_ATTEMPTS,
    isRefusal: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'business';
    },
    mayFollow: ({ context, event }) => {
      if (event.type !== 'follow.ask') return false;
      const entry = context.entries.find((e) => e.key === event.key);
      return !!entry && followBlock(entry, context.round, context.playerId) === null;
    },
    stillFollowable: ({ context }) => {
      const entry = context.confirm && context.entries.find((e) => e.key === context.confirm?.key);
      return !!entry && followBlock(entry, context.round, context.playerId) === null;
    },
    isFollowAnswer: ({ event }) => event.type === 'follow.placed' && event.followed,
    /** The follower typed a stake that is no amount (or nothing, or zero); the leader's needs no check here. (xstate's `not` would join the first page's chunk.) */
    stakeIsRefused: ({ context }) => typeof context.confirm?.stake === 'string' && !((stakeToCents(context.gameType, context.confirm.stake) ?? 0) > 0),
  },
}).createMachine({
  id: 'followRoom',
  context: ({ input }) => ({
    ...input,
    playerId: null,
    account: '',
    avatar: '',
    entries: [],
    round: null,
    clockAt: null,
    firstDraw: null,
    access: null,
    attempt: 0,
    error: null,
    confirm: null,
  }),
  invoke: [{ src: 'watchSession' }, { src: 'watchGame', input: ({ context }) => ({ lotteryId: context.lotteryId }) }],
  on: {
    'session.changed': {
      actions: assign({ account: ({ event }) => event.user?.account ?? '', avatar: ({ event }) => event.user?.avatar ?? '' }),
    },
    'room.frame': [
      // Pushed rounds and settled orders go to the game (its round and the balance), not the panel.
      { guard: 'isRoundPush', actions: { type: 'notify', params: ({ event }) => ({ type: 'follow.pushed', push: parseRoundPush(event.frame) as RoundPushFrame }) } },
      { guard: 'isSettledPush', actions: { type: 'notify', params: ({ event }) => ({ type: 'follow.settled', push: parseRoundPush(event.frame) as SettledPushFrame }) } },
      {
        actions: assign({
          entries: ({ context, event }) => (isFollowMessage(event.frame) ? appendEntry(context.entries, serverEntry(event.frame)) : context.entries),
          playerId: ({ context, event }) => welcomePlayerId(event.frame) ?? context.playerId,
        }),
      },
    ],
    'follow.round': { actions: assign(({ context, event }) => ({ round: { prizeNo: event.prizeNo, status: event.status }, clockAt: event.at, entries: roundTips(context, event) })) },
    'follow.draw': {
      actions: assign(({ context, event }) =>
        context.firstDraw === null
          ? { firstDraw: event.prizeNo }
          : { entries: appendEntry(context.entries, { key: resultKey(event.prizeNo), kind: 'result', prizeNo: event.prizeNo, lotteryId: event.lotteryId, result: event.result, time: context.clockAt }) },
      ),
    },
    // The player's own order, the moment it is accepted (spec §4 order flow).
    'follow.placed': { actions: 'listOwnOrder' },
  },
  type: 'parallel',
  states: {
    connection: {
      initial: 'access',
      states: {
        access: {
          invoke: {
            src: 'accessRoom',
            input: ({ context }) => ({ lotteryId: context.lotteryId, roomId: context.roomId }),
            onDone: { target: 'connected', actions: assign({ access: ({ event }) => event.output }) },
            onError: [
              { guard: 'isRefusal', target: 'offline', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
              { guard: 'triesLeft', target: 'waiting' },
              { target: 'offline', actions: assign({ error: null }) },
            ],
          },
        },
        connected: {
          invoke: { id: 'socket', src: 'openRoomSocket', input: ({ context }) => context.access ?? { ipAddr: '', jwt: '' } },
          // The game's round polls again while the socket is down (issue 20 §2).
          exit: { type: 'notify', params: { type: 'follow.down' } },
          initial: 'opening',
          states: {
            opening: {
              on: {
                'room.opened': {
                  target: 'live',
                  actions: [assign({ attempt: 0 }), { type: 'notify', params: { type: 'follow.live' } }],
                },
              },
            },
            live: {
              after: { ping: { target: 'live', reenter: true, actions: 'ping' } },
            },
          },
          on: {
            'room.closed': [
              { guard: and(['isBadToken', stateIn({ token: 'renewable' })]), target: 'access', actions: assign({ access: null }) },
              { guard: 'triesLeft', target: 'waiting', actions: assign({ access: null }) },
              { target: 'offline', actions: assign({ access: null, error: null }) },
            ],
          },
        },
        // The next try after the backoff, with a fresh token.
        waiting: {
          entry: assign({ attempt: ({ context }) => context.attempt + 1 }),
          after: { reconnect: 'access' },
        },
        offline: {
          on: { 'follow.retry': { target: 'access', actions: assign({ attempt: 0, error: null }) } },
        },
      },
    },
    // The one new token a bad-token close gets at once (the last one may have expired); an open
    // or the player's retry gives it back. The socket's events come only while it is connected.
    token: {
      initial: 'renewable',
      states: {
        renewable: {
          description: 'A close for a bad token (4001) asks accessRoom for a new one at once.',
          on: { 'room.closed': { guard: and(['isBadToken', isConnected]), target: 'renewed' } },
        },
        renewed: {
          tags: ['tokenRenewed'],
          description: 'The immediate new token is used up: another bad-token close waits for the backoff like any drop, until the socket opens again.',
          on: {
            'room.opened': { guard: isOpening, target: 'renewable' },
            'follow.retry': { guard: isOffline, target: 'renewable' },
          },
        },
      },
    },
    // Whether the socket was ever live: after that, a lost socket is "reconnecting", not "connecting".
    liveness: {
      initial: 'neverLive',
      states: {
        neverLive: {
          description: 'The room has not been live yet: the panel says "connecting".',
          on: { 'room.opened': { guard: isOpening, target: 'wasLive' } },
        },
        wasLive: {
          tags: ['wasLive'],
          description: 'The room has been live: when the socket is down the panel says "reconnecting".',
        },
      },
    },
    follow: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'follow.ask': {
              guard: 'mayFollow',
              target: 'confirming',
              actions: assign({
                confirm: ({ context, event }) => {
                  const content = betContent(context.entries.find((e) => e.key === event.key)!) ?? [];
                  return { key: event.key, content, stake: null, error: null };
                },
              }),
            },
          },
        },
        confirming: {
          on: {
            // The follower's own stake, kept as typed (the money rule); the confirm refuses one that is no amount.
            'follow.stake': { actions: assign({ confirm: ({ context, event }) => context.confirm && { ...context.confirm, stake: event.value.slice(0, MAX_STAKE_TEXT), error: null } }) },
            'follow.confirm': [
              { guard: 'stakeIsRefused', actions: assign({ confirm: ({ context }) => context.confirm && { ...context.confirm, error: stakeRefusal(context.confirm.stake ?? '') } }) },
              { guard: 'stillFollowable', target: 'placing', actions: { type: 'notify', params: ({ context }) => placeRequest(context) } },
              // The round moved on while the dialog was open: the same refusal the slip gives.
              { actions: assign({ confirm: ({ context }) => context.confirm && { ...context.confirm, error: { messageKey: 'games:tips_no_buy', code: 3009 } } }) },
            ],
            'follow.cancel': { target: 'idle', actions: assign({ confirm: null }) },
          },
        },
        placing: {
          tags: ['placing'],
          description: 'The followed order is on its way through the slip: the dialog waits.',
          on: {
            'follow.placed': [{ guard: 'isFollowAnswer', target: 'idle', actions: ['listOwnOrder', assign({ confirm: null })] }, { actions: 'listOwnOrder' }],
            'follow.refused': { target: 'confirming', actions: assign({ confirm: ({ context, event }) => context.confirm && { ...context.confirm, error: event.error } }) },
          },
        },
      },
    },
  },
});

/** Longer than any amount a player can own: what is typed is kept, but not without bound. */
const MAX_STAKE_TEXT = 20;

/** A stake in cents as a player would type it: "2", "2.50". */
const typedStake = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : plainAmount(cents));

/** The stake the follow dialog shows: the follower's as typed, or the leader's (the first item's) until they type one. */
export const followStakeText = (confirm: FollowConfirm): string => confirm.stake ?? typedStake(stakeOf(confirm.content));

/** Why a follower's stake is refused: the money rule's reason, or "at least the minimum" for nothing or zero. */
function stakeRefusal(stake: string): FormError {
  const reading = readTypedAmount(stake);
  if ('problem' in reading && reading.problem !== 'blank') return { messageKey: reading.problem === 'decimals' ? ValidationKey.amountDecimals : ValidationKey.amountFormat, field: 'stake' };
  return { messageKey: 'errors:code.3001', code: 3001, field: 'stake' };
}

/** The order to place: the leader's bets at the follower's own stake. */
function placeRequest(context: FollowRoomContext): FollowRoomNotification {
  const confirm = context.confirm;
  const content = !confirm ? [] : confirm.stake === null ? confirm.content : withStake(confirm.content, stakeToCents(context.gameType, confirm.stake) ?? 0);
  return { type: 'follow.place', order: followOrder(context.gameType, content), content, prizeNo: content[0]?.prizeNo ?? '', totalCents: totalOf(content) };
}

/** The tips of spec §4 the round calls for: closing within the threshold, closed after it was seen open. */
function roundTips(context: FollowRoomContext, event: Extract<GameWatchEvent, { type: 'follow.round' }>): FollowEntry[] {
  let entries = context.entries;
  if (event.status === 0 && event.closing) {
    entries = appendEntry(entries, { key: tipKey(event.prizeNo, 'closing'), kind: 'tip', tip: 'closing', prizeNo: event.prizeNo, seconds: event.secondsLeft, time: event.at });
  }
  const wasOpen = context.round?.prizeNo === event.prizeNo && context.round.status === 0;
  if (event.status !== 0 && wasOpen) {
    entries = appendEntry(entries, { key: tipKey(event.prizeNo, 'closed'), kind: 'tip', tip: 'closed', prizeNo: event.prizeNo, seconds: 0, time: event.at });
  }
  return entries;
}

export type FollowRoomMachine = typeof followRoomMachine;
export type FollowRoomRef = ActorRefFrom<FollowRoomMachine>;
type FollowRoomSnapshot = SnapshotFrom<FollowRoomMachine>;

/** The connection as the panel shows it. */
export function followStatus(snapshot: FollowRoomSnapshot): FollowStatus {
  if (snapshot.matches({ connection: 'offline' })) return 'offline';
  if (snapshot.matches({ connection: { connected: 'live' } })) return 'live';
  return snapshot.hasTag('wasLive') || snapshot.context.attempt > 0 ? 'reconnecting' : 'connecting';
}
