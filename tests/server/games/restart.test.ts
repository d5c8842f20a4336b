import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { settleItem } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import type { DatabaseTarget } from '../../../server/db/open';
import { ROUNDS_AHEAD } from '../../../server/domain/games/scheduler';
import { balanceOf, fakeClock, k3Order, newPlayer, OPEN_JSK3, openRound, order, ruleOf, selling, slotAfter, startClockedServer } from './support';

const folder = mkdtempSync(join(tmpdir(), 'fastdraw-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('restarts', () => {
  it('draws and settles, with their committed seeds, the rounds whose draw time passed while the server was down', async () => {
    const target: DatabaseTarget = { kind: 'pglite', dataDir: join(folder, 'data') };
    const clock = fakeClock(OPEN_JSK3);
    let server: FastdrawServer = await startClockedServer(target, clock);
    let closed = false;
    try {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 100_000);
      const { seedHash } = await selling(server, 'k3', 1);
      const bets = [k3Order(slot.prizeNo, { picks: [['big']], stake: 10 }), k3Order(slot.prizeNo, { picks: [[], ['small']], stake: 10 })];
      const ids: number[] = [];
      for (const body of bets) ids.push((await order(server, player, 'k3', body)).envelope.data.id);
      await server.close();
      closed = true;

      // Down for ten minutes: jsk3's round and the rounds made ahead of it all pass their draw time.
      clock.advance(10 * 60 * 1000);
      server = await startClockedServer(target, clock);
      closed = false;

      const [round] = await server.db.query<{ status: number; seed_hash: string; prize_result: string }>(
        'SELECT status, seed_hash, prize_result FROM rounds WHERE lottery_id = 1 AND prize_no = $1',
        [slot.prizeNo],
      );
      expect(round).toMatchObject({ status: 1, seed_hash: seedHash });
      const result = round!.prize_result.split(',').map(Number);
      const expected = bets.map((body) => settleItem('k3', ruleOf('k3', 'dxds'), body.orderItemDTOList[0]!, result).payoutCents);
      const orders = await server.db.query<{ status: number; paid_cents: number }>('SELECT status, paid_cents FROM bet_orders WHERE id = ANY($1::bigint[]) ORDER BY id', [ids]);
      expect(orders).toEqual(expected.map((payout) => ({ status: payout > 0 ? 2 : 1, paid_cents: payout })));
      expect(await balanceOf(server, player.userId)).toBe(100_000 - 2_000 + expected[0]! + expected[1]!);

      const undrawn = await server.db.query('SELECT 1 FROM rounds WHERE status = 0 AND draw_at <= $1', [new Date(clock.now())]);
      expect(undrawn).toEqual([]);
      // Rounds of the downtime that never existed are not made up afterwards.
      const made = await server.db.query<{ prize_no: string }>('SELECT prize_no FROM rounds WHERE lottery_id = 1 AND draw_at > $1 AND draw_at < $2', [
        new Date(slotAfter(slot, 1, ROUNDS_AHEAD).drawAt),
        new Date(clock.now() - 60_000),
      ]);
      expect(made).toEqual([]);
      expect((await selling(server, 'k3', 1)).status).toBe(0);
    } finally {
      if (!closed) await server.close();
    }
    // Two server starts on one embedded database: on a busy machine that is more than the 30 s default.
  }, 120_000);
});
