import {
  LIMIT_RAISE_DELAY_MS,
  LIMIT_SLOTS,
  leftOf,
  limitChangeTiming,
  periodBounds,
  type LimitKind,
  type LimitPeriod,
  type LimitStatus,
} from '../../../models/gaming-limits';
import type { Queryable } from '../../db/database';
import { usageOf, type UsageRow } from './usage';

/**
 * The limits a player sets (gaming_limits, migration 022): a tighter one applies at once, a looser
 * one (higher, or none) waits LIMIT_RAISE_DELAY_MS as a pending change the player may cancel.
 * Every change is written to gaming_history. Callers lock the player's wallet row first, so one
 * player's changes, orders and deposits queue up.
 */

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  limit_cents: number | null;
  pending_cents: number | null;
  pending_at: Date | null;
}

/** A limit row as it stands at `now`: a pending change whose time has come is in force. */
function standing(row: LimitRow | undefined, now: number): { limitCents: number | null; pending: { limitCents: number | null; at: number } | null } {
  if (!row) return { limitCents: null, pending: null };
  const pendingAt = row.pending_at?.getTime() ?? null;
  const limit = row.limit_cents === null ? null : Number(row.limit_cents);
  const pendingCents = row.pending_cents === null ? null : Number(row.pending_cents);
  if (pendingAt === null) return { limitCents: limit, pending: null };
  if (pendingAt <= now) return { limitCents: pendingCents, pending: null };
  return { limitCents: limit, pending: { limitCents: pendingCents, at: pendingAt } };
}

async function limitRows(db: Queryable, userId: number, lock = false): Promise<Map<string, LimitRow>> {
  const rows = await db.query<LimitRow>(
    `SELECT kind, period, limit_cents, pending_cents, pending_at FROM gaming_limits WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return new Map(rows.map((row) => [`${row.kind}:${row.period}`, row]));
}

/** The seven limits of a player at `now`: in force, used, left, when they reset, what is pending. */
export async function limitStatus(db: Queryable, userId: number, now: number, timeZone: string): Promise<LimitStatus[]> {
  const rows = await limitRows(db, userId);
  const usage = await usageOf(db, userId, now, timeZone);
  return LIMIT_SLOTS.map(({ kind, period }) => {
    const { limitCents, pending } = standing(rows.get(`${kind}:${period}`), now);
    const used = usage.find((row): row is Exclude<UsageRow, { kind: 'exclusion' }> => row.kind === kind && row.period === period);
    const usedCents = used?.usedCents ?? 0;
    return {
      kind,
      period,
      limitCents,
      usedCents,
      leftCents: limitCents === null ? null : leftOf({ limitCents, usedCents }),
      resetsAt: period === 'round' ? null : periodBounds(period, now, timeZone).end,
      pending,
    };
  });
}

export type LimitChange = { changed: false } | { changed: true; effectiveAt: number };

/** Appends one line to the player's responsible-gaming history. */
export async function recordHistory(
  tx: Queryable,
  entry: { userId: number; at: number; actor: 'player' | 'operator'; action: string; kind?: string; period?: string; oldCents?: number | null; newCents?: number | null; effectiveAt?: number | null; note?: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO gaming_history (user_id, at, actor, action, kind, period, old_cents, new_cents, effective_at, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.userId,
      new Date(entry.at),
      entry.actor,
      entry.action,
      entry.kind ?? null,
      entry.period ?? null,
      entry.oldCents ?? null,
      entry.newCents ?? null,
      entry.effectiveAt == null ? null : new Date(entry.effectiveAt),
      entry.note ?? '',
    ],
  );
}

/**
 * Sets a limit (null: removes it) at `now`: a tighter one in force at once (and any pending
 * change dropped), a looser one pending for LIMIT_RAISE_DELAY_MS (replacing a pending one), the
 * limit in force again dropping what was pending.
 */
export async function setLimit(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, next: number | null, now: number): Promise<LimitChange> {
  const rows = await limitRows(tx, userId, true);
  const current = standing(rows.get(`${kind}:${period}`), now);
  const timing = limitChangeTiming(current.limitCents, next);
  if (timing === 'none') {
    if (!current.pending) return { changed: false };
    await writeLimit(tx, userId, kind, period, current.limitCents, null, null);
    await recordHistory(tx, { userId, at: now, actor: 'player', action: 'cancel-pending', kind, period, oldCents: current.limitCents, newCents: current.pending.limitCents });
    return { changed: true, effectiveAt: now };
  }
  const effectiveAt = timing === 'now' ? now : now + LIMIT_RAISE_DELAY_MS;
  if (timing === 'now') await writeLimit(tx, userId, kind, period, next, null, null);
  else await writeLimit(tx, userId, kind, period, current.limitCents, next, effectiveAt);
  await recordHistory(tx, { userId, at: now, actor: 'player', action: timing === 'now' ? 'set' : 'request', kind, period, oldCents: current.limitCents, newCents: next, effectiveAt });
  return { changed: true, effectiveAt };
}

/** Cancels a pending increase or removal: the limit in force stays. False when nothing is pending. */
export async function cancelPending(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, now: number): Promise<boolean> {
  const rows = await limitRows(tx, userId, true);
  const current = standing(rows.get(`${kind}:${period}`), now);
  if (!current.pending) return false;
  await writeLimit(tx, userId, kind, period, current.limitCents, null, null);
  await recordHistory(tx, { userId, at: now, actor: 'player', action: 'cancel-pending', kind, period, oldCents: current.limitCents, newCents: current.pending.limitCents });
  return true;
}

async function writeLimit(tx: Queryable, userId: number, kind: LimitKind, period: LimitPeriod, limit: number | null, pending: number | null, pendingAt: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO gaming_limits (user_id, kind, period, limit_cents, pending_cents, pending_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET limit_cents = EXCLUDED.limit_cents, pending_cents = EXCLUDED.pending_cents, pending_at = EXCLUDED.pending_at`,
    [userId, kind, period, limit, pending, pendingAt === null ? null : new Date(pendingAt)],
  );
}
