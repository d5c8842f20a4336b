import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath } from '../../../models/api-paths';
import type { Timetable } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import type { DatabaseTarget } from '../../../server/db/open';
import { call } from '../support/api';
import { startTestServer } from '../support/server';
import { expectAccountMoneyConsistent } from '../account/account-invariants';
import { expectMoneyConsistent } from './ledger-invariants';
import { randomBet, randomLottery, seededRandom, type Random } from './random-bets';
import { newPlayer, order, selling, type Player } from './support';

/** One-second rounds for every lottery, for ten seconds: on the real clock and the scheduler's own timers. */
export const SOAK_TIMETABLE: Timetable = { drawIntervalS: 1, closeBeforeDrawS: 0.2, drawDelayS: 0.1 };
const SOAK_MS = 10_000;
/** On a busy machine the players bet on past SOAK_MS, up to this, until the soak has done enough. */
const SOAK_MAX_MS = 60_000;
const MIN_ORDERS = 100;
const PLAYERS = 6;
const SETTLE_WAIT_MS = 15_000;
/** Half the players are an agent's sub-accounts, so draws also pay rebates. */
const REBATE_PERMILLE = 10;

/**
 * The soak: several players bet at random on every game at once (retrying some orders with the
 * same Idempotency-Key and cancelling some), while rounds open, close and draw on their own; then
 * the money must add up exactly (ledger-invariants.ts).
 */
export function describeSoak(label: string, target: () => Promise<DatabaseTarget>): void {
  describe(`soak on ${label}`, () => {
    let server: FastdrawServer;
    beforeAll(async () => {
      server = await startTestServer(await target(), { games: { timetable: SOAK_TIMETABLE }, account: { rebatePermille: REBATE_PERMILLE } });
    });
    afterAll(() => server?.close());

    it('keeps every balance equal to its ledger and pays every order exactly once', { timeout: SOAK_MAX_MS + SETTLE_WAIT_MS + 30_000 }, async () => {
      const agent = await newPlayer(server, 0, 'agent');
      const [agentRow] = await server.db.query<{ invite_code: string }>('SELECT invite_code FROM users WHERE id = $1', [agent.userId]);
      const players = [];
      for (let i = 0; i < PLAYERS; i++) players.push(await newPlayer(server, 2_000_000, 'soak', i % 2 === 0 ? agentRow!.invite_code : 'FAST01'));
      const total: Tally = { placed: 0, cancelled: 0 };
      const start = Date.now();
      const keepBetting = () =>
        Date.now() < start + SOAK_MS || (Date.now() < start + SOAK_MAX_MS && (total.placed <= MIN_ORDERS || total.cancelled === 0));
      await Promise.all(players.map((player, i) => bet(server, player, seededRandom(1_000 + i), keepBetting, total)));
      expect(total.placed).toBeGreaterThan(MIN_ORDERS);
      expect(total.cancelled).toBeGreaterThan(0);

      await waitUntilSettled(server);
      const [drawn] = await server.db.query<{ n: number }>('SELECT count(DISTINCT round_id) AS n FROM bet_orders');
      expect(drawn?.n).toBeGreaterThanOrEqual(20);
      await expectMoneyConsistent(server.db);
      await expectAccountMoneyConsistent(server.db, REBATE_PERMILLE);
      const [rebates] = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM ledger WHERE type = 4 AND user_id = $1', [agent.userId]);
      expect(rebates?.n).toBeGreaterThan(0);
    });
  });
}

interface Tally {
  placed: number;
  cancelled: number;
}

/** One player's betting until `keepBetting` says stop, counted into `tally` (shared by all players). */
async function bet(server: FastdrawServer, player: Player, random: Random, keepBetting: () => boolean, tally: Tally): Promise<void> {
  while (keepBetting()) {
    const lottery = randomLottery(random);
    const info = await selling(server, lottery.type, lottery.id, player.token);
    const wager = info.status === 0 ? randomBet(random, lottery, info.currentNo) : null;
    if (!wager) {
      await sleep(20);
      continue;
    }
    const key = randomUUID();
    const answer = await order(server, player, lottery.type, wager.body, key);
    // Closed between the selling info and the order; balances are far above any stake.
    expect([0, 3009]).toContain(answer.envelope.code);
    if (answer.envelope.code !== 0) continue;
    tally.placed += 1;
    if (random() < 0.15) expect(await order(server, player, lottery.type, wager.body, key)).toEqual(answer);
    if (random() < 0.1) {
      const cancel = await call(server.app, 'POST', LotteryPath.orderCancel, { body: { orderId: answer.envelope.data.id }, token: player.token, idempotencyKey: randomUUID() });
      expect([0, 3010]).toContain(cancel.envelope.code);
      if (cancel.envelope.code === 0) tally.cancelled += 1;
    }
  }
}

/** Waits for the scheduler to draw every round that has orders. */
async function waitUntilSettled(server: FastdrawServer): Promise<void> {
  const until = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const [pending] = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM bet_orders WHERE status = 0');
    if (pending?.n === 0) return;
    if (Date.now() > until) throw new Error(`${pending?.n} orders still pending`);
    await sleep(200);
  }
}
