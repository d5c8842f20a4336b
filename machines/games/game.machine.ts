import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup, stateIn, stopChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { SessionEvent } from '../core/session';
import type { GameType, PrizeRecord, Room } from '../../models/games';
import type { AppEvent, ToastRequest } from '../core/events';
import { diceMachine } from './dice.machine';
import { followRoomMachine, type FollowRoomNotification } from './follow-room.machine';
import { HISTORY_PAGE_SIZE, prizePagerMachine, RECENT_DRAWS_PAGE_SIZE, type PrizePagerNotification } from './prize-pager.machine';
import { roundMachine, type RoundNotification } from './round.machine';
import { ruleIntroMachine } from './rule-intro.machine';
import type { SessionChanged } from '../core/events';
import { watchSession } from '../core/session-watch';
import { slipMachine, type SlipNotification } from './slip.machine';
import { screenId, systemTarget } from '../core/system';
import { pushedPrizeRecord } from '../../models/realtime/round-push';

/**
 * One lottery's betting screen (spec §2 "Betting page"), owned by the betting machine. It runs
 * the round, the bet slip, the recent draws, the dice of the latest k3 result and the rule
 * introduction side by side, each an actor of the root system (`round:8`, `slip:8`, …), and
 * connects them by events: the slip learns the round's status and the player's balance, a
 * placed order refreshes the round, a draw reloads the recent draws. A placed order and a draw
 * (which may pay) refresh the session's balance. For pc28 it first loads the rooms; choosing a
 * room (all / level1–3) clears everything and starts again in that room.
 *
 * A member's follow-bet room socket also carries the rounds pushed (issue 20 §2): while it is
 * live the game tells the round (`round.live`, `round.pushed`), a draw no longer refreshes the
 * balance by itself, and the player's settled orders (pushed) refresh it and the round's orders.
 *
 * Visitors get the same game (issue 17 §5): the board, the odds, the countdown and the draws
 * come from reads that need no session, and the slip picks as for anyone. What needs an account
 * waits for the login: the slip's Bet asks the app for the login dialog, and the follow-bet room
 * (its token is personal) opens only for a member. Logging in on the page keeps everything.
 * Who is looking is the `viewer` region (`unknown ─▶ visitor ⇄ member`, as `watchSession` says at
 * once and on every change): the play starts once it is known, so the slip starts knowing it.
 */
export interface GameInput {
  lotteryId: number;
  gameType: GameType;
}

export interface GameContext extends GameInput {
  rooms: Room[];
  /** The pc28 room; null is "all" (spec §2), which bets in the beginner room. */
  roomId: number | null;
  /** The player's balance, from the session (cents); null until its user info arrives. */
  balanceCents: number | null;
  /** The player's id, from the session (null for a visitor): the slip remembers things per player. */
  playerId: number | null;
  /**
   * The newest draw the game knows, from the recent draws or pushed by the server (issue 20 §2):
   * the header shows it, and only a newer one rolls the dice.
   */
  latest: PrizeRecord | null;
}

export type GameEvent =
  | RoundNotification
  | SlipNotification
  | PrizePagerNotification
  | SessionChanged
  | FollowRoomNotification
  | { type: 'game.room'; roomId: number | null }
  | { type: 'game.history.open' }
  | { type: 'game.history.close' };

/** The room a pc28 slip bets in: the chosen one, or the first (beginner) for "all". */
export function bettingRoom(context: Pick<GameContext, 'rooms' | 'roomId'>): Room | undefined {
  return context.rooms.find((room) => room.id === context.roomId) ?? context.rooms[0];
}

/** The round, slip and recent draws as a game runs them: their notifications go to the game. */
export const gameRoundMachine = roundMachine.provide({ actions: { notify: sendParent((_, n: RoundNotification) => n) } });
export const gameSlipMachine = slipMachine.provide({ actions: { notify: sendParent((_, n: SlipNotification) => n) } });
export const gameDrawsMachine = prizePagerMachine.provide({ actions: { notify: sendParent((_, n: PrizePagerNotification) => n) } });
export const gameFollowRoomMachine = followRoomMachine.provide({ actions: { notify: sendParent((_, n: FollowRoomNotification) => n) } });

const ORDER_PLACED_TOAST: ToastRequest = { messageKey: 'games:order.placed', tone: 'success', persistent: false };

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
    children: {} as { round: 'round'; slip: 'slip'; draws: 'draws'; dice: 'dice'; rules: 'rules'; history: 'history'; followRoom: 'followRoom' },
  },
  actors: {
    round: gameRoundMachine,
    slip: gameSlipMachine,
    draws: gameDrawsMachine,
    history: prizePagerMachine,
    dice: diceMachine,
    rules: ruleIntroMachine,
    followRoom: gameFollowRoomMachine,
    watchSession,
    fetchRooms: fromPromise<Room[], { lotteryId: number }>(async () => {
      throw new Error('game: the fetchRooms actor must be provided');
    }),
  },
  actions: {
    startRules: enqueueActions(({ context, enqueue }) => {
      enqueue.spawnChild('rules', { id: 'rules', systemId: screenId('rules', context.lotteryId), input: { lotteryId: context.lotteryId } });
    }),
    /** A member's follow-bet room: after the round and the draws, which it follows; pc28's "all" (and every other lottery) is room 0. */
    startFollowRoom: enqueueActions(({ context, enqueue }) => {
      const { lotteryId, gameType } = context;
      enqueue.spawnChild('followRoom', {
        id: 'followRoom',
        systemId: screenId('followRoom', lotteryId),
        input: { lotteryId, gameType, roomId: gameType === 'pc28' ? (context.roomId ?? 0) : 0 },
      });
    }),
    /** The slip learns who is betting: a visitor's Bet asks for the login, a member's places the order. */
    tellSlipAccount: sendTo('slip', ({ context }, params: { member: boolean }) => ({ type: 'slip.account' as const, member: params.member, playerId: context.playerId })),
    /** The balance and the player's id, for the slip's input (the slip hears changes from the play). */
    noteSession: assign({ balanceCents: ({ event }) => (event.type === 'session.changed' ? (event.user?.balance ?? null) : null), playerId: ({ event }) => (event.type === 'session.changed' ? (event.user?.userId ?? null) : null) }),
    /** Asked by a visitor's Bet: the app's login dialog (the slip keeps the selection meanwhile). */
    openLogin: sendTo(systemTarget('app'), { type: 'ui.auth.openLogin' } satisfies AppEvent),
    startHistory: enqueueActions(({ context, enqueue }) => {
      enqueue.spawnChild('history', { id: 'history', systemId: screenId('history', context.lotteryId), input: { lotteryId: context.lotteryId, pageSize: HISTORY_PAGE_SIZE } });
    }),
    stopPlay: enqueueActions(({ enqueue }) => {
      for (const child of ['round', 'slip', 'draws', 'dice'] as const) enqueue.stopChild(child);
    }),
    roundPolls: sendTo('round', { type: 'round.fallback' }),
    /** A new order debited the wallet, a draw may have paid: the balance on screen must follow. */
    refreshBalance: sendTo(systemTarget('session'), { type: 'session.refreshUser' } satisfies SessionEvent),
    toastOrderPlaced: sendTo(systemTarget('app'), { type: 'toast.show', toast: ORDER_PLACED_TOAST } satisfies AppEvent),
    /** A newer draw (prize numbers of a lottery sort by time): the first one shows, every later one rolls the dice. */
    showLatest: enqueueActions(({ context, enqueue }, params: { latest: PrizeRecord | null | undefined }) => {
      const latest = params.latest;
      if (!latest || (context.latest && latest.prizeNo <= context.latest.prizeNo)) return;
      enqueue.assign({ latest });
      if (context.gameType === 'k3' && latest.resultList.length > 0) {
        enqueue.sendTo('dice', { type: context.latest === null ? 'dice.show' : 'dice.roll', result: latest.resultList });
      }
    }),
  },
  guards: {
    isPc28: ({ context }) => context.gameType === 'pc28',
    isOtherPc28Room: ({ context, event }) => event.type === 'game.room' && context.gameType === 'pc28' && event.roomId !== context.roomId,
    isFirstPage: ({ event }) => event.type === 'pager.loaded' && event.page === 1,
    isMember: stateIn({ viewer: 'member' }),
    isVisitor: stateIn({ viewer: 'visitor' }),
    isLogin: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    isLogout: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
  },
  delays: { roomsRetry: 5000 },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({ ...input, rooms: [], roomId: null, balanceCents: null, playerId: null, latest: null }),
  entry: 'startRules',
  invoke: { src: 'watchSession' },
  type: 'parallel',
  states: {
    /** Who is looking, as the session says; the balance and player id are kept for the slip's input. */
    viewer: {
      initial: 'unknown',
      states: {
        unknown: {
          description: 'The session has not said yet who is looking: the play waits for it.',
          on: { 'session.changed': [{ guard: 'isLogin', target: 'member', actions: 'noteSession' }, { target: 'visitor', actions: 'noteSession' }] },
        },
        visitor: {
          description: 'No player is logged in: the game shows, betting asks for the login.',
          on: { 'session.changed': [{ guard: 'isLogin', target: 'member', actions: 'noteSession' }, { actions: 'noteSession' }] },
        },
        member: {
          description: 'A player is logged in: the slip bets, the follow-bet room opens.',
          on: { 'session.changed': [{ guard: 'isLogout', target: 'visitor', actions: 'noteSession' }, { actions: 'noteSession' }] },
        },
      },
    },
    /** The draw-history dialog, beside the play: its pager lives while it is open; opening starts at page 1. */
    history: {
      initial: 'closed',
      states: {
        closed: { on: { 'game.history.open': 'open' } },
        open: { entry: 'startHistory', exit: stopChild('history'), on: { 'game.history.close': 'closed' } },
      },
    },
    play: {
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waiting for the session to say who is looking.',
          always: [
            { guard: 'isMember', target: 'starting' },
            { guard: 'isVisitor', target: 'starting' },
          ],
        },
        starting: { always: [{ guard: 'isPc28', target: 'loadingRooms' }, { target: 'playing' }] },
        loadingRooms: {
          invoke: {
            src: 'fetchRooms',
            input: ({ context }) => ({ lotteryId: context.lotteryId }),
            onDone: { target: 'playing', actions: assign({ rooms: ({ event }) => event.output }) },
            onError: 'roomsFailed',
          },
        },
        roomsFailed: { after: { roomsRetry: 'loadingRooms' } },
        playing: {
          // The round, slip, recent draws (and k3 dice) of the current room; the slip starts knowing who bets.
          entry: enqueueActions(({ context, enqueue, check }) => {
            const { lotteryId, gameType } = context;
            const room = gameType === 'pc28' ? bettingRoom(context) : undefined;
            enqueue.spawnChild('round', {
              id: 'round',
              systemId: screenId('round', lotteryId),
              input: { lotteryId, gameType, ...(gameType === 'pc28' ? { roomId: room?.id ?? 1 } : {}) },
            });
            enqueue.spawnChild('slip', {
              id: 'slip',
              systemId: screenId('slip', lotteryId),
              input: { lotteryId, gameType, balanceCents: context.balanceCents, member: check('isMember'), playerId: context.playerId, ...(room ? { room } : {}) },
            });
            enqueue.spawnChild('draws', { id: 'draws', systemId: screenId('draws', lotteryId), input: { lotteryId, pageSize: RECENT_DRAWS_PAGE_SIZE } });
            if (gameType === 'k3') enqueue.spawnChild('dice', { id: 'dice', systemId: screenId('dice', lotteryId), input: {} });
            enqueue.assign({ latest: null });
          }),
          exit: 'stopPlay',
          on: {
            'session.changed': {
              actions: [
                sendTo('slip', ({ event }) => ({ type: 'slip.balance' as const, cents: event.user?.balance ?? null })),
                // Who is betting, for what the slip remembers per player (the session may answer after the slip started).
                sendTo('slip', ({ event }) => ({ type: 'slip.account' as const, member: event.loggedIn, playerId: event.user?.userId ?? null })),
              ],
            },
            'round.status': { actions: sendTo('slip', ({ event }) => ({ type: 'slip.round' as const, status: event.status, prizeNo: event.prizeNo })) },
            'round.drawn': { actions: sendTo('draws', { type: 'pager.reload' }) },
            'slip.loginNeeded': { actions: 'openLogin' },
            'pager.loaded': { guard: 'isFirstPage', actions: { type: 'showLatest', params: ({ event }) => ({ latest: event.records[0] }) } },
            'slip.placed': { actions: [sendTo('round', { type: 'round.refresh' }), 'toastOrderPlaced', 'refreshBalance'] },
            // The follow-bet panel: a followed bet goes through the slip's order path; the panel hears every order's outcome.
            'follow.place': { actions: sendTo('slip', ({ event }) => ({ type: 'slip.follow' as const, order: event.order, content: event.content, prizeNo: event.prizeNo, totalCents: event.totalCents })) },
            'slip.ordered': { actions: sendTo('followRoom', ({ event }) => ({ type: 'follow.placed' as const, orderId: event.orderId, content: event.content, followed: event.followed })) },
            'slip.followRefused': { actions: sendTo('followRoom', ({ event }) => ({ type: 'follow.refused' as const, error: event.error })) },
            'game.room': { guard: 'isOtherPc28Room', target: 'playing', reenter: true, actions: assign({ roomId: ({ event }) => event.roomId }) },
            // The room socket's pushed rounds (issue 20 §2) drive the round.
            // A pushed draw shows at once as the newest (the recent draws reload behind it, on the round's `round.drawn`).
            'follow.pushed': {
              actions: [
                { type: 'showLatest', params: ({ event }) => ({ latest: pushedPrizeRecord(event.push) }) },
                sendTo('round', ({ event }) => ({ type: 'round.pushed' as const, push: event.push })),
              ],
            },
          },
          // The play of who is looking (the `viewer` region).
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isMember', target: 'member' }, { target: 'visitor' }] },
            visitor: {
              description: 'A visitor plays: the views show "log in to bet" where a member\'s things are.',
              tags: ['visitor'],
              // Logging in: the slip may bet what it holds; the round answers again with the player's orders.
              always: { guard: 'isMember', target: 'member', actions: [{ type: 'tellSlipAccount', params: { member: true } }, sendTo('round', { type: 'round.refresh' })] },
            },
            member: {
              entry: 'startFollowRoom',
              // Without the room's socket the round polls (a visitor has none).
              exit: [stopChild('followRoom'), 'roundPolls'],
              always: { guard: 'isVisitor', target: 'visitor', actions: { type: 'tellSlipAccount', params: { member: false } } },
              initial: 'polled',
              states: {
                polled: {
                  description: "The room's socket is not live: the round polls, and every draw refreshes the balance (it may have paid).",
                  on: {
                    'follow.live': { target: 'pushed', actions: sendTo('round', { type: 'round.live' }) },
                    'round.drawn': { actions: [sendTo('draws', { type: 'pager.reload' }), 'refreshBalance'] },
                  },
                },
                pushed: {
                  description: "The room's socket is live: the server pushes the rounds, and the player's settled orders refresh the balance and the round's orders, only when there are some.",
                  on: {
                    'follow.down': { target: 'polled', actions: 'roundPolls' },
                    'follow.settled': { actions: ['refreshBalance', sendTo('round', { type: 'round.refresh' })] },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type GameMachine = typeof gameMachine;
export type GameRef = ActorRefFrom<GameMachine>;
type GameSnapshot = SnapshotFrom<GameMachine>;

/** Whether the game is shown to a visitor (the views show "log in to bet" where a member's things are). */
export const isVisitorGame = (snapshot: GameSnapshot) => snapshot.hasTag('visitor');

/** Whether the draw-history dialog is open. */
export const isHistoryOpen = (snapshot: GameSnapshot) => snapshot.matches({ history: 'open' });

/** The running children of a game, for the views that render them. */
export const roundOf = (snapshot: GameSnapshot) => snapshot.children.round;
export const slipOf = (snapshot: GameSnapshot) => snapshot.children.slip;
export const drawsOf = (snapshot: GameSnapshot) => snapshot.children.draws;
/** The newest draw the game knows (pushed or from the recent draws), for the header. */
export const latestDrawOf = (snapshot: GameSnapshot) => snapshot.context.latest;
export const diceOf = (snapshot: GameSnapshot) => snapshot.children.dice;
export const rulesOf = (snapshot: GameSnapshot) => snapshot.children.rules;
export const historyOf = (snapshot: GameSnapshot) => snapshot.children.history;
export const followRoomOf = (snapshot: GameSnapshot) => snapshot.children.followRoom;
