import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gamePath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { pc28RoomById, type GameType } from '../../models/games';
import type { FastdrawServer } from '../../server/app';
import { OrderIds } from '../../server/domain/games/order-ids';
import { roomPeriodTotalLimit } from '../../server/domain/games/room-limits';
import { loadGameSettings, type GameSettings } from '../../server/domain/games/settings';
import { orderCallOf } from '../../server/routes/place-orders';
import { postgresOrders } from '../../server/routes/place-orders-postgres';
import { PLACE_ORDERS_STATEMENT } from '../../server/routes/order-statements';
import type { Queryable } from '../../server/db/database';
import { expectMoneyConsistent } from './games/ledger-invariants';
import { balanceOf, countingStatements, fakeClock, freshRound, k3Order, newPlayer, OPEN_JSK3, openRound, order, pc28Order, startClockedServer } from './games/support';
import { describeOnPostgres } from './support/postgres';

/**
 * Orders on PostgreSQL: one statement each (migration 021), several in one statement when they
 * arrive together (group commit, migration 023), and pc28 room limits without a lock on the round.
 */
describeOnPostgres('orders', (newDatabase) => {
  const clock = fakeClock(OPEN_JSK3);
  let url: string;
  let nodes: FastdrawServer[] = [];
  let settings: GameSettings;
  beforeAll(async () => {
    ({ url } = await newDatabase());
    nodes = [await startClockedServer({ kind: 'postgres', url }, clock), await startClockedServer({ kind: 'postgres', url }, clock)];
    settings = await loadGameSettings(nodes[0]!.db, { now: clock.now });
  }, 60_000);
  afterAll(() => Promise.all(nodes.map((node) => node.close())));

  const callOf = (gameType: GameType, token: string, body: object, key: string) =>
    orderCallOf(gameType, {
      method: 'POST',
      url: `/api${gamePath.order(gameType)}`,
      headers: { token, 'idempotency-key': key },
      body,
    } as unknown as FastifyRequest);

  it('places an order, refuses one and replays one, each in one statement', async () => {
    const [node] = nodes;
    const slot = await openRound(node!, clock, 1);
    const player = await newPlayer(node!, 1_000);
    const ids = new OrderIds(node!.db);
    await ids.next(); // the block of ids is taken ahead, off the orders' path
    const counting = countingStatements(node!.db);
    const orders = postgresOrders(counting.tx, settings, { ids });
    const statementsOf = async (run: () => Promise<unknown>) => {
      const before = counting.count();
      await run();
      return counting.count() - before;
    };

    const key = randomUUID();
    const body = k3Order(slot.prizeNo, { stake: 2 });
    let placed: Awaited<ReturnType<typeof orders.run>> | undefined;
    expect(await statementsOf(async () => (placed = await orders.run(callOf('k3', player.token, body, key))))).toBe(1);
    expect(placed?.answer).toEqual({ code: 0, msg: expect.any(String), data: { id: expect.any(Number) } });
    expect(placed?.accepted).toMatchObject({ userId: player.userId, orderId: placed?.answer.data && (placed.answer.data as { id: number }).id });

    let refused: Awaited<ReturnType<typeof orders.run>> | undefined;
    expect(await statementsOf(async () => (refused = await orders.run(callOf('k3', player.token, k3Order(slot.prizeNo, { stake: 20 }), randomUUID()))))).toBe(1);
    expect(refused?.answer.code).toBe(ErrorCode.insufficientBalance);

    // The same key and body on the other node replays the first answer over HTTP.
    const replay = await order(nodes[1]!, player, 'k3', body, key);
    expect(replay.envelope).toEqual(placed?.answer);
    expect(await statementsOf(() => orders.run(callOf('k3', player.token, body, key)))).toBe(1);
    expect(await balanceOf(node!, player.userId)).toBe(800);
    await expectMoneyConsistent(node!.db);
  });

  /** 30 orders of 10 players sent at once, 3 each, the third more than a player has left. */
  async function burst(node: FastdrawServer, db: Queryable) {
    const slot = await openRound(node, clock, 1);
    const players = await Promise.all(Array.from({ length: 10 }, () => newPlayer(node, 500)));
    const orders = postgresOrders(db, settings, { lanes: 1 });
    const calls = players.flatMap((player) => [2, 2, 2].map((stake) => callOf('k3', player.token, k3Order(slot.prizeNo, { stake }), randomUUID())));
    const outcomes = await Promise.all(calls.map((c) => orders.run(c)));
    return { players, codes: outcomes.map((outcome) => outcome.answer.code) };
  }

  it('places orders that arrive together in one statement and one commit, each judged as alone', async () => {
    const [node] = nodes;
    const counting = countingStatements(node!.db);
    const { players, codes } = await burst(node!, counting.tx);
    // The first goes alone; the 29 that came while it ran go together (order ids come from a block taken ahead).
    expect(counting.count()).toBeLessThanOrEqual(4);
    expect(codes.filter((code) => code === 0)).toHaveLength(20);
    expect(codes.filter((code) => code !== 0).every((code) => code === ErrorCode.insufficientBalance)).toBe(true);
    for (const player of players) expect(await balanceOf(node!, player.userId)).toBe(100);
    await expectMoneyConsistent(node!.db);
  });

  it('rolls a group back when one of its orders raises, and places each of its orders once, alone', async () => {
    const [node] = nodes;
    let spoiled = 0;
    // The group's last order gets no answer for its outcome, so place_order raises after the others debited.
    const spoiling: Queryable = {
      query: (sql, params) => {
        if (sql !== PLACE_ORDERS_STATEMENT) return node!.db.query(sql, params);
        const group = JSON.parse(params![0] as string) as { answers: string[] }[];
        if (group.length > 1) {
          group[group.length - 1]!.answers = [];
          spoiled += 1;
        }
        return node!.db.query(sql, [JSON.stringify(group)]);
      },
      exec: (sql) => node!.db.exec(sql),
    };
    const { players, codes } = await burst(node!, spoiling);
    expect(spoiled).toBeGreaterThan(0);
    expect(codes.filter((code) => code === 0)).toHaveLength(20);
    for (const player of players) expect(await balanceOf(node!, player.userId)).toBe(100);
    await expectMoneyConsistent(node!.db);
  });

  it("holds pc28 room limits under concurrent orders from two nodes, while another order holds the round's row shared", async () => {
    const slot = await freshRound(nodes[0]!, clock, 8);
    const room = pc28RoomById(1)!;
    const stake = 5_000; // units a bet; the room takes 10 players at their personal limit
    const perPlayer = room.maxBettingSinglePeriod / (stake * 100);
    expect(perPlayer).toBeGreaterThanOrEqual(2);
    const players = await Promise.all(Array.from({ length: 12 }, () => newPlayer(nodes[0]!, room.maxBettingSinglePeriod)));

    // An order of another transaction holds the round shared, as every order does: pc28 orders no longer wait for it.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM rounds WHERE lottery_id = 8 AND prize_no = $1 FOR SHARE', [slot.prizeNo]);
      const calls = players.flatMap((player, p) =>
        // One order more than the personal limit takes for the first player (3003).
        Array.from({ length: perPlayer + (p === 0 ? 1 : 0) }, (_, n) => order(nodes[(p + n) % 2]!, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake }))),
      );
      const codes = (await Promise.all(calls)).map((answer) => answer.envelope.code);
      const accepted = codes.filter((code) => code === 0).length;
      expect(accepted * stake * 100).toBe(roomPeriodTotalLimit(room));
      expect(codes.filter((code) => code !== 0).every((code) => code === ErrorCode.aboveTotalPeriodLimit || code === ErrorCode.abovePersonalPeriodLimit)).toBe(true);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }

    const db = nodes[0]!.db;
    const staked = await db.query<{ user_id: number; total_cents: number }>(
      'SELECT s.user_id, s.total_cents FROM room_round_stakes s JOIN rounds r ON r.id = s.round_id WHERE r.lottery_id = 8 AND r.prize_no = $1 AND s.room_id = 1',
      [slot.prizeNo],
    );
    const orders = await db.query<{ user_id: number; total: number }>(
      `SELECT o.user_id, sum(o.betting_total)::bigint AS total FROM bet_orders o JOIN rounds r ON r.id = o.round_id
       WHERE r.lottery_id = 8 AND r.prize_no = $1 AND o.room_id = 1 AND o.status <> 3 GROUP BY o.user_id`,
      [slot.prizeNo],
    );
    // The stakes kept equal the orders: everyone's at the room's limit, each player's at most theirs.
    const everyone = staked.find((row) => row.user_id === 0)?.total_cents;
    expect(everyone).toBe(roomPeriodTotalLimit(room));
    for (const row of orders) {
      expect(row.total).toBeLessThanOrEqual(room.maxBettingSinglePeriod);
      expect(staked.find((stakedRow) => stakedRow.user_id === row.user_id)?.total_cents).toBe(row.total);
    }
    await expectMoneyConsistent(db);
  });
});
