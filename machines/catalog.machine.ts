import { assign, fromPromise, setup } from 'xstate';
import type { LotteryCard, RawPrizeRecord } from '../models/games';

/**
 * The lottery catalogue (spec §2 Home, Lottery hall, footer): the games on offer and the latest
 * draw of each, from the home index. Latest draws are refreshed every 30 s while the page is
 * open, so the footer and home panel follow the draws.
 */
export type { LotteryCard };

export interface CatalogData {
  lotteryList: LotteryCard[];
  prizeRecordList: RawPrizeRecord[];
}

export interface CatalogContext extends CatalogData {
  loaded: boolean;
}

export type CatalogEvent = { type: 'catalog.reload' };

export const CATALOG_REFRESH_MS = 30_000;

export const catalogMachine = setup({
  types: { context: {} as CatalogContext, events: {} as CatalogEvent },
  actors: {
    fetchCatalog: fromPromise<CatalogData, void>(async () => {
      throw new Error('catalog: the fetchCatalog actor must be provided');
    }),
  },
  delays: { refresh: CATALOG_REFRESH_MS },
}).createMachine({
  id: 'catalog',
  context: { lotteryList: [], prizeRecordList: [], loaded: false },
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
