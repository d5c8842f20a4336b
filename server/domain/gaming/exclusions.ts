import { exclusionEnd, exclusionKind, type ExclusionChoice, type ExclusionStatus } from '../../../models/gaming-limits';
import type { Queryable } from '../../db/database';
import { revokeAllSessions } from '../sessions';
import { recordHistory } from './limits';

/**
 * Time-outs and self-exclusions (gaming_exclusions, migration 022). While one stands the player
 * cannot log in (every session ends when it starts), so cannot bet or deposit on any node; the
 * player cannot shorten it; an operator may lift it early, and that is written to the history
 * with its reason. A longer one chosen during another simply also stands: the later end counts.
 */

interface ExclusionRow {
  id: number;
  kind: 'time-out' | 'self-exclusion';
  choice: ExclusionChoice;
  starts_at: Date;
  ends_at: Date | null;
}

const toStatus = (row: ExclusionRow): ExclusionStatus & { id: number } => ({
  id: row.id,
  kind: row.kind,
  choice: row.choice,
  startsAt: row.starts_at.getTime(),
  endsAt: row.ends_at?.getTime() ?? null,
});

/** The exclusion standing at `now` that ends last (a permanent one first), or null. */
export async function standingExclusion(db: Queryable, userId: number, now: number): Promise<(ExclusionStatus & { id: number }) | null> {
  const [row] = await db.query<ExclusionRow>(
    `SELECT id, kind, choice, starts_at, ends_at FROM gaming_exclusions
     WHERE user_id = $1 AND lifted_at IS NULL AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
     ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [userId, new Date(now)],
  );
  return row ? toStatus(row) : null;
}

/** Starts a time-out or self-exclusion at `now` and ends every session of the player. */
export async function excludePlayer(tx: Queryable, userId: number, choice: ExclusionChoice, now: number): Promise<ExclusionStatus> {
  const kind = exclusionKind(choice);
  const endsAt = exclusionEnd(choice, now);
  await tx.query('INSERT INTO gaming_exclusions (user_id, kind, choice, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    kind,
    choice,
    new Date(now),
    endsAt === null ? null : new Date(endsAt),
  ]);
  await recordHistory(tx, { userId, at: now, actor: 'player', action: kind, effectiveAt: endsAt, note: choice });
  await revokeAllSessions(tx, userId);
  return { kind, choice, startsAt: now, endsAt };
}

/** The operator lifts every exclusion not yet ended at `now` (begun or not), with a reason (logged). False: none. */
export async function liftExclusions(tx: Queryable, userId: number, reason: string, now: number): Promise<boolean> {
  const lifted = await tx.query<{ id: number; choice: string }>(
    `UPDATE gaming_exclusions SET lifted_at = $2, lift_reason = $3
     WHERE user_id = $1 AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > $2) RETURNING id, choice`,
    [userId, new Date(now), reason],
  );
  for (const row of lifted) await recordHistory(tx, { userId, at: now, actor: 'operator', action: 'lift-exclusion', note: `${row.choice}: ${reason}` });
  return lifted.length > 0;
}

/** A player's history, oldest first (at most `limit` newest lines). */
export async function gamingHistory(db: Queryable, userId: number, limit = 200): Promise<{ at: number; actor: string; action: string; kind: string | null; period: string | null; oldCents: number | null; newCents: number | null; effectiveAt: number | null; note: string }[]> {
  const rows = await db.query<{ at: Date; actor: string; action: string; kind: string | null; period: string | null; old_cents: number | null; new_cents: number | null; effective_at: Date | null; note: string }>(
    'SELECT * FROM (SELECT * FROM gaming_history WHERE user_id = $1 ORDER BY id DESC LIMIT $2) AS h ORDER BY id',
    [userId, limit],
  );
  return rows.map((row) => ({
    at: row.at.getTime(),
    actor: row.actor,
    action: row.action,
    kind: row.kind,
    period: row.period,
    oldCents: row.old_cents === null ? null : Number(row.old_cents),
    newCents: row.new_cents === null ? null : Number(row.new_cents),
    effectiveAt: row.effective_at?.getTime() ?? null,
    note: row.note,
  }));
}
