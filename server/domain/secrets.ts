import { randomBytes } from 'node:crypto';
import { onlyRow, type Queryable } from '../db/database';

/**
 * A 32-byte key shared by every node of a deployment: made once by the first node that needs it
 * and kept in `server_secrets` (so with the embedded database, one per data directory).
 */
export async function loadSharedKey(db: Queryable, name: string): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('hex')]);
  const row = onlyRow(await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]));
  return Buffer.from(row.value, 'hex');
}
