import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { HISTORY_PAGE_SIZE, prizePagerMachine } from './prize-pager.machine';
import { screenId } from '../core/system';
import type { LotteryCard, RawPrizeRecord } from '../../models/games';

/**
 * The lottery catalogue (spec §2 Home, Lottery hall, footer): the games on offer and the latest
 * draw of each, from the home index. Latest draws are refreshed every 30 s while the page is
 * open, so the footer and home panel follow the draws. It also owns the footer's draw-history
 * dialog: a pager (`drawHistory:{lotteryId}`) that lives while the dialog is open.
 */
export type { LotteryCard };

export interface CatalogData {
  lotteryList: LotteryCard[];
  prizeRecordList: RawPrizeRecord[];
}

export interface CatalogContext extends CatalogData {
  loaded: boolean;
  /** The lottery whose history dialog is open, or null. */
  historyOf: number | null;
}

export type CatalogEvent = { type: 'catalog.reload' } | { type: 'catalog.history.open'; lotteryId: number } | { type: 'catalog.history.close' };

export const CATALOG_REFRESH_MS = 30_000;

export const catalogMachine = setup({
  types: { context: {} as CatalogContext, events: {} as CatalogEvent, children: {} as { history: 'history' } },
  actors: {
    history: prizePagerMachine,
    fetchCatalog: fromPromise<CatalogData, void>(async () => {
      throw new Error('catalog: the fetchCatalog actor must be provided');
    }),
  },
  actions: {
    openHistory: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'catalog.history.open') return;
      enqueue.stopChild('history');
      enqueue.spawnChild('history', { id: 'history', systemId: screenId('drawHistory', event.lotteryId), input: { lotteryId: event.lotteryId, pageSize: HISTORY_PAGE_SIZE } });
      enqueue.assign({ historyOf: event.lotteryId });
    }),
    closeHistory: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('history');
      enqueue.assign({ historyOf: null });
    }),
  },
  delays: { refresh: CATALOG_REFRESH_MS },
}).createMachine({
  id: 'catalog',
  context: { lotteryList: [], prizeRecordList: [], loaded: false, historyOf: null },
  on: {
    'catalog.history.open': { actions: 'openHistory' },
    'catalog.history.close': { actions: 'closeHistory' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchCatalog',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...event.output, loaded: true })),
        },
        onError: 'failed',
      },
    },
    ready: { after: { refresh: 'loading' }, on: { 'catalog.reload': 'loading' } },
    // Keep what we had; try again on the same rhythm.
    failed: { after: { refresh: 'loading' }, on: { 'catalog.reload': 'loading' } },
  },
});
