import type { Queryable } from '../../db/database';
import type { LoginLimits } from '../login-throttle';

/**
 * Throttling of password checks inside a session, with the login's limits: after
 * `limits.perAccount` wrong withdrawal passwords (or wrong old login passwords on a change) within
 * the window, further checks answer 4006 without looking at the password, until old failures age
 * out. A right password clears that kind's failures.
 */
export type PasswordKind = 'withdraw' | 'login';

export async function passwordThrottled(db: Queryable, userId: number, kind: PasswordKind, limits: LoginLimits): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM password_failures
     WHERE user_id = $1 AND kind = $2 AND created_at > now() - make_interval(secs => $3)`,
    [userId, kind, limits.windowSeconds],
  );
  return (row?.n ?? 0) >= limits.perAccount;
}

export async function recordPasswordFailure(tx: Queryable, userId: number, kind: PasswordKind): Promise<void> {
  await tx.query('INSERT INTO password_failures (user_id, kind) VALUES ($1, $2)', [userId, kind]);
}

export async function clearPasswordFailures(tx: Queryable, userId: number, kind: PasswordKind): Promise<void> {
  await tx.query('DELETE FROM password_failures WHERE user_id = $1 AND kind = $2', [userId, kind]);
}

/** Housekeeping: failures older than the window no longer count. */
export async function purgeOldPasswordFailures(db: Queryable, limits: LoginLimits): Promise<void> {
  await db.query('DELETE FROM password_failures WHERE created_at <= now() - make_interval(secs => $1)', [limits.windowSeconds]);
}
