import { ErrorCode } from '../../../models/errors';
import type { Lottery, Pc28Room } from '../../../models/games';
import { passedLimit } from '../../../models/gaming-limits';
import type { Queryable } from '../../db/database';
import { limitRefusal, readUsage, siteTimeZone, usageKey, type UsageRow } from '../gaming/usage';
import { FundType } from '../fund-types';
import { post, Wallets } from '../ledger';
import type { CheckedItem } from './order-check';
import type { PlacedOrder } from './order-request';
import { readRoomStakes, roomLimitRefusal, withdrawRoomStake } from './room-limits';
import { bettingRefusal, roundView, viewSlots } from './round-view';
import { findRoundsOf, lockRoundForBetting, lockRoundsForBetting, RoundState } from './rounds';
import type { GameSettings } from './settings';
import { orderReference } from './settlement';

/**
 * Placing and cancelling orders inside the caller's transaction (so an Idempotency-Key commits
 * with them). Locks are taken round → wallet, as the draw takes them.
 */

export type OrderResult = { ok: true; id: number } | { ok: false; code: number; msg?: string };

export interface Bet {
  userId: number;
  lottery: Lottery;
  order: PlacedOrder;
  /** checkOrder's items and room. */
  items: CheckedItem[];
  room: Pc28Room | undefined;
}

const refuse = (code: number): OrderResult => ({ ok: false, code });

/** A bet whose round is open and locked, on its way to the ledger. */
interface OpenBet {
  index: number;
  bet: Bet;
  roundId: number;
}

/**
 * Places `bets` in the caller's transaction and answers one result per bet, in their order. Each
 * kind of statement runs once for all of them (order-batch.ts gives a batch of concurrent
 * orders; on PostgreSQL it is a batch of one): the round views of every lottery, the round
 * locks, the wallets, the pc28 rooms' stakes so far, the order ids, the ledger, the orders with
 * their items, what the accepted pc28 bets add to their rooms' stakes. The checks that need the
 * previous bets' effects (balances, room limits) run in memory, bet after bet, so two bets of one
 * player debit in turn and see each other's stake. Locks are taken round → wallet → room stakes,
 * as the draw takes them.
 */
export async function placeOrders(tx: Queryable, settings: GameSettings, bets: readonly Bet[]): Promise<OrderResult[]> {
  // A bet whose round turns out gone, drawn or closed once locked keeps this answer.
  const results: OrderResult[] = bets.map(() => refuse(ErrorCode.periodClosed));
  if (bets.length === 0) return results;
  const now = settings.now();
  // Each lottery's round view once for the batch.
  const lotteries = [...new Map(bets.map((bet) => [bet.lottery.id, bet.lottery])).values()];
  const timetables = new Map(lotteries.map((lottery) => [lottery.id, settings.timetableOf(lottery)]));
  const found = await findRoundsOf(
    tx,
    lotteries.map((lottery) => ({ lotteryId: lottery.id, slots: viewSlots(timetables.get(lottery.id)!, now) })),
  );
  const views = new Map(lotteries.map((lottery) => [lottery.id, roundView(timetables.get(lottery.id)!, now, found.get(lottery.id) ?? new Map())]));
  const viewed: OpenBet[] = [];
  bets.forEach((bet, index) => {
    const view = views.get(bet.lottery.id)!;
    const refusal = bettingRefusal(timetables.get(bet.lottery.id)!, view, bet.order.prizeNo);
    if (refusal !== null || !view.row) results[index] = refuse(refusal ?? ErrorCode.periodClosed);
    else viewed.push({ index, bet, roundId: view.row.id });
  });

  // pc28 rooms cap what all players stake per round, so their orders of a round queue up on it
  // (an exclusive lock). One statement locks all of the batch's rounds, in id order: exclusive when
  // a pc28 order is among them. On PostgreSQL a batch is one order, so each order takes the lock it
  // needs; on the embedded database nothing runs beside the batch, whichever the lock.
  const roundIds = [...new Set(viewed.map(({ roundId }) => roundId))];
  const rounds = await lockRoundsForBetting(tx, roundIds, viewed.some(({ bet }) => bet.room !== undefined));
  const open = viewed.filter(({ roundId }) => {
    const round = rounds.get(roundId);
    return round !== undefined && round.state === RoundState.pending && now < round.closeAt;
  });
  if (open.length === 0) return results;

  const wallets = await Wallets.lock(tx, open.map(({ bet }) => bet.userId));
  // The players' own limits (gaming/usage.ts), read under their wallets' locks; what the batch's
  // earlier bets take is added in memory, as for the balances.
  const timeZone = settings.timeZone ?? siteTimeZone();
  const usage = await readUsage(tx, open.map(({ bet, roundId }) => ({ userId: bet.userId, roundId })), now, timeZone);
  const taken = new Map<string, number>();
  const takenBy = (key: string) => taken.get(key) ?? 0;
  const extraOf = (userId: number, roundId: number) => (row: UsageRow) => (row.kind === 'stake' ? takenBy(usageKey(userId, roundId)) : row.kind === 'loss' ? takenBy(usageKey(userId, null)) : 0);
  // The pc28 rooms' totals so far (room-limits.ts), under the rounds' exclusive lock taken above.
  const stakes = await readRoomStakes(
    tx,
    open.flatMap(({ bet, roundId }) => (bet.room ? [{ roundId, roomId: bet.room.id, userId: bet.userId }] : [])),
  );
  const ids = await nextOrderIds(tx, open.length);
  const placed: (OpenBet & { id: number })[] = [];
  open.forEach((entry, n) => {
    const { index, bet, roundId } = entry;
    const id = ids[n]!;
    const limits = (usage.get(usageKey(bet.userId, roundId)) ?? []).filter((row) => row.kind !== 'deposit');
    const passed = passedLimit(limits, bet.order.bettingTotal, extraOf(bet.userId, roundId));
    if (passed) {
      results[index] = { ok: false, ...limitRefusal(passed, now, timeZone, extraOf(bet.userId, roundId)(passed)) };
      return;
    }
    const stake = bet.room && stakes.of(roundId, bet.room.id);
    if (stake && bet.room) {
      const code = roomLimitRefusal(stake, bet.userId, bet.room, bet.order.bettingTotal);
      if (code !== null) {
        results[index] = refuse(code);
        return;
      }
    }
    const debit = wallets.apply({ userId: bet.userId, type: FundType.betDeduction, amountCents: -bet.order.bettingTotal, reference: orderReference(id) });
    if (!debit.ok) {
      results[index] = refuse(debit.reason === 'insufficient-balance' ? ErrorCode.insufficientBalance : ErrorCode.abnormalBalance);
      return;
    }
    if (stake) stake.add(bet.userId, bet.order.bettingTotal);
    for (const key of [usageKey(bet.userId, roundId), usageKey(bet.userId, null)]) taken.set(key, takenBy(key) + bet.order.bettingTotal);
    placed.push({ ...entry, id });
    results[index] = { ok: true, id };
  });
  await wallets.write(tx);
  await insertOrders(tx, placed, now);
  await stakes.write(tx);
  return results;
}

/** Order ids for `count` orders, ascending; ids left unused (refused orders) are gaps. */
async function nextOrderIds(tx: Queryable, count: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(`SELECT nextval('bet_orders_id_seq') AS id FROM generate_series(1, $1)`, [count]);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The orders and all their items in one statement. */
async function insertOrders(tx: Queryable, placed: readonly (OpenBet & { id: number })[], now: number): Promise<void> {
  if (placed.length === 0) return;
  const orders = <T>(pick: (entry: OpenBet & { id: number }) => T): T[] => placed.map(pick);
  const items = placed.flatMap(({ id, bet }) => bet.items.map((item) => ({ id, item })));
  const column = <T>(pick: (item: CheckedItem) => T): T[] => items.map(({ item }) => pick(item));
  await tx.query(
    `WITH placed AS (
       INSERT INTO bet_orders (id, user_id, round_id, lottery_id, lottery_name, lottery_type, room_id, betting_count, betting_total, created_at)
       SELECT o.*, $10::timestamptz FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::integer[], $5::text[], $6::text[], $7::integer[],
                                                $8::integer[], $9::bigint[]) AS o
       RETURNING id
     )
     INSERT INTO bet_items (order_id, rule_id, rule_name, rule_item_id, rule_item_name, rule_item_code, betting_numbers, bet_numbers,
                            betting_count, betting_amount, betting_total)
     SELECT item.* FROM unnest($11::bigint[], $12::integer[], $13::text[], $14::integer[], $15::text[], $16::text[], $17::text[], $18::text[],
                               $19::integer[], $20::bigint[], $21::bigint[]) AS item(order_id)
     JOIN placed ON placed.id = item.order_id`,
    [
      orders(({ id }) => id),
      orders(({ bet }) => bet.userId),
      orders(({ roundId }) => roundId),
      orders(({ bet }) => bet.lottery.id),
      orders(({ bet }) => bet.lottery.name),
      orders(({ bet }) => bet.lottery.type),
      orders(({ bet }) => bet.room?.id ?? null),
      orders(({ bet }) => bet.order.bettingCount),
      orders(({ bet }) => bet.order.bettingTotal),
      new Date(now),
      items.map(({ id }) => id),
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
    ],
  );
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
  const [cancelled] = await tx.query<{ betting_total: number; room_id: number | null }>(
    'UPDATE bet_orders SET status = 3, paid_cents = betting_total, settled_at = $2 WHERE id = $1 AND status = 0 RETURNING betting_total, room_id',
    [orderId, new Date(now)],
  );
  if (!cancelled) return false;
  await tx.query('UPDATE bet_items SET status = 3, win_cents = betting_total WHERE order_id = $1', [orderId]);
  const refund = await post(tx, { userId, type: FundType.betCancellation, amountCents: cancelled.betting_total, reference: orderReference(orderId) });
  if (!refund.ok) throw new Error(refund.reason);
  // A cancelled pc28 order no longer counts towards its room's limits (locks: round → wallet → stakes, as placing takes them).
  if (cancelled.room_id !== null) await withdrawRoomStake(tx, { roundId: order.round_id, roomId: cancelled.room_id, userId }, cancelled.betting_total);
  return true;
}
