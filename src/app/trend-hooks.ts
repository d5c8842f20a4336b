import { useSelector } from './use-selector';
import { useEffect, useMemo } from 'react';
import { trendView } from '../../machines/games/trend.machine';
import type { GameType } from '../../models/games';
import type { TrendCount } from '../../models/games/trend';
import { useAppChild } from './hooks';

/**
 * The trend page's lottery (issue 20 §1): tells the betting machine which lottery's charts are on
 * screen (and that the page left), and returns the chart, its phase and the events the page sends.
 */
export function useTrend(lottery: { id: number; type: GameType } | null) {
  const betting = useAppChild('betting');
  const lotteryId = lottery?.id;
  const gameType = lottery?.type;
  useEffect(() => () => betting.send({ type: 'trend.hide' }), [betting]);
  useEffect(() => {
    if (lotteryId !== undefined && gameType !== undefined) betting.send({ type: 'trend.show', lottery: { lotteryId, gameType } });
  }, [betting, lotteryId, gameType]);
  const trend = useSelector(betting, (s) => (s.context.trendOf?.lotteryId === lotteryId ? s.children.trend : undefined));
  const view = useSelector(trend, (s) => (s ? trendView(s) : null));
  const actions = useMemo(
    () => ({
      setCount: (count: TrendCount) => trend?.send({ type: 'trend.count', count }),
      retry: () => trend?.send({ type: 'trend.retry' }),
    }),
    [trend],
  );
  return { chart: view?.chart ?? null, count: view?.count ?? null, phase: view?.phase ?? 'loading', ...actions };
}
