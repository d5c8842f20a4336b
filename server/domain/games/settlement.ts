import { formatPrizeTexts, lotteryById } from '../../../models/games';
import type { Queryable } from '../../db/database';
import { payRebates } from '../agent/rebates';
import { FundType } from '../fund-types';
import { postMany } from '../ledger';
import { drawFromSeed } from './fair';
import { dropRoomStakes } from './room-limits';
import { RoundState, type RoundStateValue } from './rounds';
import { settleOrder, voidOrder, type PendingOrder, type SettledOrder } from './settle-orders';

/**
 * A draw: the result from the round's committed seed, every pending order settled and paid, the
 * round marked drawn — all in the caller's one transaction. The round row is locked first, so
 * orders and cancels of the round (which share-lock it) are either committed before the draw and
 * settled by it, or see the round drawn and are refused. A round whose lottery is no longer in the
 * catalogue is voided: every order refunded.
 */

export interface RoundOutcome {
  roundId: number;
  lotteryId: number;
  prizeNo: string;
  state: RoundStateValue;
  /** Null for a voided round. */
  result: number[] | null;
  /** The round's seed, revealed by the draw; null for a voided round. */
  seed: string | null;
  /** Its SHA-256, published while the round was open. */
  seedHash: string;
  /** The round's draw time (ms since the epoch). */
  drawAt: number;
  orders: number;
  /** What each order got, for the players' pushed settlements (models/realtime/round-push.ts). */
  settled: SettledSummary[];
}

export interface SettledSummary {
  orderId: number;
  userId: number;
  status: SettledOrder['status'];
  paidCents: number;
}

export const orderReference = (orderId: number): string => `order:${orderId}`;

/**
 * Draws and settles the round; null when it is not pending (drawn by someone else meanwhile).
 * `rebatePermille` > 0 pays agents their rebate on drawn bets in the same transaction (agent/rebates.ts).
 */
export async function settleRound(tx: Queryable, roundId: number, now: number, rebatePermille = 0): Promise<RoundOutcome | null> {
  const [round] = await tx.query<{ lottery_id: number; prize_no: string; seed: string; seed_hash: string; draw_at: Date; status: number }>(
    'SELECT lottery_id, prize_no, seed, seed_hash, draw_at, status FROM rounds WHERE id = $1 FOR UPDATE',
    [roundId],
  );
  if (!round || round.status !== RoundState.pending) return null;
  const orders = await pendingOrders(tx, roundId);
  const lottery = lotteryById(round.lottery_id);
  const result = lottery ? await drawFromSeed(lottery.type, round.seed) : null;
  const settled = lottery && result ? orders.map((order) => settleOrder(lottery.type, order, result)) : orders.map(voidOrder);
  await applySettlements(tx, settled, now);
  // The pc28 rooms' running stakes of the round (room-limits.ts) are of no use once it is settled.
  if (!lottery || lottery.type === 'pc28') await dropRoomStakes(tx, roundId);
  await payRebates(tx, settled, new Map(orders.map((order) => [order.id, order.bettingTotal])), rebatePermille, now);

  const state = result ? RoundState.drawn : RoundState.void;
  const texts = lottery && result ? formatPrizeTexts(lottery.type, result) : null;
  await tx.query('UPDATE rounds SET status = $2, prize_result = $3, prize_remark = $4, settled_at = $5 WHERE id = $1', [
    roundId,
    state,
    texts?.prizeResult ?? null,
    texts?.prizeRemark ?? null,
    new Date(now),
  ]);
  return {
    roundId,
    lotteryId: round.lottery_id,
    prizeNo: round.prize_no,
    state,
    result,
    seed: result ? round.seed : null,
    seedHash: round.seed_hash,
    drawAt: new Date(round.draw_at).getTime(),
    orders: orders.length,
    settled: settled.map((order) => ({ orderId: order.id, userId: order.userId, status: order.status, paidCents: order.winCents + order.refundCents })),
  };
}

interface PendingRow {
  order_id: number;
  user_id: number;
  room_id: number | null;
  order_total: number;
  item_id: number;
  rule_id: number;
  rule_item_id: number;
  betting_numbers: string | null;
  betting_amount: number;
  betting_total: number;
}

/** Pending orders with their items, by user then id: payouts lock users' wallets in one order. */
async function pendingOrders(tx: Queryable, roundId: number): Promise<PendingOrder[]> {
  const rows = await tx.query<PendingRow>(
    `SELECT o.id AS order_id, o.user_id, o.room_id, o.betting_total AS order_total, i.id AS item_id, i.rule_id,
            i.rule_item_id, i.betting_numbers, i.betting_amount, i.betting_total
     FROM bet_orders o JOIN bet_items i ON i.order_id = o.id
     WHERE o.round_id = $1 AND o.status = 0
     ORDER BY o.user_id, o.id, i.id`,
    [roundId],
  );
  const orders = new Map<number, PendingOrder>();
  for (const row of rows) {
    const order = orders.get(row.order_id) ?? { id: row.order_id, userId: row.user_id, roomId: row.room_id, bettingTotal: row.order_total, items: [] };
    order.items.push({
      id: row.item_id,
      ruleId: row.rule_id,
      ruleItemId: row.rule_item_id,
      bettingNumbers: row.betting_numbers,
      bettingAmount: row.betting_amount,
      bettingTotal: row.betting_total,
    });
    orders.set(row.order_id, order);
  }
  return [...orders.values()];
}

/**
 * Stores the outcome of every order and credits what it pays. The order update only touches
 * pending orders; if any was not pending any more the whole transaction fails rather than pay twice.
 */
async function applySettlements(tx: Queryable, settled: readonly SettledOrder[], now: number): Promise<void> {
  if (settled.length === 0) return;
  const items = settled.flatMap((order) => order.items);
  await tx.query(
    `UPDATE bet_items AS i SET status = s.status, win_cents = s.paid
     FROM unnest($1::bigint[], $2::smallint[], $3::bigint[]) AS s(id, status, paid) WHERE i.id = s.id`,
    [items.map((item) => item.id), items.map((item) => item.status), items.map((item) => item.paidCents)],
  );
  const updated = await tx.query(
    `UPDATE bet_orders AS o SET status = s.status, paid_cents = s.paid, settled_at = $4
     FROM unnest($1::bigint[], $2::smallint[], $3::bigint[]) AS s(id, status, paid) WHERE o.id = s.id AND o.status = 0
     RETURNING o.id`,
    [settled.map((order) => order.id), settled.map((order) => order.status), settled.map((order) => order.winCents + order.refundCents), new Date(now)],
  );
  if (updated.length !== settled.length) throw new Error(`settlement found ${settled.length - updated.length} orders no longer pending`);
  // Every credit in one post: wallets locked in id order, rows and balances written at once.
  const credits = settled.flatMap((order) => {
    const reference = orderReference(order.id);
    return [
      ...(order.winCents > 0 ? [{ userId: order.userId, type: FundType.bonusPayout, amountCents: order.winCents, reference }] : []),
      ...(order.refundCents > 0 ? [{ userId: order.userId, type: FundType.systemRefund, amountCents: order.refundCents, reference }] : []),
    ];
  });
  for (const posted of await postMany(tx, credits)) {
    // A credit cannot overdraw; this guards the type, not a real case.
    if (!posted.ok) throw new Error(posted.reason);
  }
}
