import type { BetOrderItem, BetOrderRow, BetOrderStatus, Paged } from '../../../models/bet-records';
import type { GameType, RoundOrder } from '../../../models/games';
import type { Queryable } from '../../db/database';
import { formatServerTime } from '../notices';

/** A player's orders as the bet records, the order detail and the selling info show them. */

export interface OrderFilter {
  pageIndex: number;
  pageSize: number;
  status: BetOrderStatus | null;
  /** Local midnights, ms: from `from` (inclusive) to `to` (exclusive). */
  from: number;
  to: number;
  lotteryId: number | null;
}

interface OrderRow {
  id: number;
  lottery_id: number;
  lottery_name: string;
  lottery_type: GameType;
  prize_no: string;
  room_id: number | null;
  betting_total: number;
  paid_cents: number;
  status: BetOrderStatus;
  created_at: Date;
  prize_result: string | null;
  prize_remark: string | null;
}

interface ItemRow {
  order_id: number;
  rule_name: string;
  rule_item_name: string;
  rule_item_code: string;
  betting_numbers: string | null;
  bet_numbers: string;
  betting_count: number;
  betting_amount: number;
  betting_total: number;
  win_cents: number;
  status: BetOrderStatus;
}

const ORDER_COLUMNS = `o.id, o.lottery_id, o.lottery_name, o.lottery_type, r.prize_no, o.room_id, o.betting_total, o.paid_cents, o.status, o.created_at,
                       r.prize_result, r.prize_remark`;

export async function listOrders(db: Queryable, userId: number, filter: OrderFilter): Promise<Paged<BetOrderRow>> {
  const where = `o.user_id = $1 AND o.created_at >= $2 AND o.created_at < $3
                 AND ($4::smallint IS NULL OR o.status = $4) AND ($5::integer IS NULL OR o.lottery_id = $5)`;
  const params = [userId, new Date(filter.from), new Date(filter.to), filter.status, filter.lotteryId];
  const [count] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM bet_orders o WHERE ${where}`, params);
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM bet_orders o JOIN rounds r ON r.id = o.round_id
     WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $6 OFFSET $7`,
    [...params, filter.pageSize, (filter.pageIndex - 1) * filter.pageSize],
  );
  return { list: await withItems(db, rows), total: count?.total ?? 0 };
}

/** One order of the player, or null when it is not theirs or does not exist. */
export async function findOrder(db: Queryable, userId: number, orderId: number): Promise<BetOrderRow | null> {
  const rows = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM bet_orders o JOIN rounds r ON r.id = o.round_id WHERE o.id = $1 AND o.user_id = $2`, [
    orderId,
    userId,
  ]);
  const [order] = await withItems(db, rows);
  return order ?? null;
}

/** The player's bets in one round, item by item (SellingInfo.orderList), oldest first. */
export async function roundOrders(db: Queryable, userId: number, roundId: number): Promise<RoundOrder[]> {
  const rows = await db.query<{
    id: number;
    rule_id: number;
    rule_item_id: number;
    rule_name: string;
    rule_item_name: string;
    betting_numbers: string | null;
    betting_total: number;
    status: number;
  }>(
    `SELECT o.id, i.rule_id, i.rule_item_id, i.rule_name, i.rule_item_name, i.betting_numbers, i.betting_total, o.status
     FROM bet_orders o JOIN bet_items i ON i.order_id = o.id
     WHERE o.round_id = $1 AND o.user_id = $2 ORDER BY o.id, i.id`,
    [roundId, userId],
  );
  return rows.map((row) => ({
    id: row.id,
    ruleId: row.rule_id,
    ruleItemId: row.rule_item_id,
    ruleName: row.rule_name,
    ruleItemName: row.rule_item_name,
    bettingNumbers: row.betting_numbers ?? '',
    bettingTotal: row.betting_total,
    status: row.status,
  }));
}

async function withItems(db: Queryable, orders: OrderRow[]): Promise<BetOrderRow[]> {
  if (orders.length === 0) return [];
  const items = await db.query<ItemRow>(
    `SELECT order_id, rule_name, rule_item_name, rule_item_code, betting_numbers, bet_numbers, betting_count, betting_amount,
            betting_total, win_cents, status
     FROM bet_items WHERE order_id = ANY($1::bigint[]) ORDER BY id`,
    [orders.map((order) => order.id)],
  );
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  return orders.map((order) => toBetOrderRow(order, byOrder.get(order.id) ?? []));
}

function toBetOrderRow(order: OrderRow, items: ItemRow[]): BetOrderRow {
  return {
    id: order.id,
    lotteryId: order.lottery_id,
    lotteryName: order.lottery_name,
    lotteryType: order.lottery_type,
    prizeNo: order.prize_no,
    roomId: order.room_id,
    bettingTotal: order.betting_total,
    amount: order.paid_cents,
    status: order.status,
    bettingTime: formatServerTime(order.created_at),
    prizeResult: order.prize_result ?? '',
    prizeRemark: order.prize_remark ?? '',
    orderItemVOList: items.map(
      (item): BetOrderItem => ({
        ruleName: item.rule_name,
        ruleItemName: item.rule_item_name,
        ruleItemCode: item.rule_item_code,
        bettingNumbers: item.betting_numbers ?? '',
        betNumbers: item.bet_numbers,
        bettingCount: item.betting_count,
        amount: item.betting_amount,
        bettingTotal: item.betting_total,
        winAmount: item.win_cents,
        status: item.status,
      }),
    ),
  };
}
