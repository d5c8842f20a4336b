import { lotteryById, type RawPrizeRecord } from '../../../models/games';
import type { Queryable } from '../../db/database';
import { formatServerTime } from '../notices';
import { newSeed, seedHashOf } from './fair';
import type { RoundSlot } from './schedule';

/** Rounds as stored: created ahead with a committed seed, drawn (or voided) once. */

export const RoundState = { pending: 0, drawn: 1, void: 2 } as const;
export type RoundStateValue = (typeof RoundState)[keyof typeof RoundState];

export interface RoundRow {
  id: number;
  lotteryId: number;
  prizeNo: string;
  closeAt: number;
  drawAt: number;
  state: RoundStateValue;
  seedHash: string;
}

interface StoredRound {
  id: number;
  lottery_id: number;
  prize_no: string;
  close_at: Date;
  draw_at: Date;
  status: RoundStateValue;
  seed_hash: string;
}

const ROUND_COLUMNS = 'id, lottery_id, prize_no, close_at, draw_at, status, seed_hash';

const toRow = (row: StoredRound): RoundRow => ({
  id: row.id,
  lotteryId: row.lottery_id,
  prizeNo: row.prize_no,
  closeAt: row.close_at.getTime(),
  drawAt: row.draw_at.getTime(),
  state: row.status,
  seedHash: row.seed_hash,
});

/** Creates the rounds that do not exist yet, each with a fresh seed. */
export async function createRounds(tx: Queryable, rounds: readonly { lotteryId: number; slot: RoundSlot }[]): Promise<void> {
  if (rounds.length === 0) return;
  const seeds = rounds.map(() => newSeed());
  const hashes = await Promise.all(seeds.map(seedHashOf));
  const at = (pick: (slot: RoundSlot) => number) => rounds.map(({ slot }) => new Date(pick(slot)));
  await tx.query(
    `INSERT INTO rounds (lottery_id, prize_no, open_at, close_at, draw_at, seed, seed_hash)
     SELECT * FROM unnest($1::integer[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::text[])
     ON CONFLICT (lottery_id, prize_no) DO NOTHING`,
    [
      rounds.map((round) => round.lotteryId),
      rounds.map((round) => round.slot.prizeNo),
      at((slot) => slot.openAt),
      at((slot) => slot.closeAt),
      at((slot) => slot.drawAt),
      seeds,
      hashes,
    ],
  );
}

/**
 * The stored rounds of these slots, by prize number. A row whose draw time differs from its slot
 * was made under another timetable (the number repeats within a day): it is not that round.
 */
export async function findRounds(db: Queryable, lotteryId: number, slots: readonly RoundSlot[]): Promise<Map<string, RoundRow>> {
  const rows = await db.query<StoredRound>(`SELECT ${ROUND_COLUMNS} FROM rounds WHERE lottery_id = $1 AND prize_no = ANY($2::text[])`, [
    lotteryId,
    slots.map((slot) => slot.prizeNo),
  ]);
  const found = new Map<string, RoundRow>();
  for (const row of rows.map(toRow)) {
    if (slots.some((slot) => slot.prizeNo === row.prizeNo && slot.drawAt === row.drawAt)) found.set(row.prizeNo, row);
  }
  return found;
}

/**
 * findRounds for several lotteries in one statement: the stored rounds of each lottery's slots,
 * by lottery id then prize number.
 */
export async function findRoundsOf(
  db: Queryable,
  wanted: readonly { lotteryId: number; slots: readonly RoundSlot[] }[],
): Promise<Map<number, Map<string, RoundRow>>> {
  const pairs = wanted.flatMap(({ lotteryId, slots }) => slots.map((slot) => ({ lotteryId, slot })));
  const rows = await db.query<StoredRound>(
    // Both lists, so the (lottery_id, prize_no) index serves it however many rounds the table holds; pairs are matched below.
    `SELECT ${ROUND_COLUMNS} FROM rounds WHERE lottery_id = ANY($1::integer[]) AND prize_no = ANY($2::text[])`,
    [[...new Set(pairs.map((pair) => pair.lotteryId))], [...new Set(pairs.map((pair) => pair.slot.prizeNo))]],
  );
  const found = new Map<number, Map<string, RoundRow>>(wanted.map(({ lotteryId }) => [lotteryId, new Map()]));
  for (const row of rows.map(toRow)) {
    if (pairs.some((pair) => pair.lotteryId === row.lotteryId && pair.slot.prizeNo === row.prizeNo && pair.slot.drawAt === row.drawAt)) {
      found.get(row.lotteryId)?.set(row.prizeNo, row);
    }
  }
  return found;
}

/** lockRoundForBetting for several rounds in one statement, in id order; answers the rows found, by id. */
export async function lockRoundsForBetting(tx: Queryable, roundIds: readonly number[], exclusive: boolean): Promise<Map<number, RoundRow>> {
  if (roundIds.length === 0) return new Map();
  const rows = await tx.query<StoredRound>(
    `SELECT ${ROUND_COLUMNS} FROM rounds WHERE id = ANY($1::bigint[]) ORDER BY id FOR ${exclusive ? 'UPDATE' : 'SHARE'}`,
    [[...roundIds].sort((a, b) => a - b)],
  );
  return new Map(rows.map(toRow).map((row) => [row.id, row]));
}

/** Locks a round for an order or a cancel (a draw waits until they commit) and answers its state. */
export async function lockRoundForBetting(tx: Queryable, roundId: number, exclusive: boolean): Promise<RoundRow | null> {
  const [row] = await tx.query<StoredRound>(`SELECT ${ROUND_COLUMNS} FROM rounds WHERE id = $1 FOR ${exclusive ? 'UPDATE' : 'SHARE'}`, [roundId]);
  return row ? toRow(row) : null;
}

/** Pending rounds whose draw time has come, oldest first. */
export async function dueRoundIds(db: Queryable, now: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM rounds WHERE status = 0 AND draw_at <= $1 ORDER BY draw_at, id', [new Date(now)]);
  return rows.map((row) => row.id);
}

interface DrawnRound {
  lottery_id: number;
  prize_no: string;
  draw_at: Date;
  prize_result: string;
  prize_remark: string;
  seed: string;
  seed_hash: string;
}

const DRAWN_COLUMNS = 'lottery_id, prize_no, draw_at, prize_result, prize_remark, seed, seed_hash';

/** A drawn round as the prize calls send it, seed revealed; null for a lottery no longer in the catalogue. */
function toPrizeRecord(row: DrawnRound): RawPrizeRecord | null {
  const lottery = lotteryById(row.lottery_id);
  if (!lottery) return null;
  return {
    prizeNo: row.prize_no,
    lotteryId: row.lottery_id,
    lotteryType: lottery.type,
    prizeResult: row.prize_result,
    prizeRemark: row.prize_remark,
    resultTime: formatServerTime(row.draw_at),
    seed: row.seed,
    seedHash: row.seed_hash,
  };
}

const records = (rows: DrawnRound[]): RawPrizeRecord[] => rows.map(toPrizeRecord).filter((record) => record !== null);

/** The latest draw of every lottery that has one, by lottery id. */
export async function latestDraws(db: Queryable): Promise<RawPrizeRecord[]> {
  return records(
    await db.query<DrawnRound>(
      `SELECT DISTINCT ON (lottery_id) ${DRAWN_COLUMNS} FROM rounds WHERE status = 1 ORDER BY lottery_id, draw_at DESC`,
    ),
  );
}

/** One page (from 1) of a lottery's draws, newest first, and how many there are. */
export async function drawHistory(db: Queryable, lotteryId: number, pageIndex: number, pageSize: number): Promise<{ list: RawPrizeRecord[]; total: number }> {
  const [count] = await db.query<{ total: number }>('SELECT count(*) AS total FROM rounds WHERE lottery_id = $1 AND status = 1', [lotteryId]);
  const rows = await db.query<DrawnRound>(
    `SELECT ${DRAWN_COLUMNS} FROM rounds WHERE lottery_id = $1 AND status = 1 ORDER BY draw_at DESC LIMIT $2 OFFSET $3`,
    [lotteryId, pageSize, (pageIndex - 1) * pageSize],
  );
  return { list: records(rows), total: count?.total ?? 0 };
}
