import { ErrorCode } from '../../../models/errors';
import type { Pc28Room, Room } from '../../../models/games';
import type { Queryable } from '../../db/database';

/**
 * The house's limit on what all players together stake in one room in one round (code 3004): the
 * exposure of ten players at their personal limit. The personal limit itself (3003) is the room's
 * maxBettingSinglePeriod from the catalogue.
 */
export const PLAYERS_AT_FULL_STAKE = 10;

export const roomPeriodTotalLimit = (room: Room): number => room.maxBettingSinglePeriod * PLAYERS_AT_FULL_STAKE;

/**
 * What is staked in a room in a round is kept in `room_round_stakes` (migration 012): one row per
 * player and one for everyone (this user id; ids start at 1). Orders add to it, a cancel takes its
 * stake back out, the draw deletes the round's rows. It counts what summing the round's orders
 * counted: all of them but cancelled ones.
 */
export const EVERYONE = 0;

/** What is staked so far in one pc28 room in one round, by everyone and by each player, and what a batch adds. */
export class RoomStake {
  everyone = 0;
  readonly byUser = new Map<number, number>();
  /** What this batch's accepted orders add, by player. */
  readonly added = new Map<number, number>();

  add(userId: number, cents: number): void {
    this.everyone += cents;
    this.byUser.set(userId, (this.byUser.get(userId) ?? 0) + cents);
    this.added.set(userId, (this.added.get(userId) ?? 0) + cents);
  }
}

/** pc28 limits per round of a room: the player's own total (3003) and all players' (3004). */
export function roomLimitRefusal(stake: RoomStake, userId: number, room: Pc28Room, totalCents: number): number | null {
  if ((stake.byUser.get(userId) ?? 0) + totalCents > room.maxBettingSinglePeriod) return ErrorCode.abovePersonalPeriodLimit;
  if (stake.everyone + totalCents > roomPeriodTotalLimit(room)) return ErrorCode.aboveTotalPeriodLimit;
  return null;
}

export interface RoomBet {
  roundId: number;
  roomId: number;
  userId: number;
}

export interface RoomStakes {
  of(roundId: number, roomId: number): RoomStake;
  /** Adds every stake's `added` to the table (one statement; none when nothing was added). */
  write(tx: Queryable): Promise<void>;
}

const keyOf = (roundId: number, roomId: number) => `${roundId}:${roomId}`;

/**
 * The stakes so far of every (round, room) of `bets` (pc28 bets of rounds locked exclusively):
 * the rooms' totals and the betting players' own, read in one statement.
 */
export async function readRoomStakes(tx: Queryable, bets: readonly RoomBet[]): Promise<RoomStakes> {
  const stakes = new Map<string, { roundId: number; roomId: number; stake: RoomStake }>();
  const keys = new Map<string, [number, number, number]>();
  for (const { roundId, roomId, userId } of bets) {
    if (!stakes.has(keyOf(roundId, roomId))) stakes.set(keyOf(roundId, roomId), { roundId, roomId, stake: new RoomStake() });
    for (const user of [EVERYONE, userId]) keys.set(`${roundId}:${roomId}:${user}`, [roundId, roomId, user]);
  }
  if (keys.size > 0) {
    const rows = await tx.query<{ round_id: number; room_id: number; user_id: number; total_cents: number }>(
      `SELECT round_id, room_id, user_id, total_cents FROM room_round_stakes
       WHERE (round_id, room_id, user_id) IN (SELECT * FROM unnest($1::bigint[], $2::integer[], $3::bigint[]))`,
      [0, 1, 2].map((column) => [...keys.values()].map((key) => key[column])),
    );
    for (const row of rows) {
      const { stake } = stakes.get(keyOf(row.round_id, row.room_id))!;
      if (row.user_id === EVERYONE) stake.everyone = row.total_cents;
      else stake.byUser.set(row.user_id, row.total_cents);
    }
  }
  return {
    of: (roundId, roomId) => stakes.get(keyOf(roundId, roomId))!.stake,
    async write(tx) {
      const rows: [number, number, number, number][] = [];
      for (const { roundId, roomId, stake } of stakes.values()) {
        let everyone = 0;
        for (const [userId, cents] of stake.added) {
          rows.push([roundId, roomId, userId, cents]);
          everyone += cents;
        }
        if (everyone > 0) rows.push([roundId, roomId, EVERYONE, everyone]);
      }
      if (rows.length === 0) return;
      await tx.query(
        `INSERT INTO room_round_stakes AS s (round_id, room_id, user_id, total_cents)
         SELECT * FROM unnest($1::bigint[], $2::integer[], $3::bigint[], $4::bigint[])
         ON CONFLICT (round_id, room_id, user_id) DO UPDATE SET total_cents = s.total_cents + EXCLUDED.total_cents`,
        [0, 1, 2, 3].map((column) => rows.map((row) => row[column])),
      );
    },
  };
}

/** A cancelled order's stake taken back out of its room's totals (the player's and everyone's). */
export async function withdrawRoomStake(tx: Queryable, bet: RoomBet, cents: number): Promise<void> {
  await tx.query(
    `UPDATE room_round_stakes SET total_cents = total_cents - $4
     WHERE round_id = $1 AND room_id = $2 AND user_id IN ($3, ${EVERYONE})`,
    [bet.roundId, bet.roomId, bet.userId, cents],
  );
}

/** A drawn or voided round's rows: no order joins it any more. */
export async function dropRoomStakes(tx: Queryable, roundId: number): Promise<void> {
  await tx.query('DELETE FROM room_round_stakes WHERE round_id = $1', [roundId]);
}
