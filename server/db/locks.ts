import type { Queryable } from './database';

/**
 * Serialises transactions about the same thing that has no row to lock yet (an e-mail address
 * being bound, a transaction id being submitted): a transaction-level advisory lock on a hash of
 * `namespace:value`, released at COMMIT or ROLLBACK. Two such transactions run one after the
 * other, so the second sees the first's row and refuses cleanly instead of failing on a unique index.
 */
export async function lockName(tx: Queryable, namespace: string, value: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${namespace}:${value}`]);
}
