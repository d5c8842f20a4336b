import { expect } from 'vitest';
import { lotteryById, pc28RoomById, ruleById, settleItem } from '../../../models/games';
import type { Queryable } from '../../../server/db/database';

/**
 * What must hold of the money after any amount of betting, drawing and cancelling:
 * the ledger replays to every balance, no balance ever went below zero, every order was debited
 * exactly once and paid back exactly what it says, and every payout is the models' settlement
 * of the published result.
 */
export async function expectMoneyConsistent(db: Queryable): Promise<void> {
  await expectLedgerReplays(db);
  await expectOrdersPaidOnce(db);
  await expectPayoutsFromModels(db);
}

async function expectLedgerReplays(db: Queryable): Promise<void> {
  const rows = await db.query<{ user_id: number; amount_cents: number; balance_after_cents: number }>(
    'SELECT user_id, amount_cents, balance_after_cents FROM ledger ORDER BY id',
  );
  const replayed = new Map<number, number>();
  for (const row of rows) {
    const balance = (replayed.get(row.user_id) ?? 0) + row.amount_cents;
    expect(balance).toBe(row.balance_after_cents);
    expect(balance).toBeGreaterThanOrEqual(0);
    replayed.set(row.user_id, balance);
  }
  const users = await db.query<{ id: number; balance_cents: number }>('SELECT id, balance_cents FROM users');
  for (const user of users) expect(user.balance_cents).toBe(replayed.get(user.id) ?? 0);
}

async function expectOrdersPaidOnce(db: Queryable): Promise<void> {
  const orders = await db.query<{
    id: number;
    status: number;
    betting_total: number;
    paid_cents: number;
    item_paid: number;
    item_total: number;
    debits: number;
    debited: number;
    credits: number;
    credited: number;
  }>(
    `SELECT o.id, o.status, o.betting_total, o.paid_cents,
            (SELECT sum(win_cents) FROM bet_items WHERE order_id = o.id)::bigint AS item_paid,
            (SELECT sum(betting_total) FROM bet_items WHERE order_id = o.id)::bigint AS item_total,
            count(l.id) FILTER (WHERE l.type = 1) AS debits,
            coalesce(sum(l.amount_cents) FILTER (WHERE l.type = 1), 0)::bigint AS debited,
            count(l.id) FILTER (WHERE l.type IN (2, 6, 7)) AS credits,
            coalesce(sum(l.amount_cents) FILTER (WHERE l.type IN (2, 6, 7)), 0)::bigint AS credited
     FROM bet_orders o LEFT JOIN ledger l ON l.reference = 'order:' || o.id
     GROUP BY o.id`,
  );
  for (const order of orders) {
    const facts = { id: order.id, status: order.status };
    expect({ ...facts, debits: order.debits, debited: order.debited }).toEqual({ ...facts, debits: 1, debited: -order.betting_total });
    expect({ ...facts, credited: order.credited, items: order.item_paid, total: order.item_total }).toEqual({
      ...facts,
      credited: order.paid_cents,
      items: order.paid_cents,
      total: order.betting_total,
    });
    expect(order.credits).toBeLessThanOrEqual(2);
    if (order.status === 1) expect(order.paid_cents).toBe(0);
    if (order.status === 2) expect(order.paid_cents).toBeGreaterThan(0);
    if (order.status === 3) expect(order.paid_cents).toBe(order.betting_total);
  }
}

async function expectPayoutsFromModels(db: Queryable): Promise<void> {
  const items = await db.query<{
    lottery_id: number;
    room_id: number | null;
    rule_id: number;
    rule_item_id: number;
    betting_numbers: string | null;
    betting_amount: number;
    betting_total: number;
    win_cents: number;
    prize_result: string;
  }>(
    `SELECT o.lottery_id, o.room_id, i.rule_id, i.rule_item_id, i.betting_numbers, i.betting_amount, i.betting_total, i.win_cents, r.prize_result
     FROM bet_items i JOIN bet_orders o ON o.id = i.order_id JOIN rounds r ON r.id = o.round_id
     WHERE o.status IN (1, 2)`,
  );
  for (const item of items) {
    const gameType = lotteryById(item.lottery_id)!.type;
    const rule = ruleById(gameType, item.rule_id)!;
    const room = item.room_id === null ? undefined : pc28RoomById(item.room_id);
    const placed = { ruleItemId: item.rule_item_id, bettingAmount: item.betting_amount, bettingTotal: item.betting_total, ...(item.betting_numbers === null ? {} : { bettingNumbers: item.betting_numbers }) };
    const expected = settleItem(gameType, rule, placed, item.prize_result.split(',').map(Number), room);
    expect(item.win_cents).toBe(expected.payoutCents);
  }
}
