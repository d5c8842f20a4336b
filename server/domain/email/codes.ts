import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { EmailCodeType } from '../../../models/account';
import type { Queryable } from '../../db/database';

/**
 * E-mail verification codes: six digits from the CSPRNG, single use, valid 10 minutes, dead after
 * 5 wrong tries, a new one no sooner than 120 s after the last (per player and type). Only an
 * HMAC of the code is stored (key: a server secret), so a copy of the database reveals no code.
 */

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const RESEND_SECONDS = 120;
export const MAX_WRONG_TRIES = 5;
/** Codes a player may ask for per day, all types together (then 4006). */
export const DAILY_CODES = 20;
const DIGITS = 6;

export const newCode = (): string => String(randomInt(0, 10 ** DIGITS)).padStart(DIGITS, '0');

const hashCode = (key: Buffer, code: string): string => createHmac('sha256', key).update(code).digest('hex');

export type IssueResult = { ok: true; code: string; resendAfter: number } | { ok: false; reason: 'too-soon'; retryAfter: number } | { ok: false; reason: 'daily-limit' };

/**
 * A fresh code for `email`, replacing any earlier code of the type (only the newest one is valid).
 * Call with the player's row locked, so two concurrent requests cannot both pass the resend check.
 */
export async function issueCode(tx: Queryable, key: Buffer, request: { userId: number; type: EmailCodeType; email: string }): Promise<IssueResult> {
  const [last] = await tx.query<{ age: number }>(
    `SELECT extract(epoch FROM now() - created_at)::float8 AS age FROM email_codes
     WHERE user_id = $1 AND type = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [request.userId, request.type],
  );
  if (last && last.age < RESEND_SECONDS) return { ok: false, reason: 'too-soon', retryAfter: Math.ceil(RESEND_SECONDS - last.age) };
  const [today] = await tx.query<{ n: number }>(`SELECT count(*) AS n FROM email_codes WHERE user_id = $1 AND created_at > now() - interval '1 day'`, [
    request.userId,
  ]);
  if ((today?.n ?? 0) >= DAILY_CODES) return { ok: false, reason: 'daily-limit' };

  const code = newCode();
  await tx.query('UPDATE email_codes SET used_at = now() WHERE user_id = $1 AND type = $2 AND used_at IS NULL', [request.userId, request.type]);
  await tx.query(
    `INSERT INTO email_codes (user_id, type, email, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [request.userId, request.type, request.email, hashCode(key, code), CODE_LIFETIME_SECONDS],
  );
  return { ok: true, code, resendAfter: RESEND_SECONDS };
}

/**
 * Uses the player's live code of the type: true when `code` matches it and it was sent to `email`
 * (case-insensitive). A wrong code counts a try; the fifth wrong try kills it. Every failure is
 * "wrong code" to the caller (1002): missing, expired, used, dead or different.
 */
export async function consumeCode(tx: Queryable, key: Buffer, attempt: { userId: number; type: EmailCodeType; email: string; code: string }): Promise<boolean> {
  const [live] = await tx.query<{ id: number; email: string; code_hash: string; attempts: number }>(
    `SELECT id, email, code_hash, attempts FROM email_codes
     WHERE user_id = $1 AND type = $2 AND used_at IS NULL AND expires_at > now() AND attempts < $3
     ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [attempt.userId, attempt.type, MAX_WRONG_TRIES],
  );
  if (!live) return false;
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(key, attempt.code.trim()), 'hex');
  const matches = timingSafeEqual(expected, given) && live.email.toLowerCase() === attempt.email.trim().toLowerCase();
  if (!matches) {
    await tx.query('UPDATE email_codes SET attempts = attempts + 1 WHERE id = $1', [live.id]);
    return false;
  }
  await tx.query('UPDATE email_codes SET used_at = now() WHERE id = $1', [live.id]);
  return true;
}

/** Housekeeping: codes a day past their expiry are only noise (the daily count looks back one day). */
export async function purgeOldCodes(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM email_codes WHERE expires_at < now() - interval '1 day'`);
}
