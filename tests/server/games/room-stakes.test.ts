import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath } from '../../../models/api-paths';
import { ErrorCode } from '../../../models/errors';
import type { FastdrawServer } from '../../../server/app';
import type { DatabaseTarget } from '../../../server/db/open';
import { migrate } from '../../../server/db/migrate';
import { EVERYONE } from '../../../server/domain/games/room-limits';
import { call } from '../support/api';
import { describeOnPostgres } from '../support/postgres';
import { expectMoneyConsistent } from './ledger-invariants';
import { drawRound, fakeClock, freshRound, newPlayer, OPEN_JSK3, order, pc28Order, startClockedServer, type Player } from './support';

/**
 * The pc28 rooms' running stakes (room_round_stakes, migration 012) stay equal to what summing the
 * round's orders counted (every order of the round and room but cancelled ones), whatever mix of
 * accepted, refused and cancelled orders, concurrent or not, made them.
 */
function describeRoomStakes(name: string, target: () => Promise<DatabaseTarget>) {
  describe(`pc28 room stakes (${name})`, () => {
    const clock = fakeClock(OPEN_JSK3);
    let server: FastdrawServer;
    beforeAll(async () => {
      server = await startClockedServer(await target(), clock);
    }, 120_000);
    afterAll(() => server?.close());

    const roundIdOf = async (prizeNo: string) =>
      (await server.db.query<{ id: number }>('SELECT id FROM rounds WHERE lottery_id = 8 AND prize_no = $1', [prizeNo]))[0]!.id;
    const cancel = (player: Player, orderId: number) => call(server.app, 'POST', LotteryPath.orderCancel, { body: { orderId }, token: player.token });
    /** The table's rows of a round, "room:user" → cents (rows a cancel brought back to 0 left out). */
    const kept = async (roundId: number) => {
      const rows = await server.db.query<{ room_id: number; user_id: number; total_cents: number }>(
        'SELECT room_id, user_id, total_cents FROM room_round_stakes WHERE round_id = $1',
        [roundId],
      );
      for (const row of rows) expect(row.total_cents).toBeGreaterThanOrEqual(0);
      return Object.fromEntries(rows.filter((row) => row.total_cents > 0).map((row) => [`${row.room_id}:${row.user_id}`, row.total_cents]));
    };
    /** What the statement the table replaces summed: the round's orders per room and player, and per room. */
    const summed = async (roundId: number) => {
      const rows = await server.db.query<{ room_id: number; user_id: number; betting_total: number }>(
        'SELECT room_id, user_id, betting_total FROM bet_orders WHERE round_id = $1 AND room_id IS NOT NULL AND status <> 3',
        [roundId],
      );
      const totals: Record<string, number> = {};
      for (const row of rows) {
        for (const user of [row.user_id, EVERYONE]) totals[`${row.room_id}:${user}`] = (totals[`${row.room_id}:${user}`] ?? 0) + row.betting_total;
      }
      return totals;
    };

    it('equal the sum of the round’s orders after accepted, refused and cancelled orders in two rooms by two players; the draw clears them', async () => {
      const slot = await freshRound(server, clock, 8);
      const roundId = await roundIdOf(slot.prizeNo);
      // Room 1: at most 5,000 units an order, 20,000 a player a round. Room 2: 10 units at least.
      const rich = await newPlayer(server, 5_000_000);
      const poor = await newPlayer(server, 300_000);
      const bet = (player: Player, roomId: number, stake: number) => order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId, stake }));

      const first = await Promise.all([
        ...Array.from({ length: 5 }, () => bet(rich, 1, 5_000)),
        bet(rich, 2, 100),
        bet(poor, 1, 1_000),
        bet(poor, 2, 1_500),
      ]);
      const codes = first.map((answer) => answer.envelope.code);
      // Five full orders in room 1: whichever comes fifth passes the personal limit.
      expect(codes.slice(0, 5).sort()).toEqual([0, 0, 0, 0, ErrorCode.abovePersonalPeriodLimit]);
      expect(codes.slice(5)).toEqual([0, 0, 0]);
      expect((await bet(poor, 2, 1_000)).envelope.code).toBe(ErrorCode.insufficientBalance);
      expect(await kept(roundId)).toEqual(await summed(roundId));
      expect(await kept(roundId)).toMatchObject({ [`1:${rich.userId}`]: 2_000_000, [`1:${EVERYONE}`]: 2_100_000 });

      // Cancels (one of them concurrent with new orders): what they took back can be staked again.
      const richIds = first.slice(0, 5).flatMap((answer) => (answer.envelope.code === 0 ? [answer.envelope.data.id] : []));
      const after = await Promise.all([cancel(rich, richIds[0]!), cancel(poor, first[7]!.envelope.data.id), cancel(rich, first[5]!.envelope.data.id)]);
      expect(after.map((answer) => answer.envelope.code)).toEqual([0, 0, 0]);
      expect(await kept(roundId)).toEqual(await summed(roundId));
      const again = await Promise.all([bet(rich, 1, 5_000), bet(poor, 2, 500), cancel(rich, richIds[1]!)]);
      expect(again.map((answer) => answer.envelope.code)).toEqual([0, 0, 0]);
      const totals = await kept(roundId);
      expect(totals).toEqual(await summed(roundId));
      expect([totals[`1:${rich.userId}`], totals[`2:${rich.userId}`], totals[`2:${poor.userId}`]]).toEqual([1_500_000, undefined, 50_000]);
      await expectMoneyConsistent(server.db);

      await drawRound(server, clock, slot);
      expect(await server.db.query('SELECT 1 FROM room_round_stakes WHERE round_id = $1', [roundId])).toEqual([]);
    });

    it('are filled by the migration from the orders already placed in pending rounds', async () => {
      const drawn = await freshRound(server, clock, 8);
      const player = await newPlayer(server, 5_000_000);
      const other = await newPlayer(server, 5_000_000);
      expect((await order(server, player, 'pc28', pc28Order(drawn.prizeNo, { roomId: 1, stake: 100 }))).envelope.code).toBe(0);
      await drawRound(server, clock, drawn);

      const slot = await freshRound(server, clock, 8);
      const roundId = await roundIdOf(slot.prizeNo);
      const placed = await Promise.all([
        order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 3_000 })),
        order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 2, stake: 20 })),
        order(server, other, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 700 })),
        order(server, other, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 400 })),
      ]);
      expect(placed.map((answer) => answer.envelope.code)).toEqual([0, 0, 0, 0]);
      expect((await cancel(other, placed[3]!.envelope.data.id)).envelope.code).toBe(0);
      const before = await summed(roundId);

      // As on a server upgraded mid-round: the table does not exist yet, the orders do.
      await server.db.exec("DROP TABLE room_round_stakes; DELETE FROM schema_migrations WHERE version = '012'");
      expect(await migrate(server.db)).toEqual(['012_room_round_stakes.sql']);
      expect(await kept(roundId)).toEqual(before);
      expect(before).toEqual({
        [`1:${player.userId}`]: 300_000,
        [`2:${player.userId}`]: 2_000,
        [`1:${other.userId}`]: 70_000,
        [`1:${EVERYONE}`]: 370_000,
        [`2:${EVERYONE}`]: 2_000,
      });
      expect(await server.db.query('SELECT 1 FROM room_round_stakes WHERE round_id <> $1', [roundId])).toEqual([]);
      // And the limits read it: 17,000 more units is the player's limit in room 1, one more is over it.
      expect((await order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 1 }))).envelope.code).toBe(0);
      for (let i = 0; i < 3; i++) expect((await order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 5_000 }))).envelope.code).toBe(0);
      expect((await order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 1_999 }))).envelope.code).toBe(0);
      expect((await order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 1 }))).envelope.code).toBe(ErrorCode.abovePersonalPeriodLimit);
      expect(await kept(roundId)).toEqual(await summed(roundId));
    });
  });
}

describeRoomStakes('PGlite', async () => ({ kind: 'memory' }));
describeOnPostgres('pc28 room stakes', (newDatabase) => describeRoomStakes('PostgreSQL', newDatabase));
