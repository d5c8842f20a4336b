/**
 * Uniform draws from a source of random bytes (a CSPRNG, or a seeded stream for commit–reveal).
 * Rejection sampling keeps every value equally likely: bytes beyond the largest multiple of the
 * range are thrown away instead of being folded back with a modulo.
 */

/** Returns `size` uniformly random bytes. */
export type RandomBytes = (size: number) => Uint8Array;

const MAX_BOUND = 2 ** 32;

/** A uniform integer in [0, bound). */
export function uniformInt(bound: number, randomBytes: RandomBytes): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > MAX_BOUND) throw new RangeError(`Bad bound ${bound}`);
  const size = Math.max(1, Math.ceil(Math.log2(bound) / 8));
  const range = 256 ** size;
  const limit = range - (range % bound);
  for (;;) {
    const value = randomBytes(size).reduce((acc, byte) => acc * 256 + byte, 0);
    if (value < limit) return value % bound;
  }
}

/** `count` different items of `items`, in random order (a partial Fisher–Yates shuffle). */
export function sample<T>(items: readonly T[], count: number, randomBytes: RandomBytes): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i += 1) {
    const j = i + uniformInt(pool.length - i, randomBytes);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}
