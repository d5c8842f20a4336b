import { assign, enqueueActions, fromPromise, sendTo, setup, stopChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { parseDisabledGames } from '../models/disabled-games';
import type { User } from '../models/entities';
import { ErrorCode, errorKeyForCode } from '../models/errors';
import type { GameType } from '../models/games';
import type { GameArea } from './game-area';
import { lazyLogic } from './lazy-logic';
import { watchSession } from './session-watch';
import type { SessionChanged } from './session-watch';
import { screenId, systemTarget } from './system';
import type { AppEvent } from './app.machine';

/**
 * Who may play which lottery, decided once (spec §2 "Lottery hall", "Betting page"): visitors get
 * the login dialog, a lottery in the player's `disableGameList` is refused with 4009, everyone
 * else plays. Links anywhere ask with `betting.open`; the betting page says which lottery it
 * shows with `betting.show` and renders this machine's verdict. While a lottery is allowed the
 * machine owns its game actor (`game:{lotteryId}`), started on entering and stopped on leaving.
 */
export interface ShownLottery {
  lotteryId: number;
  gameType: GameType;
}

export interface BettingContext {
  loggedIn: boolean;
  user: User | null;
  /** The lottery the betting page shows, or null when it is not on screen. */
  shown: ShownLottery | null;
  /** The login dialog opened for this visit of the betting page: a closed dialog stays closed. */
  prompted: boolean;
}

export type BettingEvent =
  | SessionChanged
  | { type: 'betting.open'; lotteryId: number }
  | { type: 'betting.show'; lottery: ShownLottery }
  | { type: 'betting.hide' };

export const lotteryHref = (lotteryId: number) => `/lottery-bet?lotteryId=${lotteryId}`;

const isDisabledFor = (user: User | null, lotteryId: number) => parseDisabledGames(user?.disableGameList).includes(lotteryId);

const GAME_DISABLED_TOAST = { messageKey: errorKeyForCode(ErrorCode.gameDisabled), tone: 'error' as const, persistent: false };

export const bettingMachine = setup({
  types: {
    context: {} as BettingContext,
    events: {} as BettingEvent,
    children: {} as { game: 'game' },
  },
  actors: {
    /** Loaded by `loadGame` before the first game starts (machines/lazy-logic.ts). */
    game: lazyLogic<GameArea>('game').logic,
    loadGame: fromPromise<void, void>(async () => {
      throw new Error('betting: the loadGame actor must be provided');
    }),
    watchSession,
  },
  actions: {
    /** Goes to a page inside the app (the router's navigate, injected at the root). */
    navigate: (_, _params: { to: string }) => {},
    openLogin: sendTo(systemTarget('app'), { type: 'ui.auth.openLogin' } satisfies AppEvent),
    refuseDisabled: sendTo(systemTarget('app'), { type: 'toast.show', toast: GAME_DISABLED_TOAST } satisfies AppEvent),
    startGame: enqueueActions(({ context, enqueue }) => {
      if (!context.shown) return;
      const { lotteryId, gameType } = context.shown;
      enqueue.spawnChild('game', { id: 'game', systemId: screenId('game', lotteryId), input: { lotteryId, gameType } });
    }),
    stopGame: stopChild('game'),
    /** A visitor on the betting page gets the login dialog, once per visit of the page. */
    promptLogin: enqueueActions(({ context, enqueue }) => {
      if (context.prompted) return;
      enqueue.sendTo(systemTarget('app'), { type: 'ui.auth.openLogin' } satisfies AppEvent);
      enqueue.assign({ prompted: true });
    }),
  },
  delays: { retryLoad: 3000 },
  guards: {
    isVisitor: ({ context }) => !context.loggedIn,
    isOpenedLotteryDisabled: ({ context, event }) => event.type === 'betting.open' && isDisabledFor(context.user, event.lotteryId),
    isShownLotteryDisabled: ({ context }) => !!context.shown && isDisabledFor(context.user, context.shown.lotteryId),
    mayPlayShownLottery: ({ context }) => context.loggedIn && !!context.shown && !isDisabledFor(context.user, context.shown.lotteryId),
    isOtherLottery: ({ context, event }) =>
      event.type === 'betting.show' && (context.shown?.lotteryId !== event.lottery.lotteryId || context.shown.gameType !== event.lottery.gameType),
  },
}).createMachine({
  id: 'betting',
  context: { loggedIn: false, user: null, shown: null, prompted: false },
  invoke: { src: 'watchSession' },
  on: {
    'session.changed': { actions: assign({ loggedIn: ({ event }) => event.loggedIn, user: ({ event }) => event.user }) },
    'betting.open': [
      { guard: 'isVisitor', actions: 'openLogin' },
      { guard: 'isOpenedLotteryDisabled', actions: 'refuseDisabled' },
      { actions: { type: 'navigate', params: ({ event }) => ({ to: lotteryHref(event.lotteryId) }) } },
    ],
    'betting.show': { guard: 'isOtherLottery', target: '.showing', reenter: true, actions: assign({ shown: ({ event }) => event.lottery }) },
    // Leaving the page (not switching its lottery tab) ends the visit.
    'betting.hide': { target: '.hidden', actions: assign({ shown: null, prompted: false }) },
  },
  initial: 'hidden',
  states: {
    hidden: {},
    showing: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isVisitor', target: 'visitor' }, { guard: 'isShownLotteryDisabled', target: 'disabled' }, { target: 'playing' }],
        },
        // The verdict follows the session: logging in opens the game, a new disabled list closes it.
        visitor: { entry: 'promptLogin', always: { guard: 'mayPlayShownLottery', target: 'playing' } },
        disabled: { always: { guard: 'mayPlayShownLottery', target: 'playing' } },
        // The game's chunk first (at once once loaded), then the game.
        playing: {
          initial: 'loading',
          states: {
            loading: { invoke: { src: 'loadGame', onDone: 'running', onError: 'loadFailed' } },
            loadFailed: { after: { retryLoad: 'loading' } },
            running: { entry: 'startGame', exit: 'stopGame' },
          },
          // Logged out, or a new user info disables the lottery mid-game.
          always: [{ guard: 'isVisitor', target: 'visitor' }, { guard: 'isShownLotteryDisabled', target: 'disabled' }],
        },
      },
    },
  },
});

export type BettingMachine = typeof bettingMachine;
export type BettingSnapshot = SnapshotFrom<BettingMachine>;
export type BettingRef = ActorRefFrom<BettingMachine>;

export type BettingVerdict = 'hidden' | 'visitor' | 'disabled' | 'playing';

/** What the betting page shows for the lottery it asked about. */
export function bettingVerdict(snapshot: BettingSnapshot): BettingVerdict {
  if (snapshot.matches({ showing: 'visitor' })) return 'visitor';
  if (snapshot.matches({ showing: 'disabled' })) return 'disabled';
  if (snapshot.matches({ showing: 'playing' })) return 'playing';
  return 'hidden';
}
