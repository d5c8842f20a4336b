import { assign, enqueueActions, fromPromise, sendTo, setup, stopChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { parseDisabledGames } from '../../models/disabled-games';
import type { User } from '../../models/entities';
import { ErrorCode, errorKeyForCode } from '../../models/errors';
import type { GameType } from '../../models/games';
import type { GameArea } from './game-area';
import type { TrendMachine } from './trend.machine';
import { lazyLogic } from '../core/lazy-logic';
import { watchSession } from '../core/session-watch';
import type { SessionChanged } from '../core/events';
import { screenId, systemTarget } from '../core/system';
import type { AppEvent } from '../core/events';

/**
 * Who may play which lottery, decided once (spec §2 "Lottery hall", "Betting page"; issue 17 §5):
 * a lottery in the player's `disableGameList` is refused with 4009, everyone else — visitors
 * too — gets the game: a visitor browses the board, the odds and the countdown and picks, and
 * the slip asks for the login when they bet. Links anywhere ask with `betting.open`; the betting
 * page says which lottery it shows with `betting.show` and renders this machine's verdict. While
 * a lottery is open the machine owns its game actor (`game:{lotteryId}`), started on entering and
 * stopped on leaving; logging in or out keeps it (and the slip's selection) running.
 */
export interface ShownLottery {
  lotteryId: number;
  gameType: GameType;
}

export interface BettingContext {
  /** The logged-in player's user info (their `disableGameList`), or null for a visitor. */
  user: User | null;
  /** The lottery the betting page shows, or null when it is not on screen. */
  shown: ShownLottery | null;
  /** The lottery the trend page shows (`/trend`), or null: its `trend:{id}` actor lives while it shows. */
  trendOf: ShownLottery | null;
}

export type BettingEvent =
  | SessionChanged
  | { type: 'betting.open'; lotteryId: number }
  | { type: 'betting.show'; lottery: ShownLottery }
  | { type: 'betting.hide' }
  /** The trend page shows a lottery's charts / leaves (issue 20 §1). */
  | { type: 'trend.show'; lottery: ShownLottery }
  | { type: 'trend.hide' };

export const lotteryHref = (lotteryId: number) => `/lottery-bet?lotteryId=${lotteryId}`;

const isDisabledFor = (user: User | null, lotteryId: number) => parseDisabledGames(user?.disableGameList).includes(lotteryId);

const GAME_DISABLED_TOAST = { messageKey: errorKeyForCode(ErrorCode.gameDisabled), tone: 'error' as const, persistent: false };

export const bettingMachine = setup({
  types: {
    context: {} as BettingContext,
    events: {} as BettingEvent,
    children: {} as { game: 'game'; trend: 'trend' },
  },
  actors: {
    /** Loaded by `loadGame` before the first game starts (machines/core/lazy-logic.ts). */
    game: lazyLogic<GameArea>('game').logic,
    loadGame: fromPromise<void, void>(async () => {
      throw new Error('betting: the loadGame actor must be provided');
    }),
    watchSession,
    /** Loaded by `loadTrend` (its own chunk, with the trend page) before the trend actor starts. */
    trend: lazyLogic<TrendMachine>('trend').logic,
    loadTrend: fromPromise<void, void>(async () => {
      throw new Error('betting: the loadTrend actor must be provided');
    }),
  },
  actions: {
    /** Goes to a page inside the app (the router's navigate, injected at the root). */
    navigate: (_, _params: { to: string }) => {},
    refuseDisabled: sendTo(systemTarget('app'), { type: 'toast.show', toast: GAME_DISABLED_TOAST } satisfies AppEvent),
    startGame: enqueueActions(({ context, enqueue }) => {
      if (!context.shown) return;
      const { lotteryId, gameType } = context.shown;
      enqueue.spawnChild('game', { id: 'game', systemId: screenId('game', lotteryId), input: { lotteryId, gameType } });
    }),
    stopGame: stopChild('game'),
    startTrend: enqueueActions(({ context, enqueue }) => {
      if (!context.trendOf) return;
      const { lotteryId, gameType } = context.trendOf;
      enqueue.spawnChild('trend', { id: 'trend', systemId: screenId('trend', lotteryId), input: { lotteryId, gameType } });
    }),
    stopTrend: stopChild('trend'),
  },
  delays: { retryLoad: 3000 },
  guards: {
    isOpenedLotteryDisabled: ({ context, event }) => event.type === 'betting.open' && isDisabledFor(context.user, event.lotteryId),
    isShownLotteryDisabled: ({ context }) => !!context.shown && isDisabledFor(context.user, context.shown.lotteryId),
    isShownLotteryAllowed: ({ context }) => !!context.shown && !isDisabledFor(context.user, context.shown.lotteryId),
    /** (Both only on `session.changed`, in the `viewer` region.) */
    isLogin: ({ event }) => (event as SessionChanged).loggedIn,
    isLogout: ({ event }) => !(event as SessionChanged).loggedIn,
    isOtherTrend: ({ context, event }) =>
      event.type === 'trend.show' && (context.trendOf?.lotteryId !== event.lottery.lotteryId || context.trendOf.gameType !== event.lottery.gameType),
    isOtherLottery: ({ context, event }) =>
      event.type === 'betting.show' && (context.shown?.lotteryId !== event.lottery.lotteryId || context.shown.gameType !== event.lottery.gameType),
  },
}).createMachine({
  id: 'betting',
  type: 'parallel',
  context: { user: null, shown: null, trendOf: null },
  invoke: { src: 'watchSession' },
  on: {
    // The user info (its disableGameList); who is looking is the `viewer` region's.
    'session.changed': { actions: assign({ user: ({ event }) => event.user }) },
    // Visitors browse a lottery too (issue 17 §5): only a member's disabled lottery is refused.
    'betting.open': [
      { guard: 'isOpenedLotteryDisabled', actions: 'refuseDisabled' },
      { actions: { type: 'navigate', params: ({ event }) => ({ to: lotteryHref(event.lotteryId) }) } },
    ],
  },
  states: {
    // Who is looking, as the session says (tag `member`; its user info decides which lotteries
    // are barred). A region of its own: logging in or out changes the verdict, not the game.
    viewer: {
      initial: 'visitor',
      states: {
        visitor: {
          description: 'Bet asks for the login.',
          on: { 'session.changed': { guard: 'isLogin', target: 'member' } },
        },
        member: {
          tags: 'member',
          description: 'Barred lotteries are refused.',
          on: { 'session.changed': { guard: 'isLogout', target: 'visitor' } },
        },
      },
    },
    // The betting page (/lottery-bet) and its lottery's game.
    page: {
      initial: 'hidden',
      on: {
        'betting.show': { guard: 'isOtherLottery', target: '.showing', reenter: true, actions: assign({ shown: ({ event }) => event.lottery }) },
        // Leaving the page (not switching its lottery tab) ends the visit.
        'betting.hide': { target: '.hidden', actions: assign({ shown: null }) },
      },
      states: {
    hidden: {},
    showing: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'isShownLotteryDisabled', target: 'disabled' }, { target: 'open' }] },
        // A new user info that enables the lottery again opens it.
        disabled: { always: { guard: 'isShownLotteryAllowed', target: 'open' } },
        // The game runs for visitors and members alike (the `viewer` region says which).
        open: {
          // A new user info that disables the lottery mid-game closes it.
          always: { guard: 'isShownLotteryDisabled', target: 'disabled' },
          // The game's chunk first (at once once loaded), then the game.
          initial: 'loading',
          states: {
            loading: { invoke: { src: 'loadGame', onDone: 'running', onError: 'loadFailed' } },
            loadFailed: { after: { retryLoad: 'loading' } },
            running: { entry: 'startGame', exit: 'stopGame' },
          },
        },
      },
    },
      },
    },
    // The trend page (/trend, issue 20 §1): its chunk first, then the lottery's `trend:{id}` actor
    // while the page shows it; another lottery starts again from its chunk (at once once loaded).
    trend: {
      initial: 'hidden',
      on: {
        'trend.show': { guard: 'isOtherTrend', target: '.loading', reenter: true, actions: assign({ trendOf: ({ event }) => event.lottery }) },
        'trend.hide': { target: '.hidden', actions: assign({ trendOf: null }) },
      },
      states: {
        hidden: {},
        loading: { invoke: { src: 'loadTrend', onDone: 'shown', onError: 'loadFailed' } },
        loadFailed: { after: { retryLoad: 'loading' } },
        shown: { entry: 'startTrend', exit: 'stopTrend' },
      },
    },
  },
});

export type BettingMachine = typeof bettingMachine;
export type BettingSnapshot = SnapshotFrom<BettingMachine>;
export type BettingRef = ActorRefFrom<BettingMachine>;

/** `visitor`: the game for a visitor (browse and pick; betting asks for the login); `playing`: a member's. */
export type BettingVerdict = 'hidden' | 'visitor' | 'disabled' | 'playing';

/** What the betting page shows for the lottery it asked about. */
export function bettingVerdict(snapshot: BettingSnapshot): BettingVerdict {
  if (snapshot.matches({ page: { showing: 'disabled' } })) return 'disabled';
  if (!snapshot.matches({ page: { showing: 'open' } })) return 'hidden';
  return snapshot.hasTag('member') ? 'playing' : 'visitor';
}
