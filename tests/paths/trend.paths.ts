import { trendMachine } from '../../machines/games/trend.machine';
import { computeTrend } from '../../models/games/trend';
import { fail, ok, type PathSuite } from './generate';

/**
 * The trend page's chart: it loads (or fails and is retried, by hand or after 5 s), follows the
 * draws (every 10 s the newest draw; a new one fetches the chart again, the same one does not),
 * and another count loads that count.
 */
const ROUNDS = [
  { prizeNo: '202612070001', numbers: [1, 2, 3] },
  { prizeNo: '202612070002', numbers: [4, 4, 6] },
];
export const TREND_CHART = computeTrend(1, 'k3', 30, ROUNDS);
/** The chart after a new draw. */
export const NEXT_CHART = computeTrend(1, 'k3', 30, [...ROUNDS, { prizeNo: '202612070003', numbers: [5, 5, 5] }]);

const latest = (prizeNo: string) => ({ records: [{ prizeNo }], total: 3 });

export const trendPaths: PathSuite<typeof trendMachine> = {
  machine: trendMachine,
  input: { lotteryId: 1, gameType: 'k3' },
  events: [{ type: 'trend.count', count: 100 }, { type: 'trend.count', count: 30 }, { type: 'trend.retry' }],
  answers: {
    fetchTrend: [ok(TREND_CHART), fail()],
    fetchLatest: [ok(latest('202612070003'), 'a new draw'), ok(latest('202612070002'), 'no new draw'), fail()],
  },
};
