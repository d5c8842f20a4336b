import { computeTrend, parseDrawNumbers, type TrendChart, type TrendCount, type TrendRound } from '../../../models/games/trend';
import type { Lottery } from '../../../models/games';
import type { Queryable } from '../../db/database';

/**
 * Trend charts (issue 20 §1, docs/api.md "Trend charts"): the chart of a lottery's last 30, 50,
 * 100 or 200 drawn rounds, computed once per lottery, count and newest round. Reading it is two
 * indexed queries at most (the newest drawn round; on a miss the last `count` draws), and the
 * work is bounded by the largest count whatever a caller asks.
 */
export interface TrendCache {
  chart(db: Queryable, lottery: Lottery, count: TrendCount): Promise<TrendChart>;
  /** Charts computed so far (a hit computes nothing): the tests' measure. */
  readonly computed: number;
}

interface DrawRow {
  prize_no: string;
  prize_result: string;
}

/** The last `count` drawn rounds of a lottery, oldest first; a stored result that is not a whole draw is skipped. */
async function lastDraws(db: Queryable, lottery: Lottery, count: TrendCount): Promise<TrendRound[]> {
  const rows = await db.query<DrawRow>(
    `SELECT prize_no, prize_result FROM (
       SELECT prize_no, prize_result, draw_at FROM rounds
        WHERE lottery_id = $1 AND status = 1 AND prize_result IS NOT NULL
        ORDER BY draw_at DESC LIMIT $2) AS recent
      ORDER BY draw_at`,
    [lottery.id, count],
  );
  return rows.flatMap((row) => {
    const numbers = parseDrawNumbers(lottery.type, row.prize_result);
    return numbers ? [{ prizeNo: row.prize_no, numbers }] : [];
  });
}

/** A cache of one chart per lottery and count, kept while its newest round is the lottery's newest. */
export function createTrendCache(): TrendCache {
  const charts = new Map<string, TrendChart>();
  let computed = 0;
  return {
    async chart(db, lottery, count) {
      const [latest] = await db.query<{ prize_no: string }>(
        'SELECT prize_no FROM rounds WHERE lottery_id = $1 AND status = 1 AND prize_result IS NOT NULL ORDER BY draw_at DESC LIMIT 1',
        [lottery.id],
      );
      const key = `${lottery.id}:${count}`;
      const cached = charts.get(key);
      if (cached && cached.latestNo === (latest?.prize_no ?? '')) return cached;
      const chart = computeTrend(lottery.id, lottery.type, count, await lastDraws(db, lottery, count));
      computed += 1;
      charts.set(key, chart);
      return chart;
    },
    get computed() {
      return computed;
    },
  };
}
