import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath } from '../../../models/api-paths';
import { ErrorCode } from '../../../models/errors';
import { drawResult } from '../../../models/games/draw';
import { computeTrend, type TrendChart } from '../../../models/games/trend';
import type { GameType } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import { createTrendCache } from '../../../server/domain/games/trend';
import { call } from '../support/api';
import { lottery } from './support';
import { startTestServer } from '../support/server';

/**
 * /lotteryPrize/v1/trend (issue 20 §1): a visitor reads the chart of the last 30/50/100/200
 * draws of every family, computed from the stored draws; any other count or lottery is a clear
 * refusal, never a 5xx; a chart is computed once per newest round.
 */
const FAMILIES: readonly { gameType: GameType; lotteryId: number }[] = [
  { gameType: 'k3', lotteryId: 1 },
  { gameType: 'pk10', lotteryId: 5 },
  { gameType: 'ssc', lotteryId: 6 },
  { gameType: 'hp8', lotteryId: 7 },
  { gameType: 'pc28', lotteryId: 8 },
];

const START = Date.UTC(2026, 0, 1);
let seedCounter = 1;
const bytes = (n: number) => Uint8Array.from({ length: n }, () => (seedCounter = (seedCounter * 1103515245 + 12345) % 2 ** 31) & 0xff);

/** Stores `n` drawn rounds of a lottery after `from`, a minute apart; answers their draws, oldest first. */
async function storeDraws(server: FastdrawServer, lotteryId: number, gameType: GameType, from: number, n: number) {
  const draws: { prizeNo: string; numbers: number[] }[] = [];
  const params: unknown[] = [];
  const rows: string[] = [];
  for (let i = 0; i < n; i += 1) {
    // A day of its own, so no demo round shares a number.
    const prizeNo = `19990101${String(from + i).padStart(4, '0')}`;
    const numbers = drawResult(gameType, bytes);
    draws.push({ prizeNo, numbers });
    const at = params.length;
    rows.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 3}, $${at + 3}, 'seed', 'hash', 1, $${at + 4}, '')`);
    params.push(lotteryId, prizeNo, new Date(START + (from + i) * 60_000), numbers.join(','));
  }
  await server.db.query(
    `INSERT INTO rounds (lottery_id, prize_no, open_at, close_at, draw_at, seed, seed_hash, status, prize_result, prize_remark) VALUES ${rows.join(', ')}`,
    params,
  );
  return draws;
}

describe('trend charts', () => {
  let server: FastdrawServer;
  const stored = new Map<number, { prizeNo: string; numbers: number[] }[]>();
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { games: { timetable: 'real', now: () => START, autoDraw: false } });
    await server.db.query('DELETE FROM rounds WHERE lottery_id IN (1, 5, 6, 7, 8) AND status = 1');
    for (const { gameType, lotteryId } of FAMILIES) stored.set(lotteryId, await storeDraws(server, lotteryId, gameType, 0, 60));
  }, 60_000);
  afterAll(() => server?.close());

  const trend = (body: object) => call<TrendChart | null>(server.app, 'POST', LotteryPath.trend, { body });

  for (const { gameType, lotteryId } of FAMILIES) {
    it(`${gameType}: a visitor gets the chart of the last 30 and 100 draws, as computed from them`, async () => {
      const draws = stored.get(lotteryId) ?? [];
      for (const count of [30, 100] as const) {
        const answer = await trend({ lotteryId, count });
        expect(answer.envelope.code).toBe(0);
        expect(answer.envelope.data).toEqual(computeTrend(lotteryId, gameType, count, draws.slice(-count)));
      }
    });
  }

  it('refuses a count other than 30/50/100/200 and an unknown lottery clearly, never with a 5xx', async () => {
    for (const count of [0, 31, 201, 1000, -30, 'x', 30.5, null]) {
      const answer = await trend({ lotteryId: 1, count });
      expect(answer.status).toBeLessThan(500);
      expect(answer.envelope.code).not.toBe(0);
    }
    expect((await trend({ lotteryId: 1, count: 31 })).envelope).toMatchObject({ code: ErrorCode.failed, msg: expect.stringContaining('200') });
    expect((await trend({ lotteryId: 999, count: 30 })).envelope.code).toBe(ErrorCode.gameDisabled);
    expect((await trend({ lotteryId: 'abc', count: 30 })).envelope.code).toBe(ErrorCode.gameDisabled);
  });

  it('computes a chart once per newest round: a new draw makes a new one', async () => {
    const cache = createTrendCache();
    const k3 = lottery(1);
    const first = await cache.chart(server.db, k3, 50);
    expect(await cache.chart(server.db, k3, 50)).toBe(first);
    expect(cache.computed).toBe(1);
    const [next] = await storeDraws(server, 1, 'k3', 60, 1);
    const second = await cache.chart(server.db, k3, 50);
    expect(cache.computed).toBe(2);
    expect(second.latestNo).toBe(next?.prizeNo);
    expect(second.rounds).toHaveLength(50);
    expect(second.rounds.at(-1)).toEqual(next);
  });
});
