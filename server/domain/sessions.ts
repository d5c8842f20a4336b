import { createHash, randomBytes } from 'node:crypto';
import type { TokenPair } from '../../models/entities';
import type { Queryable } from '../db/database';

/**
 * Login sessions: a short-lived `token` sent with every call and a long-lived `secretToken` that
 * buys a new pair (refresh). Each is 32 random bytes; only their SHA-256 is stored (they carry
 * 256 bits of entropy, so a fast hash is enough).
 */

export interface SessionLifetimes {
  tokenSeconds: number;
  secretSeconds: number;
}

export const DEFAULT_LIFETIMES: SessionLifetimes = { tokenSeconds: 2 * 60 * 60, secretSeconds: 30 * 24 * 60 * 60 };

export interface Caller {
  userId: number;
  sessionId: number;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const newToken = (): string => randomBytes(32).toString('base64url');

export async function openSession(tx: Queryable, userId: number, lifetimes: SessionLifetimes): Promise<TokenPair> {
  const pair = { token: newToken(), secretToken: newToken() };
  await tx.query(
    `INSERT INTO sessions (user_id, token_hash, secret_hash, token_expires_at, secret_expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5))`,
    [userId, hashToken(pair.token), hashToken(pair.secretToken), lifetimes.tokenSeconds, lifetimes.secretSeconds],
  );
  return pair;
}

/** The caller behind a live token, or null when it is unknown, expired or revoked. */
export async function findCaller(db: Queryable, token: string): Promise<Caller | null> {
  const [row] = await db.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND token_expires_at > now()`,
    [hashToken(token)],
  );
  return row ? { userId: row.user_id, sessionId: row.id } : null;
}

/**
 * Exchanges a live secret token for a new pair and revokes the old one. Concurrent refreshes with
 * the same secret cannot both win: the UPDATE locks the row and the loser finds it revoked.
 * Null when the secret is unknown, expired or already used.
 */
export async function rotateSession(tx: Queryable, secretToken: string, lifetimes: SessionLifetimes): Promise<TokenPair | null> {
  const [row] = await tx.query<{ user_id: number }>(
    `UPDATE sessions SET revoked_at = now()
     WHERE secret_hash = $1 AND revoked_at IS NULL AND secret_expires_at > now()
     RETURNING user_id`,
    [hashToken(secretToken)],
  );
  return row ? openSession(tx, row.user_id, lifetimes) : null;
}

/** Ends one session (logout): both of its tokens stop working. */
export async function revokeSession(tx: Queryable, sessionId: number): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends every session of a user: after a password change, or when an account is frozen. */
export async function revokeAllSessions(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/**
 * Whether a session still stands for its player: not revoked (logout, refresh, password change,
 * freeze), not expired, the account not frozen. What a room token is worth after it was issued.
 */
export async function sessionStands(db: Queryable, sessionId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.secret_expires_at > now() AND NOT u.frozen`,
    [sessionId, userId],
  );
  return rows.length === 1;
}

/** Drops sessions whose secret token has expired: neither token can work any more (housekeeping). */
export async function purgeDeadSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE secret_expires_at <= now()');
}
