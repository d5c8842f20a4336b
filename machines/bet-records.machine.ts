import { assign, fromPromise, setup } from 'xstate';
import type { BetOrderRow, BetOrderStatus, BetRecordQuery, Paged } from '../models/bet-records';
import { ClientMessageKey } from '../models/errors';
import { toFormError, type FormError } from './session-error';

/**
 * The bet records (spec §2 "Bet record", §4 order status): filter by status and date range
 * (sent as yyyy-MM-dd), search and reset, 8 a page; a pending row may be cancelled after a
 * confirmation, then shows status 3 locally ('撤单成功!'); otherwise the server's refusal shows.
 */
export const BET_RECORDS_PAGE_SIZE = 8;

export interface BetRecordsInput {
  /** Default date range (today − (days − 1) to tomorrow). */
  startDate: string;
  endDate: string;
  lotteryId?: number;
}

export interface BetRecordFilter {
  status: BetOrderStatus | null;
  startDate: string;
  endDate: string;
}

export interface BetRecordsContext {
  defaults: BetRecordFilter;
  /** What the form shows; applied by `records.search`. */
  draft: BetRecordFilter;
  applied: BetRecordFilter;
  lotteryId?: number;
  page: number;
  rows: BetOrderRow[];
  total: number;
  /** The order awaiting cancel confirmation. */
  cancelling: number | null;
  error: FormError | null;
  notice: string | null;
}

export type BetRecordsEvent =
  | { type: 'records.draft'; filter: Partial<BetRecordFilter> }
  | { type: 'records.search' }
  | { type: 'records.reset' }
  | { type: 'records.page'; page: number }
  | { type: 'records.cancel'; orderId: number }
  | { type: 'records.cancel.confirm' }
  | { type: 'records.cancel.abort' }
  | { type: 'records.reload' };

export const betRecordsMachine = setup({
  types: { context: {} as BetRecordsContext, events: {} as BetRecordsEvent, input: {} as BetRecordsInput },
  actors: {
    fetchPage: fromPromise<Paged<BetOrderRow>, BetRecordQuery>(async () => {
      throw new Error('betRecords: the fetchPage actor must be provided');
    }),
    cancelOrder: fromPromise<void, { orderId: number }>(async () => {
      throw new Error('betRecords: the cancelOrder actor must be provided');
    }),
  },
  actions: {
    /** A cancelled order was refunded: whoever shows the balance should refresh it. */
    refunded: (_, _params: { orderId: number }) => {},
  },
  guards: {
    isExistingPage: ({ context, event }) =>
      event.type === 'records.page' && event.page >= 1 && event.page <= Math.max(1, Math.ceil(context.total / BET_RECORDS_PAGE_SIZE)),
    isPending: ({ context, event }) =>
      event.type === 'records.cancel' && context.rows.some((row) => row.id === event.orderId && row.status === 0),
  },
}).createMachine({
  id: 'betRecords',
  context: ({ input }) => {
    const defaults: BetRecordFilter = { status: null, startDate: input.startDate, endDate: input.endDate };
    return {
      defaults,
      draft: defaults,
      applied: defaults,
      ...(input.lotteryId === undefined ? {} : { lotteryId: input.lotteryId }),
      page: 1,
      rows: [],
      total: 0,
      cancelling: null,
      error: null,
      notice: null,
    };
  },
  initial: 'loading',
  on: {
    'records.draft': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.filter }) }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({
          pageIndex: context.page,
          pageSize: BET_RECORDS_PAGE_SIZE,
          ...context.applied,
          ...(context.lotteryId === undefined ? {} : { lotteryId: context.lotteryId }),
        }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.list, total: ({ event }) => event.output.total, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => toFormError(event.error), rows: [], total: 0 }) },
      },
    },
    ready: {
      on: {
        'records.search': { target: 'loading', actions: assign({ applied: ({ context }) => context.draft, page: 1, notice: null }) },
        'records.reset': { target: 'loading', actions: assign({ draft: ({ context }) => context.defaults, applied: ({ context }) => context.defaults, page: 1, notice: null }) },
        'records.page': {
          guard: 'isExistingPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page, notice: null }),
        },
        'records.reload': 'loading',
        'records.cancel': [
          { guard: 'isPending', target: 'confirmingCancel', actions: assign({ cancelling: ({ event }) => event.orderId, notice: null, error: null }) },
          // Not pending (any more): say so, as the spec's 'current status can no longer be cancelled'.
          { actions: assign({ error: { messageKey: 'errors:code.3010' } }) },
        ],
      },
    },
    confirmingCancel: {
      on: {
        'records.cancel.confirm': 'cancelling',
        'records.cancel.abort': { target: 'ready', actions: assign({ cancelling: null }) },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.cancelling ?? 0 }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'refunded', params: ({ context }) => ({ orderId: context.cancelling ?? 0 }) },
            assign(({ context }) => ({
              rows: context.rows.map((row) => (row.id === context.cancelling ? { ...row, status: 3 as const } : row)),
              cancelling: null,
              notice: ClientMessageKey.cancelSuccess,
            })),
          ],
        },
        onError: { target: 'ready', actions: assign({ cancelling: null, error: ({ event }) => toFormError(event.error) }) },
      },
    },
  },
});
