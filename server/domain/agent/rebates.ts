import type { Queryable } from '../../db/database';
import type { SettledOrder } from '../games/settle-orders';
import { FundType } from '../fund-types';
import { post } from '../ledger';

/**
 * Agent rebates (spec §1 agent scheme): when a bet of a player who registered with another
 * player's invite code is settled by a draw, that inviter (the agent) gets `permille` ‰ of the
 * stake that stayed in play (stake minus what the draw refunded), as ledger type 4 in the draw's
 * own transaction. The rebates table's key is the order id, so each bet pays at most one rebate.
 * Cancelled and voided bets pay none.
 */

export const rebateReference = (orderId: number): string => `rebate:${orderId}`;

export function rebateOf(stakeCents: number, permille: number): number {
  return Math.floor((stakeCents * permille) / 1000);
}

export async function payRebates(
  tx: Queryable,
  settled: readonly SettledOrder[],
  bettingTotals: ReadonlyMap<number, number>,
  permille: number,
  now: number,
): Promise<void> {
  if (permille <= 0) return;
  const drawn = settled.filter((order) => order.status !== 3);
  if (drawn.length === 0) return;
  const userIds = [...new Set(drawn.map((order) => order.userId))];
  const inviters = new Map(
    (await tx.query<{ id: number; inviter_id: number }>('SELECT id, inviter_id FROM users WHERE id = ANY($1::bigint[]) AND inviter_id IS NOT NULL', [userIds])).map(
      (row) => [row.id, row.inviter_id],
    ),
  );
  const due = drawn
    .map((order) => {
      const stake = (bettingTotals.get(order.id) ?? 0) - order.refundCents;
      return { orderId: order.id, userId: order.userId, agentId: inviters.get(order.userId), stake, rebate: rebateOf(stake, permille) };
    })
    .filter((row): row is typeof row & { agentId: number } => row.agentId !== undefined && row.rebate > 0)
    // Agents' wallets are locked in one order, like every other multi-wallet transaction.
    .sort((a, b) => a.agentId - b.agentId || a.orderId - b.orderId);
  if (due.length === 0) return;
  const inserted = new Set(
    (
      await tx.query<{ order_id: number }>(
        `INSERT INTO rebates (order_id, agent_id, user_id, stake_cents, rebate_cents, created_at)
         SELECT *, $6::timestamptz FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[])
         ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
        [
          due.map((row) => row.orderId),
          due.map((row) => row.agentId),
          due.map((row) => row.userId),
          due.map((row) => row.stake),
          due.map((row) => row.rebate),
          new Date(now),
        ],
      )
    ).map((row) => row.order_id),
  );
  for (const row of due) {
    if (!inserted.has(row.orderId)) continue;
    const credit = await post(tx, { userId: row.agentId, type: FundType.agentRebate, amountCents: row.rebate, reference: rebateReference(row.orderId) });
    // A rebate is tiny; only a wallet at its bound refuses it, and then it is skipped, not the draw.
    if (!credit.ok) await tx.query('DELETE FROM rebates WHERE order_id = $1', [row.orderId]);
  }
}
