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

/** How a key is stored (idempotency_keys.key_hash). */
export const keyHashOf = (key: string): string => derive('key', key).toString('hex');

/** An answer as stored under `key` (idempotency_keys.response): only that key opens it. */
export const sealAnswer = (value: unknown, key: string): string => seal(JSON.stringify(value), derive('seal', key));

/** Every answer a call may be given, each sealed as sealAnswer does (the key derived once). */
export function sealAnswers<C>(answers: Iterable<readonly [C, unknown]>, key: string): [C, string][] {
  const sealKey = derive('seal', key);
  return [...answers].map(([code, value]) => [code, seal(JSON.stringify(value), sealKey)]);
}

/** What a key found already used gives: its stored answer replayed (the same request), else key-reused. */
export function storedAnswer<T>(claim: IdempotencyClaim, stored: { request_hash: string; response: string | null } | undefined): IdempotentResult<T> {
  if (!stored?.response || stored.request_hash !== claim.requestHash) return { kind: 'key-reused' };
  return { kind: 'done', value: JSON.parse(unseal(stored.response, claim.key)) as T, replayed: true };
}

/** Fingerprint of a call: method, path with query, and the body with object keys in sorted order. */
export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${url}\n${stableJson(body ?? null)}`).digest('hex');
}

export async function runIdempotent<T>(tx: Queryable, claim: IdempotencyClaim, work: () => Promise<T>): Promise<IdempotentResult<T>> {
  const [claimed] = await claimKeys<T>(tx, [claim]);
  if (claimed!.kind !== 'claimed') return claimed as IdempotentResult<T>;
  const value = await work();
  await storeAnswers(tx, [{ claim, value }]);
  return { kind: 'done', value, replayed: false };
}

/**
 * What claiming a key gave: it is this call's now (`claimed`: run the work, then storeAnswers),
 * a stored answer to replay, a reuse for another request, or `busy` when an earlier claim of the
 * same list has the same scope and key (one statement cannot claim a row twice: the caller runs
 * it again after its transaction, and it then gets the first one's answer).
 */
export type KeyClaim<T> = { kind: 'claimed' } | { kind: 'busy' } | IdempotentResult<T>;

/**
 * Claims the keys of `claims` in two statements at most, whatever their number: one inserts the
 * new keys (an expired key is taken over as new, a live one left alone), one reads the stored
 * answers of those left alone.
 */
export async function claimKeys<T>(tx: Queryable, claims: readonly IdempotencyClaim[]): Promise<KeyClaim<T>[]> {
  const keyHashes = claims.map((claim) => keyHashOf(claim.key));
  const rows = claims.map((claim, index) => `${claim.scope}\0${keyHashes[index]}`);
  const first = new Map<string, number>();
  rows.forEach((row, index) => first.has(row) || first.set(row, index));
  const unique = [...first.values()].map((index) => ({ claim: claims[index]!, keyHash: keyHashes[index]! }));
  if (unique.length === 0) return [];
  const claimedRows = await tx.query<{ scope: string; key_hash: string }>(
    `INSERT INTO idempotency_keys (scope, key_hash, request_hash)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (scope, key_hash) DO UPDATE SET request_hash = EXCLUDED.request_hash, response = NULL, created_at = now()
     WHERE idempotency_keys.created_at <= now() - make_interval(hours => $4)
     RETURNING scope, key_hash`,
    [unique.map((item) => item.claim.scope), unique.map((item) => item.keyHash), unique.map((item) => item.claim.requestHash), IDEMPOTENCY_TTL_HOURS],
  );
  const claimed = new Set(claimedRows.map((row) => `${row.scope}\0${row.key_hash}`));
  const left = unique.filter((item) => !claimed.has(`${item.claim.scope}\0${item.keyHash}`));
  const stored = new Map<string, { request_hash: string; response: string }>();
  if (left.length > 0) {
    const storedRows = await tx.query<{ scope: string; key_hash: string; request_hash: string; response: string }>(
      `SELECT k.scope, k.key_hash, k.request_hash, k.response FROM idempotency_keys AS k
       JOIN unnest($1::text[], $2::text[]) AS c(scope, key_hash) ON k.scope = c.scope AND k.key_hash = c.key_hash`,
      [left.map((item) => item.claim.scope), left.map((item) => item.keyHash)],
    );
    for (const row of storedRows) stored.set(`${row.scope}\0${row.key_hash}`, row);
  }
  return claims.map((claim, index): KeyClaim<T> => {
    const row = rows[index]!;
    if (first.get(row) !== index) return { kind: 'busy' };
    if (claimed.has(row)) return { kind: 'claimed' };
    return storedAnswer<T>(claim, stored.get(row));
  });
}

/** Stores the answers of claimed keys, each sealed with its own key: one statement for all. */
export async function storeAnswers(tx: Queryable, answers: readonly { claim: IdempotencyClaim; value: unknown }[]): Promise<void> {
  if (answers.length === 0) return;
  await tx.query(
    `UPDATE idempotency_keys AS k SET response = a.response
     FROM unnest($1::text[], $2::text[], $3::text[]) AS a(scope, key_hash, response)
     WHERE k.scope = a.scope AND k.key_hash = a.key_hash`,
    [
      answers.map(({ claim }) => claim.scope),
      answers.map(({ claim }) => keyHashOf(claim.key)),
      answers.map(({ claim, value }) => sealAnswer(value, claim.key)),
    ],
  );
}

/** Drops keys past their lifetime (housekeeping; expired keys are also ignored when claimed). */
export async function purgeExpiredKeys(db: Queryable): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at <= now() - make_interval(hours => $1)', [IDEMPOTENCY_TTL_HOURS]);
}

/**
 * A fresh 96-bit nonce for every seal, cut from a block of random bytes: the same randomness as
 * randomBytes(12) per seal, at one system call per IV_BLOCK nonces (an order seals a dozen answers).
 */
const IV_BYTES = 12;
const IV_BLOCK = 256;
let ivs = Buffer.alloc(0);
let ivAt = 0;
function nextIv(): Buffer {
  if (ivAt + IV_BYTES > ivs.length) {
    // A new buffer, never refilled in place: IVs handed out earlier stay as they were.
    ivs = randomBytes(IV_BYTES * IV_BLOCK);
    ivAt = 0;
  }
  ivAt += IV_BYTES;
  return ivs.subarray(ivAt - IV_BYTES, ivAt);
}

function seal(plain: string, sealKey: Buffer): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
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
