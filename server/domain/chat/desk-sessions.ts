import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';

/**
 * The operator desk's login: one shared password from the environment (FASTDRAW_DESK_PASSWORD),
 * compared in constant time, buys a random session cookie. Sessions live in the database, so any
 * node accepts them; only the SHA-256 of the cookie value is stored.
 */

export const DESK_COOKIE = 'fastdraw_desk';
export const DESK_SESSION_SECONDS = 12 * 60 * 60;
/** The shortest desk password the server starts with: one shared secret guards every conversation. */
export const DESK_PASSWORD_MIN_LENGTH = 12;

/** Refuses to start the desk with a short password (a start-up error naming FASTDRAW_DESK_PASSWORD). */
export function checkDeskPassword(password: string): void {
  const length = [...password].length;
  if (length < DESK_PASSWORD_MIN_LENGTH) {
    throw new Error(`FASTDRAW_DESK_PASSWORD must be at least ${DESK_PASSWORD_MIN_LENGTH} characters (it has ${length}): choose a long random secret, or unset it to turn the desk off`);
  }
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export const deskPasswordMatches = (given: string, expected: string): boolean => timingSafeEqual(sha256(given), sha256(expected));

export async function openDeskSession(db: Queryable): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO desk_sessions (token_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))', [sha256(token).toString('hex'), DESK_SESSION_SECONDS]);
  // Expired sessions go whenever someone logs in: the table stays as small as the live ones.
  await db.query('DELETE FROM desk_sessions WHERE expires_at <= now()');
  return token;
}

export async function deskSessionValid(db: Queryable, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const rows = await db.query('SELECT 1 FROM desk_sessions WHERE token_hash = $1 AND expires_at > now()', [sha256(token).toString('hex')]);
  return rows.length > 0;
}

export async function closeDeskSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM desk_sessions WHERE token_hash = $1', [sha256(token).toString('hex')]);
}

/** The desk cookie's value from a Cookie header. */
export function deskCookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DESK_COOKIE) return rest.join('=');
  }
  return undefined;
}
