import type { Queryable } from '../db/database';

/**
 * Login throttling against password guessing: too many failures for one account, or from one
 * client IP, within a sliding window refuse further attempts until old failures age out.
 * A successful login clears its account's failures (not the IP's: one IP may try many accounts).
 */

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 };

export interface LoginAttempt {
  /** Normalised account name, also for accounts that do not exist. */
  account: string;
  ip: string;
}

export async function isThrottled(db: Queryable, attempt: LoginAttempt, limits: LoginLimits): Promise<boolean> {
  const [row] = await db.query<{ by_account: number; by_ip: number }>(
    `SELECT count(*) FILTER (WHERE account = $1) AS by_account, count(*) FILTER (WHERE ip = $2) AS by_ip
     FROM login_attempts
     WHERE (account = $1 OR ip = $2) AND created_at > now() - make_interval(secs => $3)`,
    [attempt.account, attempt.ip, limits.windowSeconds],
  );
  return !!row && (row.by_account >= limits.perAccount || row.by_ip >= limits.perIp);
}

export async function recordFailure(tx: Queryable, attempt: LoginAttempt): Promise<void> {
  await tx.query('INSERT INTO login_attempts (account, ip) VALUES ($1, $2)', [attempt.account, attempt.ip]);
}

export async function clearAccountFailures(tx: Queryable, account: string): Promise<void> {
  await tx.query('DELETE FROM login_attempts WHERE account = $1', [account]);
}

/** Drops failures older than the window: they no longer count (housekeeping). */
export async function purgeOldAttempts(db: Queryable, limits: LoginLimits): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE created_at <= now() - make_interval(secs => $1)', [limits.windowSeconds]);
}
