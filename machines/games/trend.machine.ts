import { assign, fromPromise, setup, type ActorRefFrom, type PromiseActorLogic, type SnapshotFrom } from 'xstate';
import type { GameType } from '../../models/games';
import { DEFAULT_TREND_COUNT, type TrendChart, type TrendCount } from '../../models/games/trend';
import type { PrizePage } from './prize-pager.machine';

/**
 * The trend page of one lottery (issue 20 §1, `/trend?lotteryId=`): the chart of its last 30, 50,
 * 100 or 200 draws, as the server computed it, kept current as rounds are drawn. It follows the
 * draws as the round machine follows its round: every `poll` it asks for the lottery's newest
 * draw (one record) and fetches the chart again only when that draw is not the chart's newest.
 *
 * ```
 * loading ─▶ ready.(waiting ─after poll─▶ checking ─new draw─▶ refreshing ─▶ waiting) | failed ─after retry | trend.retry─▶ loading
 * trend.count {count} (another count) ─▶ loading
 * ```
 */
export interface TrendInput {
  lotteryId: number;
  gameType: GameType;
  count?: TrendCount;
}

export interface TrendRequest {
  lotteryId: number;
  count: TrendCount;
}

export interface TrendContext {
  lotteryId: number;
  gameType: GameType;
  count: TrendCount;
  /** The chart on screen (kept while a newer one or another count loads, and over a failed refresh). */
  chart: TrendChart | null;
}

export type TrendEvent = { type: 'trend.count'; count: TrendCount } | { type: 'trend.retry' };

/** How often the page asks whether a new round was drawn. */
export const TREND_POLL_MS = 10_000;
export const TREND_RETRY_MS = 5_000;

export const trendMachine = setup({
  types: { context: {} as TrendContext, events: {} as TrendEvent, input: {} as TrendInput },
  actors: {
    fetchTrend: fromPromise<TrendChart, TrendRequest>(async () => {
      throw new Error('trend: the fetchTrend actor must be provided');
    }),
    /** The lottery's newest draw: page 1 of size 1 of its draws. */
    fetchLatest: fromPromise<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>(async () => {
      throw new Error('trend: the fetchLatest actor must be provided');
    }),
  },
  guards: {
    isOtherCount: ({ context, event }) => event.type === 'trend.count' && event.count !== context.count,
    hasNewDraw: ({ context, event }) => {
      const newest = (event as { output?: PrizePage }).output?.records[0]?.prizeNo;
      return newest !== undefined && newest !== context.chart?.latestNo;
    },
  },
  delays: { poll: TREND_POLL_MS, retry: TREND_RETRY_MS },
}).createMachine({
  id: 'trend',
  context: ({ input }) => ({ lotteryId: input.lotteryId, gameType: input.gameType, count: input.count ?? DEFAULT_TREND_COUNT, chart: null }),
  on: {
    'trend.count': { guard: 'isOtherCount', target: '.loading', actions: assign({ count: ({ event }) => event.count }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchTrend',
        input: ({ context }) => ({ lotteryId: context.lotteryId, count: context.count }),
        onDone: { target: 'ready', actions: assign({ chart: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {
      tags: ['ready'],
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'checking' } },
        checking: {
          invoke: {
            src: 'fetchLatest',
            input: ({ context }) => ({ lotteryId: context.lotteryId, pageIndex: 1, pageSize: 1 }),
            onDone: [{ guard: 'hasNewDraw', target: 'refreshing' }, { target: 'waiting' }],
            onError: 'waiting',
          },
        },
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            src: 'fetchTrend',
            input: ({ context }) => ({ lotteryId: context.lotteryId, count: context.count }),
            onDone: { target: 'waiting', actions: assign({ chart: ({ event }) => event.output }) },
            // Keep the chart on screen; the next poll tries again.
            onError: 'waiting',
          },
        },
      },
    },
    failed: {
      tags: ['failed'],
      after: { retry: 'loading' },
      on: { 'trend.retry': 'loading' },
    },
  },
});

export type TrendMachine = typeof trendMachine;
export type TrendSnapshot = SnapshotFrom<TrendMachine>;
export type TrendRef = ActorRefFrom<TrendMachine>;

/** What the page shows: the chart (possibly an older one while another loads) and the phase. */
export function trendView(snapshot: TrendSnapshot): { chart: TrendChart | null; count: TrendCount; phase: 'loading' | 'ready' | 'failed' } {
  const phase = snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('ready') ? 'ready' : 'loading';
  return { chart: snapshot.context.chart, count: snapshot.context.count, phase };
}

/** The trend machine with its calls in place (loaded with the page, machines/app/app-services.ts). */
export function provideTrend(calls: {
  fetchTrend: PromiseActorLogic<TrendChart, TrendRequest>;
  fetchPrizePage: PromiseActorLogic<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>;
}) {
  return trendMachine.provide({ actors: { fetchTrend: calls.fetchTrend, fetchLatest: calls.fetchPrizePage } });
}
