import { prizePagerMachine, type PrizePage } from '../../machines/games/prize-pager.machine';
import type { PrizeRecord } from '../../models/games/types';
import { fail, ok, type PathSuite } from './generate';

export const DRAW: PrizeRecord = {
  prizeNo: '20261122001',
  lotteryId: 8,
  lotteryType: 'k3',
  prizeResult: '1,2,3',
  prizeRemark: '',
  resultTime: '2026-11-22 12:00:00',
  resultList: [1, 2, 3],
  remarkList: [],
  prizeTotal: 6,
};
/** 12 draws, 10 a page: two pages. */
export const PAGE: PrizePage = { records: [DRAW], total: 12 };

/**
 * A lottery's draw history: a page loads or fails; the player goes to the other page, to one that
 * does not exist (refused), reloads, verifies a shown round (its check is fair-check's suite).
 */
export const prizePagerPaths: PathSuite<typeof prizePagerMachine> = {
  machine: prizePagerMachine,
  input: { lotteryId: 8, pageSize: 10 },
  events: [
    { type: 'pager.goTo', page: 2 },
    { type: 'pager.goTo', page: 3 },
    { type: 'pager.reload' },
    { type: 'pager.verify', prizeNo: DRAW.prizeNo },
  ],
  answers: { fetchPage: [ok(PAGE), fail()] },
  vertex: (snapshot) => [snapshot.value, snapshot.context.page],
};
