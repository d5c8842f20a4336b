import type { Queryable } from '../db/database';
import { clearBucket, hit, purgeEndedWindows, unhit } from './throttle-counters';

/**
 * Login throttling against password guessing that cannot be turned against the player
 * (docs/api.md "Login throttling"). Failures slow the failing source, never the account:
 * - one source (account + client IP) gets `perAccount` password checks per window, then 4006;
 * - one client IP gets `perIp` checks per window on any accounts, then 4006;
 * - the account as a whole, after `accountSlowAfter` failures from all sources in the window, has
 *   every further check wait `accountDelayStepMs` per failure beyond that (at most
 *   `accountMaxDelayMs`) — slower guessing from many IPs, but the right password still gets in.
 * Every check takes its slot first, atomically (throttle-counters.ts), so parallel attempts cannot
 * pass a limit together; a successful login gives its slots back and clears its source.
 */

export interface LoginLimits {
  /** Password checks per window for one account from one IP (also the withdrawal-password limit per player). */
  perAccount: number;
  perIp: number;
  windowSeconds: number;
  /** Failures of one account (all IPs) in the window before checks on it are delayed. */
  accountSlowAfter: number;
  accountDelayStepMs: number;
  accountMaxDelayMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: 5,
  perIp: 20,
  windowSeconds: 15 * 60,
  accountSlowAfter: 10,
  accountDelayStepMs: 500,
  accountMaxDelayMs: 5_000,
};

export interface LoginAttempt {
  /** Normalised account name, also for accounts that do not exist. */
  account: string;
  ip: string;
}

export type LoginGate = { throttled: true } | { throttled: false; delayMs: number };

const sourceBucket = (attempt: LoginAttempt) => `login:source:${attempt.ip}:${attempt.account}`;
const ipBucket = (attempt: LoginAttempt) => `login:ip:${attempt.ip}`;
const accountBucket = (attempt: LoginAttempt) => `login:account:${attempt.account}`;

/**
 * Takes this attempt's slots before its password is checked: refused (4006) when its source or
 * its IP is over the limit; otherwise how long to wait because of the account's failures.
 */
export async function admitLogin(db: Queryable, attempt: LoginAttempt, limits: LoginLimits): Promise<LoginGate> {
  const [bySource = 0, byIp = 0] = await hit(db, [sourceBucket(attempt), ipBucket(attempt)], limits.windowSeconds);
  if (bySource > limits.perAccount || byIp > limits.perIp) return { throttled: true };
  const [byAccount = 0] = await hit(db, [accountBucket(attempt)], limits.windowSeconds);
  // This attempt is counted too: the first delayed check is the one after `accountSlowAfter` failures.
  const beyond = byAccount - 1 - limits.accountSlowAfter;
  return { throttled: false, delayMs: beyond < 0 ? 0 : Math.min(limits.accountMaxDelayMs, (beyond + 1) * limits.accountDelayStepMs) };
}

/** The password was right: the attempt does not count, and its source starts afresh. */
export async function releaseLogin(tx: Queryable, attempt: LoginAttempt, limits: LoginLimits): Promise<void> {
  await unhit(tx, [ipBucket(attempt), accountBucket(attempt)], limits.windowSeconds);
  await clearBucket(tx, sourceBucket(attempt));
}

/** The password could not be checked (the server was too busy): the attempt does not count. */
export async function withdrawLogin(db: Queryable, attempt: LoginAttempt, limits: LoginLimits): Promise<void> {
  await unhit(db, [sourceBucket(attempt), ipBucket(attempt), accountBucket(attempt)], limits.windowSeconds);
}

/** Drops failures older than the window: they no longer count (housekeeping). */
export async function purgeOldAttempts(db: Queryable, limits: LoginLimits): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE created_at <= now() - make_interval(secs => $1)', [limits.windowSeconds]);
  await purgeEndedWindows(db);
}
