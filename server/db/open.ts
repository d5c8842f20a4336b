import type { Database } from './database';
import { lockDataDir } from './dir-lock';
import { openPglite } from './pglite';
import { openPostgres, type LogError } from './postgres';

/** Where the data lives: embedded in memory (tests), embedded in a directory, or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'memory' }
  | { kind: 'pglite'; dataDir: string }
  /**
   * `poolSize`: connections of the node's pool (FASTDRAW_PG_POOL_SIZE; default DEFAULT_POOL_SIZE of
   * postgres.ts). `orderLanes`: order statements in flight at once (FASTDRAW_PG_ORDER_LANES; default
   * DEFAULT_ORDER_LANES of routes/order-statements.ts).
   */
  | { kind: 'postgres'; url: string; poolSize?: number; orderLanes?: number };

/** `logError` hears of connections the database cut while idle (PostgreSQL: restarts, terminated backends). */
export async function openDatabase(target: DatabaseTarget, logError?: LogError): Promise<Database> {
  switch (target.kind) {
    case 'memory':
      return openPglite();
    case 'postgres':
      return openPostgres(target.url, { ...(logError ? { logError } : {}), ...(target.poolSize ? { max: target.poolSize } : {}) });
    case 'pglite': {
      const release = lockDataDir(target.dataDir);
      try {
        const db = await openPglite(target.dataDir);
        return { ...db, close: () => db.close().finally(release) };
      } catch (error) {
        release();
        throw error;
      }
    }
  }
}
