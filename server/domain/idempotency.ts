import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * Idempotent mutations: the first answer to a key is stored and a repeat gets it back without
 * running the work again. The claim and the work share the caller's transaction, so a money
 * endpoint's debit and its key commit together or not at all; a concurrent repeat blocks on the
 * key's row lock until the first transaction ends, then reads its answer.
 *
 * Keys are stored hashed and answers sealed (AES-256-GCM) with a key derived from the raw key:
 * answers may carry tokens, and only the client that chose the key can open them.
 */

export const IDEMPOTENCY_TTL_HOURS = 24;

export interface IdempotencyClaim {
  /** Whose key it is: `user:<id>` for a logged-in caller, else `ip:<address>`. */
  scope: string;
  /** The raw Idempotency-Key header. */
  key: string;
  /** hashRequest of the call: a repeat must be the same call. */
  requestHash: string;
}

export type IdempotentResult<T> =
  | { kind: 'done'; value: T; replayed: boolean }
  /** The key was used for a different request within its lifetime. */
  | { kind: 'key-reused' };

const derive = (label: string, key: string): Buffer => createHash('sha256').update(`fastdraw:${label}\0${key}`).digest();

/** Fingerprint of a call: method, path with query, and the body with object keys in sorted order. */
export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${url}\n${stableJson(body ?? null)}`).digest('hex');
}

export async function runIdempotent<T>(tx: Queryable, claim: IdempotencyClaim, work: () => Promise<T>): Promise<IdempotentResult<T>> {
  const keyHash = derive('key', claim.key).toString('hex');
  // One statement: a new key is inserted, an expired one taken over as new, a live one left alone.
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (scope, key_hash, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (scope, key_hash) DO UPDATE SET request_hash = EXCLUDED.request_hash, response = NULL, created_at = now()
     WHERE idempotency_keys.created_at <= now() - make_interval(hours => $4)
     RETURNING 1`,
    [claim.scope, keyHash, claim.requestHash, IDEMPOTENCY_TTL_HOURS],
  );
  if (claimed.length === 0) {
    const [stored] = await tx.query<{ request_hash: string; response: string }>(
      'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key_hash = $2',
      [claim.scope, keyHash],
    );
    if (!stored || stored.request_hash !== claim.requestHash) return { kind: 'key-reused' };
    return { kind: 'done', value: JSON.parse(unseal(stored.response, claim.key)) as T, replayed: true };
  }
  const value = await work();
  await tx.query('UPDATE idempotency_keys SET response = $3 WHERE scope = $1 AND key_hash = $2', [
    claim.scope,
    keyHash,
    seal(JSON.stringify(value), claim.key),
  ]);
  return { kind: 'done', value, replayed: false };
}

/** Drops keys past their lifetime (housekeeping; expired keys are also ignored when claimed). */
export async function purgeExpiredKeys(db: Queryable): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at <= now() - make_interval(hours => $1)', [IDEMPOTENCY_TTL_HOURS]);
}

function seal(plain: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive('seal', key), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function unseal(sealed: string, key: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', derive('seal', key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** Deeper bodies are refused (HTTP 400) before they are fingerprinted; http/input-guard.ts refuses them earlier still. */
export const MAX_HASHED_DEPTH = 64;

function stableJson(value: unknown, depth = 0): string {
  if (depth > MAX_HASHED_DEPTH) throw Object.assign(new Error(`Bad Request: body nested deeper than ${MAX_HASHED_DEPTH} levels`), { statusCode: 400 });
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${stableJson((value as Record<string, unknown>)[name], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
