import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { onlyRow, type Queryable } from '../../db/database';

/**
 * The pc28 room access token (accessRoom's `jwt`): a JWT signed with HS256 that names the player,
 * the login session it was asked with and the room, valid for a few minutes — long enough to open
 * the follow-bet connection. The key is made once and kept in the database, so a token from one
 * node is good on every node. The room also checks that the session still stands (not logged out,
 * not ended by a freeze: server/domain/sessions.ts sessionStands), so a token outlives neither.
 */

export const ROOM_TOKEN_SECONDS = 300;
const KEY_NAME = 'room-token-key';

export interface RoomClaims {
  /** The user id. */
  sub: string;
  /** The session (sessions.id) whose token asked for it. */
  sid: number;
  lotteryId: number;
  roomId: number;
  /** Issued and expiry times, seconds since the epoch. */
  iat: number;
  exp: number;
}

export async function loadRoomTokenKey(db: Queryable): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [KEY_NAME, randomBytes(32).toString('hex')]);
  const row = onlyRow(await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [KEY_NAME]));
  return Buffer.from(row.value, 'hex');
}

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });
const sign = (key: Buffer, body: string): Buffer => createHmac('sha256', key).update(body).digest();

export function signRoomToken(key: Buffer, grant: { userId: number; sessionId: number; lotteryId: number; roomId: number }, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: RoomClaims = { sub: String(grant.userId), sid: grant.sessionId, lotteryId: grant.lotteryId, roomId: grant.roomId, iat, exp: iat + ROOM_TOKEN_SECONDS };
  const body = `${HEADER}.${encode(claims)}`;
  return `${body}.${sign(key, body).toString('base64url')}`;
}

/** The claims of a token this server signed that has not expired, else null. */
export function verifyRoomToken(key: Buffer, token: string, nowMs: number): RoomClaims | null {
  const [header, payload, signature] = token.split('.');
  if (header !== HEADER || payload === undefined || signature === undefined || token.split('.').length !== 3) return null;
  const expected = sign(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RoomClaims;
  return claims.exp > nowMs / 1000 ? claims : null;
}
