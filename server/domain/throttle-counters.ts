import type { Queryable } from '../db/database';

/**
 * Fixed-window counters in the database (table throttle_counters): each bucket counts hits per
 * window of `windowSeconds`, the window taken from the database clock so every node agrees.
 * `hit` adds and answers in one statement (INSERT … ON CONFLICT … DO UPDATE … RETURNING): of many
 * concurrent hits each sees its own count, so a limit is never passed by a race.
 */

const WINDOW_START = 'to_timestamp(floor(extract(epoch FROM now())::float8 / $2::float8) * $2::float8)';

/** Adds one hit to every bucket (in its current window); answers the counts after it, bucket by bucket. */
export async function hit(db: Queryable, buckets: readonly string[], windowSeconds: number): Promise<number[]> {
  const rows = await db.query<{ bucket: string; hits: number }>(
    `INSERT INTO throttle_counters (bucket, window_start, hits, expires_at)
     SELECT bucket, ${WINDOW_START}, 1, ${WINDOW_START} + make_interval(secs => $2::float8) FROM unnest($1::text[]) AS bucket
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = throttle_counters.hits + 1
     RETURNING bucket, hits`,
    [buckets, windowSeconds],
  );
  return buckets.map((bucket) => rows.find((row) => row.bucket === bucket)?.hits ?? 0);
}

/** A bucket's hits in its current window (0 when it has none). */
export async function hitsOf(db: Queryable, bucket: string, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ hits: number }>(`SELECT hits FROM throttle_counters WHERE bucket = $1 AND window_start = ${WINDOW_START}`, [bucket, windowSeconds]);
  return row?.hits ?? 0;
}

/** Takes one hit back from every bucket's current window (an attempt that turned out not to count). */
export async function unhit(db: Queryable, buckets: readonly string[], windowSeconds: number): Promise<void> {
  await db.query(
    `UPDATE throttle_counters SET hits = greatest(hits - 1, 0) WHERE bucket = ANY($1::text[]) AND window_start = ${WINDOW_START}`,
    [buckets, windowSeconds],
  );
}

/** Forgets a bucket's hits in every window. */
export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE bucket = $1', [bucket]);
}

/** Housekeeping: windows that have ended no longer count. */
export async function purgeEndedWindows(db: Queryable): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE expires_at <= now()');
}
