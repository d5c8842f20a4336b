import type { AgentReport } from '../../../models/account';
import type { Queryable } from '../../db/database';
import { formatServerTime } from '../notices';

/**
 * The agent report: the caller's sub-accounts (players registered with the caller's invite code),
 * newest first, with what each was paid by draws (prizeAmount), staked on drawn bets, and earned the
 * caller in rebates — all for bets settled within [from, to).
 */
export async function agentReport(db: Queryable, agentId: number, range: { from: Date; to: Date; pageIndex: number; pageSize: number }): Promise<AgentReport> {
  const [count] = await db.query<{ n: number }>('SELECT count(*) AS n FROM users WHERE inviter_id = $1', [agentId]);
  const rows = await db.query<{ account: string; created_at: Date; prize: number; stake: number; rebate: number }>(
    `SELECT u.account, u.created_at,
            coalesce((SELECT sum(o.paid_cents) FROM bet_orders o
                      WHERE o.user_id = u.id AND o.status IN (1, 2) AND o.settled_at >= $2 AND o.settled_at < $3), 0)::bigint AS prize,
            coalesce((SELECT sum(o.betting_total) FROM bet_orders o
                      WHERE o.user_id = u.id AND o.status IN (1, 2) AND o.settled_at >= $2 AND o.settled_at < $3), 0)::bigint AS stake,
            coalesce((SELECT sum(r.rebate_cents) FROM rebates r
                      WHERE r.agent_id = $1 AND r.user_id = u.id AND r.created_at >= $2 AND r.created_at < $3), 0)::bigint AS rebate
     FROM users u WHERE u.inviter_id = $1
     ORDER BY u.id DESC LIMIT $4 OFFSET $5`,
    [agentId, range.from, range.to, range.pageSize, (range.pageIndex - 1) * range.pageSize],
  );
  return {
    reportVOList: rows.map((row) => ({
      account: row.account,
      prizeAmount: row.prize,
      rebateAmount: row.rebate,
      bettingAmount: row.stake,
      registerTime: formatServerTime(row.created_at),
    })),
    total: count?.n ?? 0,
  };
}
