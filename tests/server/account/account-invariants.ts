import { expect } from 'vitest';
import type { Queryable } from '../../../server/db/database';
import { rebateOf } from '../../../server/domain/agent/rebates';

/**
 * What must hold of the account area's money after any mix of deposits, withdrawals, decisions and
 * rebates (next to games/ledger-invariants.ts for bets): every credited deposit moved exactly its
 * amount and bonus once and nothing else did; every withdrawal was reserved once and refunded once
 * exactly when rejected; every rebate is one ledger row of the agent, at the rate, for a drawn bet
 * of a sub-account, and every such bet that earns one has it.
 */
export async function expectAccountMoneyConsistent(db: Queryable, rebatePermille: number): Promise<void> {
  await expectDepositsCreditedOnce(db);
  await expectWithdrawalsReservedOnce(db);
  await expectRebatesOncePerBet(db, rebatePermille);
}

async function expectDepositsCreditedOnce(db: Queryable): Promise<void> {
  const rows = await db.query<{ order_id: string; status: number; money_cents: number; bonus_cents: number; credits: number; credited: number; bonuses: number; bonus: number }>(
    `SELECT d.order_id, d.status, d.money_cents, d.bonus_cents,
            count(l.id) FILTER (WHERE l.type = 0) AS credits, coalesce(sum(l.amount_cents) FILTER (WHERE l.type = 0), 0)::bigint AS credited,
            count(l.id) FILTER (WHERE l.type = 9) AS bonuses, coalesce(sum(l.amount_cents) FILTER (WHERE l.type = 9), 0)::bigint AS bonus
     FROM deposits d LEFT JOIN ledger l ON l.reference = 'deposit:' || d.order_id AND l.user_id = d.user_id
     GROUP BY d.order_id`,
  );
  for (const row of rows) {
    const credited = row.status === 1;
    expect({ order: row.order_id, credits: row.credits, credited: row.credited }).toEqual({ order: row.order_id, credits: credited ? 1 : 0, credited: credited ? row.money_cents : 0 });
    const bonus = credited && row.bonus_cents > 0;
    expect({ order: row.order_id, bonuses: row.bonuses, bonus: row.bonus }).toEqual({ order: row.order_id, bonuses: bonus ? 1 : 0, bonus: bonus ? row.bonus_cents : 0 });
  }
  const [orphans] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM ledger l WHERE l.reference LIKE 'deposit:%'
       AND NOT EXISTS (SELECT 1 FROM deposits d WHERE l.reference = 'deposit:' || d.order_id AND d.user_id = l.user_id AND d.status = 1)`,
  );
  expect(orphans?.n).toBe(0);
}

async function expectWithdrawalsReservedOnce(db: Queryable): Promise<void> {
  const rows = await db.query<{ id: number; status: number; amount_cents: number; reserves: number; reserved: number; refunds: number; refunded: number }>(
    `SELECT w.id, w.status, w.amount_cents,
            count(l.id) FILTER (WHERE l.type = 3) AS reserves, coalesce(sum(l.amount_cents) FILTER (WHERE l.type = 3), 0)::bigint AS reserved,
            count(l.id) FILTER (WHERE l.type = 8) AS refunds, coalesce(sum(l.amount_cents) FILTER (WHERE l.type = 8), 0)::bigint AS refunded
     FROM withdrawals w LEFT JOIN ledger l ON l.reference = 'withdrawal:' || w.id AND l.user_id = w.user_id
     GROUP BY w.id`,
  );
  for (const row of rows) {
    const rejected = row.status === 2;
    expect({ id: row.id, reserves: row.reserves, reserved: row.reserved, refunds: row.refunds, refunded: row.refunded }).toEqual({
      id: row.id,
      reserves: 1,
      reserved: -row.amount_cents,
      refunds: rejected ? 1 : 0,
      refunded: rejected ? row.amount_cents : 0,
    });
  }
  const [orphans] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM ledger l WHERE l.type IN (3, 8) AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE l.reference = 'withdrawal:' || w.id AND w.user_id = l.user_id)`,
  );
  expect(orphans?.n).toBe(0);
}

async function expectRebatesOncePerBet(db: Queryable, permille: number): Promise<void> {
  const rows = await db.query<{ id: number; status: number; stake: number; agent_id: number | null; rebates: number; rebated: number; rebate_agent: number | null }>(
    `SELECT o.id, o.status, o.betting_total - coalesce((SELECT sum(r.amount_cents) FROM ledger r WHERE r.type = 7 AND r.reference = 'order:' || o.id), 0)::bigint AS stake,
            u.inviter_id AS agent_id, count(l.id) AS rebates, coalesce(sum(l.amount_cents), 0)::bigint AS rebated, min(l.user_id) AS rebate_agent
     FROM bet_orders o JOIN users u ON u.id = o.user_id
     LEFT JOIN ledger l ON l.type = 4 AND l.reference = 'rebate:' || o.id
     GROUP BY o.id, u.inviter_id`,
  );
  for (const row of rows) {
    const due = row.agent_id !== null && (row.status === 1 || row.status === 2) ? rebateOf(row.stake, permille) : 0;
    expect({ order: row.id, rebates: row.rebates, rebated: row.rebated }).toEqual({ order: row.id, rebates: due > 0 ? 1 : 0, rebated: due });
    if (due > 0) expect(row.rebate_agent).toBe(row.agent_id);
  }
  const [orphans] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ledger WHERE type = 4 AND reference NOT LIKE 'rebate:%'`);
  expect(orphans?.n).toBe(0);
}
