import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { HISTORY_PAGE_SIZE, prizePagerMachine } from './prize-pager.machine';
import { screenId } from '../core/system';
import type { LotteryCard, RawPrizeRecord } from '../../models/games';

/**
 * The lottery catalogue (spec §2 Home, Lottery hall, footer): the games on offer and the latest
 * draw of each, from the home index. Latest draws are refreshed every 30 s while the page is
 * open, so the footer and home panel follow the draws. It also owns the footer's draw-history
 * dialog: a pager (`drawHistory:{lotteryId}`) that lives while the dialog is open.
 *
 * Whether the catalogue has ever loaded is a state, not a flag: `empty` until the first answer
 * (tags `loading`, `failed`), then `loaded` (tag `loaded`) for the page's life, where a failed
 * refresh (`stale`) keeps what is shown.
 */
export type { LotteryCard };

export interface CatalogData {
  lotteryList: LotteryCard[];
  prizeRecordList: RawPrizeRecord[];
}

export interface CatalogContext extends CatalogData {
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
  context: { lotteryList: [], prizeRecordList: [], historyOf: null },
  on: {
    'catalog.history.open': { actions: 'openHistory' },
    'catalog.history.close': { actions: 'closeHistory' },
  },
  initial: 'empty',
  states: {
    empty: {
      description: 'Nothing to show yet: the first index is on its way or could not be had.',
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchCatalog',
            onDone: { target: '#catalog.loaded', actions: assign(({ event }) => event.output) },
            onError: 'failed',
          },
        },
        failed: {
          description: 'The first load failed: the views offer a retry; it also tries again every 30 s.',
          tags: ['failed'],
          after: { refresh: 'loading' },
          on: { 'catalog.reload': 'loading' },
        },
      },
    },
    loaded: {
      description: 'The index is shown; the latest draws are refreshed every 30 s.',
      tags: ['loaded'],
      initial: 'fresh',
      states: {
        fresh: { after: { refresh: 'refreshing' }, on: { 'catalog.reload': 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'fetchCatalog',
            onDone: { target: 'fresh', actions: assign(({ event }) => event.output) },
            onError: 'stale',
          },
        },
        // Keep what we had; try again on the same rhythm.
        stale: {
          description: 'A refresh failed: what was shown stays.',
          after: { refresh: 'refreshing' },
          on: { 'catalog.reload': 'refreshing' },
        },
      },
    },
  },
});
