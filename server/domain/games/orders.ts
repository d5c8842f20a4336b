import { ErrorCode } from '../../../models/errors';
import type { Lottery, Pc28Room } from '../../../models/games';
import type { Queryable } from '../../db/database';
import { FundType } from '../fund-types';
import { post } from '../ledger';
import type { CheckedItem } from './order-check';
import type { PlacedOrder } from './order-request';
import { roomPeriodTotalLimit } from './room-limits';
import { bettingRefusal, roundView, viewSlots } from './round-view';
import { findRounds, lockRoundForBetting, RoundState, type RoundRow } from './rounds';
import type { RoundSlot } from './schedule';
import type { GameSettings } from './settings';
import { orderReference } from './settlement';

/**
 * Placing and cancelling orders, each inside the caller's transaction (runMutation, so an
 * Idempotency-Key commits with it). Locks are taken round → wallet, as the draw takes them.
 */

export type OrderResult = { ok: true; id: number } | { ok: false; code: number };

export interface Bet {
  userId: number;
  lottery: Lottery;
  order: PlacedOrder;
  /** checkOrder's items and room. */
  items: CheckedItem[];
  room: Pc28Room | undefined;
}

const refuse = (code: number): OrderResult => ({ ok: false, code });

export async function placeOrder(tx: Queryable, settings: GameSettings, bet: Bet): Promise<OrderResult> {
  const { userId, lottery, order, items, room } = bet;
  const now = settings.now();
  const timetable = settings.timetableOf(lottery);
  const view = roundView(timetable, now, await roundsOf(tx, lottery.id, viewSlots(timetable, now)));
  const refusal = bettingRefusal(timetable, view, order.prizeNo);
  if (refusal !== null || !view.row) return refuse(refusal ?? ErrorCode.periodClosed);
  // pc28 rooms cap what all players stake per round, so their orders of a round queue up.
  const round = await lockedRound(tx, view.row.id, room !== undefined);
  if (!round || round.state !== RoundState.pending || now >= round.closeAt) return refuse(ErrorCode.periodClosed);
  if (room) {
    const code = await roomLimitRefusal(tx, { roundId: round.id, userId, room, totalCents: order.bettingTotal });
    if (code !== null) return refuse(code);
  }

  const id = await nextOrderId(tx);
  const debit = await post(tx, { userId, type: FundType.betDeduction, amountCents: -order.bettingTotal, reference: orderReference(id) });
  if (!debit.ok) return refuse(debit.reason === 'insufficient-balance' ? ErrorCode.insufficientBalance : ErrorCode.abnormalBalance);
  const column = <T>(pick: (item: CheckedItem) => T): T[] => items.map(pick);
  // The order and its items in one statement.
  await tx.query(
    `WITH placed AS (
       INSERT INTO bet_orders (id, user_id, round_id, lottery_id, lottery_name, lottery_type, room_id, betting_count, betting_total, created_at)
       VALUES ($1, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id
     )
     INSERT INTO bet_items (order_id, rule_id, rule_name, rule_item_id, rule_item_name, rule_item_code, betting_numbers, bet_numbers,
                            betting_count, betting_amount, betting_total)
     SELECT placed.id, item.* FROM placed, unnest($2::integer[], $3::text[], $4::integer[], $5::text[], $6::text[], $7::text[], $8::text[],
                                                  $9::integer[], $10::bigint[], $11::bigint[]) AS item`,
    [
      id,
      column((item) => item.ruleId),
      column((item) => item.rule.name),
      column((item) => item.ruleItemId),
      column((item) => item.labels.ruleItemName),
      column((item) => item.labels.ruleItemCode),
      column((item) => item.bettingNumbers ?? null),
      column((item) => item.labels.betNumbers),
      column((item) => item.bettingCount),
      column((item) => item.bettingAmount),
      column((item) => item.bettingTotal),
      userId,
      round.id,
      lottery.id,
      lottery.name,
      lottery.type,
      room?.id ?? null,
      order.bettingCount,
      order.bettingTotal,
      new Date(now),
    ],
  );
  return { ok: true, id };
}

/**
 * What a transaction keeps for its lifetime: order ids drawn ahead, and the rounds it has read
 * and locked. The orders of one batch
 * (order-batch.ts) mostly bet on the same few rounds. A round locked by the transaction cannot
 * change until it ends (the draw needs an exclusive lock), and while a batch runs nothing else
 * writes to the embedded database, so the rows read at its first order stay true for the others.
 */
interface TransactionState {
  /** Order ids drawn from the sequence and not used yet. */
  ids: number[];
  /** How many ids the next draw takes: doubles, so a batch of n orders draws about log2(n) times. */
  idsToDraw: number;
  views: Map<string, Map<string, RoundRow>>;
  /** Round id → the row read under the lock, and whether that lock is exclusive. */
  locked: Map<number, { row: RoundRow; exclusive: boolean }>;
}

const stateByTransaction = new WeakMap<Queryable, TransactionState>();

function transactionState(tx: Queryable): TransactionState {
  let state = stateByTransaction.get(tx);
  if (!state) {
    state = { ids: [], idsToDraw: 1, views: new Map(), locked: new Map() };
    stateByTransaction.set(tx, state);
  }
  return state;
}

/** The next order id; ids drawn but left unused when the transaction ends are gaps, as a refused order's id is. */
async function nextOrderId(tx: Queryable): Promise<number> {
  const state = transactionState(tx);
  if (state.ids.length === 0) {
    const rows = await tx.query<{ id: number }>(`SELECT nextval('bet_orders_id_seq') AS id FROM generate_series(1, $1)`, [state.idsToDraw]);
    state.ids = rows.map((row) => row.id).sort((a, b) => a - b);
    state.idsToDraw = Math.min(state.idsToDraw * 2, 64);
  }
  return state.ids.shift()!;
}

async function roundsOf(tx: Queryable, lotteryId: number, slots: readonly RoundSlot[]): Promise<Map<string, RoundRow>> {
  const { views } = transactionState(tx);
  const key = `${lotteryId}:${slots.map((slot) => `${slot.prizeNo}@${slot.drawAt}`).join(',')}`;
  let found = views.get(key);
  if (!found) {
    found = await findRounds(tx, lotteryId, slots);
    views.set(key, found);
  }
  return found;
}

async function lockedRound(tx: Queryable, roundId: number, exclusive: boolean): Promise<RoundRow | null> {
  const { locked } = transactionState(tx);
  const held = locked.get(roundId);
  if (held && (held.exclusive || !exclusive)) return held.row;
  const row = await lockRoundForBetting(tx, roundId, exclusive);
  if (row) locked.set(roundId, { row, exclusive });
  return row;
}

/**
 * pc28 limits per round of a room: the player's own total (3003) and all players' (3004).
 * Cancelled orders do not count. The player's wallet row is locked first, so two orders of one
 * player cannot both pass on the same old total.
 */
async function roomLimitRefusal(tx: Queryable, stake: { roundId: number; userId: number; room: Pc28Room; totalCents: number }): Promise<number | null> {
  const { roundId, userId, room, totalCents } = stake;
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [sums] = await tx.query<{ mine: number; everyone: number }>(
    `SELECT coalesce(sum(betting_total) FILTER (WHERE user_id = $3), 0)::bigint AS mine, coalesce(sum(betting_total), 0)::bigint AS everyone
     FROM bet_orders WHERE round_id = $1 AND room_id = $2 AND status <> 3`,
    [roundId, room.id, userId],
  );
  if ((sums?.mine ?? 0) + totalCents > room.maxBettingSinglePeriod) return ErrorCode.abovePersonalPeriodLimit;
  if ((sums?.everyone ?? 0) + totalCents > roomPeriodTotalLimit(room)) return ErrorCode.aboveTotalPeriodLimit;
  return null;
}

/**
 * Cancels the player's pending order while its round still takes bets, refunding the stake
 * (ledger type 6). False when there is no such order or its round has closed.
 */
export async function cancelOrder(tx: Queryable, userId: number, orderId: number, now: number): Promise<boolean> {
  const [order] = await tx.query<{ round_id: number; status: number }>('SELECT round_id, status FROM bet_orders WHERE id = $1 AND user_id = $2', [
    orderId,
    userId,
  ]);
  if (!order || order.status !== 0) return false;
  const round = await lockRoundForBetting(tx, order.round_id, false);
  if (!round || round.state !== RoundState.pending || now >= round.closeAt) return false;
  const [cancelled] = await tx.query<{ betting_total: number }>(
    'UPDATE bet_orders SET status = 3, paid_cents = betting_total, settled_at = $2 WHERE id = $1 AND status = 0 RETURNING betting_total',
    [orderId, new Date(now)],
  );
  if (!cancelled) return false;
  await tx.query('UPDATE bet_items SET status = 3, win_cents = betting_total WHERE order_id = $1', [orderId]);
  const refund = await post(tx, { userId, type: FundType.betCancellation, amountCents: cancelled.betting_total, reference: orderReference(orderId) });
  if (!refund.ok) throw new Error(refund.reason);
  return true;
}
