import { describe, expect, it } from 'vitest';
import { TREND_POLL_MS, trendView, type TrendSnapshot } from '../../machines/games/trend.machine';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';
import { ROUND_MS } from '../support/fake-platform';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { TREND_CHART, trendPaths } from '../paths/trend.paths';
import { eventually, until, untilState } from '../paths/wait';

/**
 * The trend machine (issue 20 §1): its generated paths on a live actor (tests/paths/trend.paths.ts),
 * and the machine in the whole root system — spawned by the betting machine while the trend page
 * shows (`trend:{id}`), following the draws, stopped when the page leaves.
 */
const paths = generatePaths(trendPaths);

describe('trend machine — generated paths', () => {
  for (const path of paths) {
    it(describePath(trendPaths.machine, path), () =>
      replayPath(trendPaths, path, (snapshot: TrendSnapshot) => {
        const view = trendView(snapshot);
        if (snapshot.matches('loading')) expect(view.phase).toBe('loading');
        if (snapshot.matches('failed')) expect(view.phase).toBe('failed');
        // Once a chart came, it stays on screen through refreshes, failures and count changes.
        if (snapshot.matches('ready')) expect([view.phase, view.chart]).toEqual(['ready', TREND_CHART]);
        expect([30, 100]).toContain(view.count);
      }));
  }
});

const k3 = { lotteryId: 1, gameType: 'k3' as const };

/** The lottery's trend actor, once the betting owner spawned it and its first chart is in. */
async function trendShown(sys: StartedAppSystem, lotteryId: number) {
  await eventually(() => sys.get(`trend:${lotteryId}`) !== undefined, `the trend:${lotteryId} actor`);
  const trend = sys.get(`trend:${lotteryId}`);
  await until(trend, (snapshot) => trendView(snapshot as TrendSnapshot).phase === 'ready');
  return trend;
}

describe('trend in the root system', () => {
  it('lives while the trend page shows, follows new draws with one chart call each, and stops when it leaves', async () => {
    const sys = startAppSystem({ loggedIn: false });
    await untilState(sys.get('session'), 'anonymous');
    sys.get('betting').send({ type: 'trend.show', lottery: k3 });
    const trend = await trendShown(sys, 1);
    expect(trendView(trend.getSnapshot()).phase).toBe('ready');
    const first = trendView(trend.getSnapshot()).chart;
    expect(first?.rounds).toHaveLength(30);
    const charts = () => sys.platform.state.calls.filter((name) => name === 'fetchTrend').length;
    expect(charts()).toBe(1);

    // Polls within the same round fetch no chart.
    await sys.advance(TREND_POLL_MS * 2);
    expect(charts()).toBe(1);
    // The next draw: the chart follows, once.
    await sys.advance(ROUND_MS);
    expect(charts()).toBe(2);
    const next = trendView(trend.getSnapshot()).chart;
    expect(next?.latestNo).not.toBe(first?.latestNo);
    expect(next?.rounds.slice(0, -1)).toEqual(first?.rounds.slice(1));

    // Another count: that chart.
    trend.send({ type: 'trend.count', count: 100 });
    await until(trend, (snapshot) => trendView(snapshot as TrendSnapshot).chart?.rounds.length === 100);
    expect(trendView(trend.getSnapshot()).chart?.rounds).toHaveLength(100);

    sys.get('betting').send({ type: 'trend.hide' });
    await eventually(() => sys.get('trend:1') === undefined, 'the trend actor to stop');
    expect(sys.get('trend:1')).toBeUndefined();
    // Another lottery's page starts that lottery's actor.
    sys.get('betting').send({ type: 'trend.show', lottery: { lotteryId: 2, gameType: 'k3' } });
    expect(trendView((await trendShown(sys, 2)).getSnapshot()).chart?.lotteryId).toBe(2);
  });
});
