import { and, assign, fromCallback, fromPromise, raise, setup, stateIn } from 'xstate';
import type { GameType, RoundStatus, SellingInfo } from '../../models/games';
import type { RoundPushFrame } from '../../models/realtime/round-push';
import { phaseAt, roundTimes, secondsUntil, serverOffset } from './round-clock';

/**
 * One lottery's round lifecycle (spec §4): 0 open, counting down to the close threshold with a
 * warning in the last seconds; 1/2 closed and drawing, counting to the result time; 3 awaiting
 * the result, refreshing every 30 s and once more at the end of a 300 s wait (pc28 waits without
 * the 30 s refreshes); 4 waiting for the next round, counting to its opening. The selling info is
 * refreshed after every draw. Time comes from `round.tick` events of the injected `ticker`
 * (every second, and at once when a hidden tab becomes visible), on the server's clock offset.
 *
 * Pushed, not polled (issue 20 §2): a second region, `feed`, follows the page's socket (the game
 * forwards `round.live` / `round.fallback` from the follow room). While `live` the round waits
 * for the server's pushes instead of asking at every boundary: `round.pushed` drawn shows the
 * draw the moment it is committed (no fetch: the info turns 4, drawn), opened loads the new
 * round once, closed ends betting. The clock stays the safety net: a push later than
 * PUSH_GRACE_MS past its time is fetched as when polling, and the 30 s refreshes of a late
 * result stop. While `polling` (no socket, a visitor, a dropped connection) everything is as
 * before; going live again reloads once, since pushes may have been missed meanwhile.
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

export type RoundEvent =
  | { type: 'round.tick'; now: number }
  | { type: 'round.refresh' }
  /** The page's socket is live: pushes will come. */
  | { type: 'round.live' }
  /** The page's socket is down (or there is none): poll. */
  | { type: 'round.fallback' }
  | { type: 'round.pushed'; push: RoundPushFrame };

/** What the round tells its owner: the status it shows now, and that a draw has passed. */
export type RoundNotification = { type: 'round.status'; status: RoundStatus; prizeNo: string } | { type: 'round.drawn'; prizeNo: string };

const announce = (status: RoundStatus) =>
  ({ type: 'notify', params: ({ context }: { context: RoundContext }) => ({ type: 'round.status' as const, status, prizeNo: context.info?.currentNo ?? '' }) }) as const;

/** The shown round has been drawn (the game reloads the recent draws). */
const notifyDrawn = {
  type: 'notify',
  params: ({ context }: { context: RoundContext }) => ({ type: 'round.drawn' as const, prizeNo: context.info?.currentNo ?? '' }),
} as const;

export const TICK_MS = 1000;
export const WARNING_S = 10;
export const AWAIT_REFRESH_MS = 30_000;
export const AWAIT_LIMIT_MS = 300_000;
export const RETRY_MS = 5000;
/** How late a push may be before the live round asks anyway (the scheduler draws a few ms after the draw time). */
export const PUSH_GRACE_MS = 3000;

const serverNow = (context: RoundContext) => context.now + context.offset;
const pushOf = (event: RoundEvent) => (event.type === 'round.pushed' ? event.push : null);
const isPolling = stateIn({ feed: 'polling' });

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
    resultOverdue: ({ context }) => !!context.info && serverNow(context) >= roundTimes(context.info).resultAt + PUSH_GRACE_MS,
    openOverdue: ({ context }) => !!context.info && serverNow(context) >= roundTimes(context.info).openAt + PUSH_GRACE_MS,
    /** The shown round was drawn, and the round did not know it yet. */
    isDrawnPush: ({ context, event }) => pushOf(event)?.event === 'drawn' && pushOf(event)?.prizeNo === context.info?.currentNo && context.info?.status !== 4,
    /** Another round than the one shown opened: the shown one is over. */
    isOtherRoundOpened: ({ context, event }) => pushOf(event)?.event === 'opened' && !!context.info && pushOf(event)?.prizeNo !== context.info.currentNo,
    isShownRoundClosed: ({ context, event }) => pushOf(event)?.event === 'closed' && pushOf(event)?.prizeNo === context.info?.currentNo,
    awaitOver: ({ context }) => context.awaitingSince !== null && context.now - context.awaitingSince >= AWAIT_LIMIT_MS,
    awaitRefreshDue: ({ context }) => context.gameType !== 'pc28' && context.now - context.lastFetchAt >= AWAIT_REFRESH_MS,
  },
}).createMachine({
  id: 'round',
  context: ({ input }) => ({ ...input, info: null, offset: 0, now: 0, awaitingSince: null, lastFetchAt: 0 }),
  invoke: { src: 'ticker', input: { intervalMs: TICK_MS } },
  on: { 'round.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  type: 'parallel',
  states: {
    phase: {
      initial: 'loading',
      on: {
        // Pushes, whatever the phase: the draw the moment it is committed, a newer round the moment it opens.
        'round.pushed': [
          // Drawn when the next round is already open (a late draw): load that one.
          { guard: and(['isDrawnPush', 'openReached']), target: '.loading', actions: notifyDrawn },
          {
            guard: 'isDrawnPush',
            target: '.routing',
            actions: [assign({ info: ({ context }) => context.info && { ...context.info, status: 4 as const } }), notifyDrawn],
          },
          { guard: 'isOtherRoundOpened', target: '.loading' },
        ],
      },
      states: {
        loading: {
          // The read under way is of the new round already.
          on: { 'round.pushed': { guard: 'isOtherRoundOpened' } },
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
          on: {
            'round.refresh': 'loading',
            'round.pushed': { guard: 'isShownRoundClosed', target: 'drawing' },
          },
        },
        drawing: {
          description: 'Betting closed, counting to the draw. Polling: at the draw time it loads the result; live: it waits for the pushed draw (loading only if that is PUSH_GRACE_MS late).',
          entry: [assign({ awaitingSince: null }), announce(2)],
          always: [
            { guard: and(['resultReached', isPolling]), target: 'loading', actions: notifyDrawn },
            { guard: 'resultOverdue', target: 'loading', actions: notifyDrawn },
          ],
        },
        awaitingResult: {
          entry: [assign({ awaitingSince: ({ context }) => context.awaitingSince ?? context.now }), announce(3)],
          always: [
            { guard: 'awaitOver', target: 'loading', actions: assign({ awaitingSince: null }) },
            // Live, the pushed draw ends the wait: no 30 s refreshes.
            { guard: and(['awaitRefreshDue', isPolling]), target: 'loading' },
          ],
          on: { 'round.refresh': 'loading' },
        },
        waitingNextOpen: {
          description: 'Drawn, counting to the next opening. Polling: it loads the new round then; live: the pushed opening loads it (or the clock, PUSH_GRACE_MS late).',
          entry: [assign({ awaitingSince: null }), announce(4)],
          always: [
            { guard: and(['openReached', isPolling]), target: 'loading' },
            { guard: 'openOverdue', target: 'loading' },
          ],
          on: { 'round.refresh': 'loading' },
        },
      },
    },
    feed: {
      initial: 'polling',
      states: {
        polling: {
          description: 'No live socket: the round asks the server at every boundary (and every 30 s while a result is late).',
          tags: ['polling'],
          // Pushes may have been missed while the socket was down: the round is read again once.
          on: { 'round.live': { target: 'live', actions: raise({ type: 'round.refresh' }) } },
        },
        live: {
          description: "The page's socket is live: the server pushes the round's opening, closing and draw.",
          tags: ['live'],
          on: { 'round.fallback': 'polling' },
        },
      },
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

/** The phase region's state (loading, open, drawing …). */
export const phaseOf = (value: unknown): string => String((value as { phase?: unknown } | null)?.phase ?? '');

/** What a round screen renders, from one snapshot. */
export function roundView(snapshot: { value: unknown; context: RoundContext }): RoundView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot.value);
  const info = context.info;
  const now = serverNow(context);
  const empty: RoundView = { status: null, currentNo: info?.currentNo ?? '', remaining: 0, warning: false, canBet: false, loading: true };
  if (!info || phase === 'failed') return { ...empty, loading: phase !== 'failed' };
  const times = roundTimes(info);
  switch (phase) {
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
