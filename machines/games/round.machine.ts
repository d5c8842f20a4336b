import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { GameType, RoundStatus, SellingInfo } from '../../models/games';
import { phaseAt, roundTimes, secondsUntil, serverOffset } from './round-clock';

/**
 * One lottery's round lifecycle (spec §4): 0 open, counting down to the close threshold with a
 * warning in the last seconds; 1/2 closed and drawing, counting to the result time; 3 awaiting
 * the result, refreshing every 30 s and once more at the end of a 300 s wait (pc28 waits without
 * the 30 s refreshes); 4 waiting for the next round, counting to its opening. The selling info is
 * refreshed after every draw. Time comes from `round.tick` events of the injected `ticker`
 * (every second, and at once when a hidden tab becomes visible), on the server's clock offset.
 */
export interface RoundInput {
  lotteryId: number;
  gameType: GameType;
  roomId?: number;
}

export interface FetchedSellingInfo {
  info: SellingInfo;
  /** Client monotonic time when the answer arrived, ms. */
  receivedAt: number;
}

export interface RoundContext extends RoundInput {
  info: SellingInfo | null;
  /** Server clock minus client clock, ms. */
  offset: number;
  /** Client monotonic time of the latest tick, ms. */
  now: number;
  /** When the current wait for a result began (client ms), or null when not waiting. */
  awaitingSince: number | null;
  lastFetchAt: number;
}

export type RoundEvent = { type: 'round.tick'; now: number } | { type: 'round.refresh' };

/** What the round tells its owner: the status it shows now, and that a draw has passed. */
export type RoundNotification = { type: 'round.status'; status: RoundStatus; prizeNo: string } | { type: 'round.drawn'; prizeNo: string };

const announce = (status: RoundStatus) =>
  ({ type: 'notify', params: ({ context }: { context: RoundContext }) => ({ type: 'round.status' as const, status, prizeNo: context.info?.currentNo ?? '' }) }) as const;

export const TICK_MS = 1000;
export const WARNING_S = 10;
export const AWAIT_REFRESH_MS = 30_000;
export const AWAIT_LIMIT_MS = 300_000;
export const RETRY_MS = 5000;

const serverNow = (context: RoundContext) => context.now + context.offset;

export const roundMachine = setup({
  types: { context: {} as RoundContext, events: {} as RoundEvent, input: {} as RoundInput },
  actors: {
    fetchSellingInfo: fromPromise<FetchedSellingInfo, RoundInput>(async () => {
      throw new Error('round: the fetchSellingInfo actor must be provided');
    }),
    /** Sends `round.tick {now}` every `intervalMs` and when the page becomes visible again. */
    ticker: fromCallback<RoundEvent, { intervalMs: number }>(() => {
      throw new Error('round: the ticker actor must be provided');
    }),
  },
  actions: {
    notify: (_, _params: RoundNotification) => {},
  },
  delays: { retry: RETRY_MS },
  guards: {
    phaseIsOpen: ({ context }) => !!context.info && phaseAt(context.info, serverNow(context)) === 'open',
    phaseIsDrawing: ({ context }) => !!context.info && phaseAt(context.info, serverNow(context)) === 'drawing',
    phaseIsWaiting: ({ context }) => !!context.info && phaseAt(context.info, serverNow(context)) === 'waitingNextOpen',
    closeReached: ({ context }) => !!context.info && serverNow(context) >= roundTimes(context.info).closeAt,
    resultReached: ({ context }) => !!context.info && serverNow(context) >= roundTimes(context.info).resultAt,
    openReached: ({ context }) => !!context.info && serverNow(context) >= roundTimes(context.info).openAt,
    awaitOver: ({ context }) => context.awaitingSince !== null && context.now - context.awaitingSince >= AWAIT_LIMIT_MS,
    awaitRefreshDue: ({ context }) => context.gameType !== 'pc28' && context.now - context.lastFetchAt >= AWAIT_REFRESH_MS,
  },
}).createMachine({
  id: 'round',
  context: ({ input }) => ({ ...input, info: null, offset: 0, now: 0, awaitingSince: null, lastFetchAt: 0 }),
  invoke: { src: 'ticker', input: { intervalMs: TICK_MS } },
  on: { 'round.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchSellingInfo',
        input: ({ context }) => ({ lotteryId: context.lotteryId, gameType: context.gameType, ...(context.roomId === undefined ? {} : { roomId: context.roomId }) }),
        onDone: {
          target: 'routing',
          actions: assign({
            info: ({ event }) => event.output.info,
            offset: ({ event }) => serverOffset(event.output.info, event.output.receivedAt),
            now: ({ event, context }) => Math.max(context.now, event.output.receivedAt),
            lastFetchAt: ({ event }) => event.output.receivedAt,
          }),
        },
        onError: 'failed',
      },
    },
    failed: {
      after: { retry: 'loading' },
      on: { 'round.refresh': 'loading' },
    },
    routing: {
      always: [
        { guard: 'phaseIsOpen', target: 'open' },
        { guard: 'phaseIsDrawing', target: 'drawing' },
        { guard: 'phaseIsWaiting', target: 'waitingNextOpen' },
        { target: 'awaitingResult' },
      ],
    },
    open: {
      entry: [assign({ awaitingSince: null }), announce(0)],
      always: { guard: 'closeReached', target: 'drawing' },
      on: { 'round.refresh': 'loading' },
    },
    drawing: {
      entry: [assign({ awaitingSince: null }), announce(2)],
      always: {
        guard: 'resultReached',
        target: 'loading',
        actions: { type: 'notify', params: ({ context }) => ({ type: 'round.drawn', prizeNo: context.info?.currentNo ?? '' }) as const },
      },
    },
    awaitingResult: {
      entry: [assign({ awaitingSince: ({ context }) => context.awaitingSince ?? context.now }), announce(3)],
      always: [
        { guard: 'awaitOver', target: 'loading', actions: assign({ awaitingSince: null }) },
        { guard: 'awaitRefreshDue', target: 'loading' },
      ],
      on: { 'round.refresh': 'loading' },
    },
    waitingNextOpen: {
      entry: [assign({ awaitingSince: null }), announce(4)],
      always: { guard: 'openReached', target: 'loading' },
      on: { 'round.refresh': 'loading' },
    },
  },
});

export type RoundMachine = typeof roundMachine;

export interface RoundView {
  /** The status of spec §4 as the screen shows it. */
  status: RoundStatus | null;
  currentNo: string;
  /** Seconds left in the current countdown. */
  remaining: number;
  /** Last seconds before betting closes. */
  warning: boolean;
  canBet: boolean;
  loading: boolean;
}

/** What a round screen renders, from one snapshot. */
export function roundView(snapshot: { value: unknown; context: RoundContext }): RoundView {
  const { context, value } = snapshot;
  const info = context.info;
  const now = serverNow(context);
  const empty: RoundView = { status: null, currentNo: info?.currentNo ?? '', remaining: 0, warning: false, canBet: false, loading: true };
  if (!info || value === 'failed') return { ...empty, loading: value !== 'failed' };
  const times = roundTimes(info);
  switch (value) {
    case 'open': {
      const remaining = secondsUntil(times.closeAt, now);
      return { status: 0, currentNo: info.currentNo, remaining, warning: remaining <= WARNING_S, canBet: true, loading: false };
    }
    case 'drawing':
      return { status: 2, currentNo: info.currentNo, remaining: secondsUntil(times.resultAt, now), warning: false, canBet: false, loading: false };
    case 'awaitingResult':
      return { status: 3, currentNo: info.currentNo, remaining: 0, warning: false, canBet: false, loading: false };
    case 'waitingNextOpen':
      return { status: 4, currentNo: info.currentNo, remaining: secondsUntil(times.openAt, now), warning: false, canBet: false, loading: false };
    default:
      return { ...empty, status: info.status, loading: true };
  }
}
