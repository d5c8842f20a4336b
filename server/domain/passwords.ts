import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createPasswordPool, type PasswordPool } from './password-pool';

/**
 * Password hashing with Node's scrypt, stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can
 * be raised later: a hash always verifies with the parameters written in it, and needsRehash tells
 * the login to upgrade it.
 *
 * Hashes run on a bounded worker pool (password-pool.ts; a full pool throws PasswordPoolBusy,
 * answered 4006), except the cheap test cost, which runs in process so test suites stay fast.
 */

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms). */
export const OWASP_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** Only for tests, chosen explicitly with `createServer({ passwordCost: 'test' })`. */
export const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export type PasswordCostName = 'owasp' | 'test';

export const passwordCost = (name: PasswordCostName): ScryptCost => (name === 'test' ? TEST_COST : OWASP_COST);

const SALT_BYTES = 16;
const KEY_BYTES = 64;

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison; false for any malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(key, parsed.hash);
}

/** True when `stored` was made with other parameters than `cost`. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = [cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0);
  if (!valid || (cost.N & (cost.N - 1)) !== 0) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** The process's pool, made on first use. */
let pool: PasswordPool | null = null;
const sharedPool = (): PasswordPool => (pool ??= createPasswordPool());

/** Costs at or below the test cost need no pool: they take well under a millisecond. */
const isCheap = (cost: ScryptCost): boolean => cost.N * cost.r * cost.p <= TEST_COST.N * TEST_COST.r * TEST_COST.p;

function derive(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below the OWASP cost.
  const options: ScryptOptions = { ...cost, maxmem: 2 * 128 * cost.N * cost.r };
  const text = password.normalize('NFKC');
  if (!isCheap(cost)) return sharedPool().derive(text, salt, length, options);
  return new Promise((resolve, reject) => {
    scrypt(text, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
