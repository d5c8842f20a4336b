import { FundType } from '../fund-types';
import type { Queryable } from '../../db/database';

/**
 * The turnover requirement (code 4004), off unless FASTDRAW_WITHDRAW_TURNOVER_PERCENT is set:
 * since the player's last withdrawal request that was not rejected (or since registration),
 * stakes (bets placed minus bets cancelled) must reach `percent` % of the deposits credited in
 * that time. Answers what is still to be staked, in cents (0: met).
 */
export async function turnoverShortfall(tx: Queryable, userId: number, percent: number): Promise<number> {
  if (percent <= 0) return 0;
  const [row] = await tx.query<{ deposited: number; staked: number }>(
    `WITH since AS (
       SELECT coalesce(max(created_at), '-infinity'::timestamptz) AS at FROM withdrawals WHERE user_id = $1 AND status <> 2
     )
     SELECT coalesce(sum(amount_cents) FILTER (WHERE type = $2), 0)::bigint AS deposited,
            coalesce(-sum(amount_cents) FILTER (WHERE type IN ($3, $4)), 0)::bigint AS staked
     FROM ledger, since WHERE user_id = $1 AND created_at > since.at`,
    [userId, FundType.recharge, FundType.betDeduction, FundType.betCancellation],
  );
  const required = Math.ceil(((row?.deposited ?? 0) * percent) / 100);
  return Math.max(0, required - (row?.staked ?? 0));
}
