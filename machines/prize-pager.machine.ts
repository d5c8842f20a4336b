import { assign, fromPromise, setup } from 'xstate';
import type { PrizeRecord } from '../models/games';

/**
 * Pages through a lottery's draw history (spec §2 "Prize history dialog": 10 a page; the game
 * screen's recent draws use page 1 of 9). `pager.reload` fetches the current page again, as
 * after a draw.
 */
export interface PrizePagerInput {
  lotteryId: number;
  pageSize: number;
}

export interface PrizePage {
  records: PrizeRecord[];
  total: number;
}

export interface PrizePagerContext extends PrizePagerInput {
  page: number;
  records: PrizeRecord[];
  total: number;
}

export type PrizePagerEvent = { type: 'pager.goTo'; page: number } | { type: 'pager.reload' };

/** What a pager tells its owner when a page has arrived (the game shows the newest draw). */
export type PrizePagerNotification = { type: 'pager.loaded'; page: number; records: PrizeRecord[] };

export const HISTORY_PAGE_SIZE = 10;
export const RECENT_DRAWS_PAGE_SIZE = 9;

export const pageCount = (context: Pick<PrizePagerContext, 'total' | 'pageSize'>): number =>
  Math.max(1, Math.ceil(context.total / context.pageSize));

export const prizePagerMachine = setup({
  types: { context: {} as PrizePagerContext, events: {} as PrizePagerEvent, input: {} as PrizePagerInput },
  actors: {
    fetchPage: fromPromise<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>(async () => {
      throw new Error('prizePager: the fetchPage actor must be provided');
    }),
  },
  actions: {
    notify: (_, _params: PrizePagerNotification) => {},
  },
  guards: {
    isOtherValidPage: ({ context, event }) =>
      event.type === 'pager.goTo' && Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCount(context) && event.page !== context.page,
  },
}).createMachine({
  id: 'prizePager',
  context: ({ input }) => ({ ...input, page: 1, records: [], total: 0 }),
  initial: 'loading',
  on: {
    'pager.goTo': { guard: 'isOtherValidPage', target: '.loading', actions: assign({ page: ({ event }) => event.page }) },
    'pager.reload': '.loading',
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ lotteryId: context.lotteryId, pageIndex: context.page, pageSize: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ records: ({ event }) => event.output.records, total: ({ event }) => event.output.total }),
            { type: 'notify', params: ({ context, event }) => ({ type: 'pager.loaded' as const, page: context.page, records: event.output.records }) },
          ],
        },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {},
  },
});

export type PrizePagerMachine = typeof prizePagerMachine;
