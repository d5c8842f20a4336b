import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { PrizeRecord } from '../../models/games';
import { fairCheckId, fairCheckMachine } from './fair-check.machine';

/**
 * Pages through a lottery's draw history (spec §2 "Prize history dialog": 10 a page; the game
 * screen's recent draws use page 1 of 9). `pager.reload` fetches the current page again, as
 * after a draw. `pager.verify {prizeNo}` checks a shown round's seed in the browser: the pager
 * spawns that round's `fairCheck` (kept while the pager lives, so paging back shows the verdict)
 * and asks it to verify.
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

export type PrizePagerEvent = { type: 'pager.goTo'; page: number } | { type: 'pager.reload' } | { type: 'pager.verify'; prizeNo: string };

/** What a pager tells its owner when a page has arrived (the game shows the newest draw). */
export type PrizePagerNotification = { type: 'pager.loaded'; page: number; records: PrizeRecord[] };

export const HISTORY_PAGE_SIZE = 10;
export const RECENT_DRAWS_PAGE_SIZE = 9;

export const pageCount = (context: Pick<PrizePagerContext, 'total' | 'pageSize'>): number =>
  Math.max(1, Math.ceil(context.total / context.pageSize));

export const prizePagerMachine = setup({
  types: {
    context: {} as PrizePagerContext,
    events: {} as PrizePagerEvent,
    input: {} as PrizePagerInput,
    children: {} as { [id: ReturnType<typeof fairCheckId>]: 'fairCheck' },
  },
  actors: {
    fairCheck: fairCheckMachine,
    fetchPage: fromPromise<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>(async () => {
      throw new Error('prizePager: the fetchPage actor must be provided');
    }),
  },
  actions: {
    notify: (_, _params: PrizePagerNotification) => {},
    /** Spawns the round's check once (only a drawn round with its seed and hash has one) and runs it. */
    verifyRound: enqueueActions(({ context, event, self, enqueue }) => {
      if (event.type !== 'pager.verify') return;
      const record = context.records.find((shown) => shown.prizeNo === event.prizeNo);
      if (!record?.seed || !record.seedHash) return;
      const id = fairCheckId(record.prizeNo);
      if (!self.getSnapshot().children[id]) {
        const input = { gameType: record.lotteryType, seed: record.seed, seedHash: record.seedHash, prizeResult: record.prizeResult };
        // One history dialog shows at a time (it is modal), so lottery and round name the check in the system.
        enqueue.spawnChild('fairCheck', { id, systemId: `fairCheck:${record.lotteryId}:${record.prizeNo}`, input });
      }
      enqueue.sendTo(id, { type: 'fair.verify' });
    }),
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
    'pager.verify': { actions: 'verifyRound' },
  },
  states: {
    loading: {
      tags: ['loading'],
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
    failed: { description: 'The page could not be loaded: the view offers a reload.', tags: ['failed'] },
  },
});

export type PrizePagerMachine = typeof prizePagerMachine;
