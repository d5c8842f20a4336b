import { createHash } from 'node:crypto';
import pg from 'pg';
import { INT8_OID, parseInt8, type Database, type Queryable } from './database';
import { asUnavailable } from './unavailable';

export type LogError = (error: unknown, message: string) => void;

export interface PostgresOptions {
  /** Where a connection lost while idle is reported (it never throws: the pool just drops it). */
  logError?: LogError;
  /** Connections of the pool (default DEFAULT_POOL_SIZE). */
  max?: number;
}

/**
 * Connections of a node's pool unless FASTDRAW_PG_POOL_SIZE says otherwise. An order is one
 * statement in its own transaction, so a connection is busy only while PostgreSQL works on it
 * or flushes its commit; more connections than clients waiting on a flush buy nothing. Each
 * node also holds one connection for the draw lease, one for LISTEN and one for publishing. Kept
 * at pg's 10: with 20, one of 50 parallel withdrawals of a whole balance got an answer other than
 * success or "insufficient" (tests/server/account/money-mix.ts on PostgreSQL), not yet explained.
 */
export const DEFAULT_POOL_SIZE = 10;

/** A new connection must be made within this, or the query fails as DatabaseUnavailable (503). */
export const CONNECT_TIMEOUT_MS = 5_000;

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A pg.Pool that survives its database going away: a connection killed while idle (server
 * restart, pg_terminate_backend) is logged and dropped by the pool instead of raising an
 * unhandled 'error'; the next query opens a new one. TCP keepalive lets a dead peer be noticed.
 */
export function resilientPool(connectionString: string, options: PostgresOptions = {}): pg.Pool {
  const logError = options.logError ?? (() => undefined);
  const pool = new pg.Pool({ connectionString, types, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: options.max ?? DEFAULT_POOL_SIZE });
  pool.on('error', (error) => logError(error, 'database connection lost while idle; the pool reconnects on the next query'));
  return pool;
}

/** More distinct statement texts than the server has: beyond it, statements run unnamed. */
const MAX_NAMED = 1_000;
const statementNames = new Map<string, string>();

/**
 * The name a statement is prepared under on each connection (parsed and planned once there, then
 * only bound and run): derived from its text, so every connection and node agrees on it.
 */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED) {
    name = `fastdraw_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** Queries through `target` as named prepared statements; a failure of the connection itself becomes DatabaseUnavailable. */
export function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const name = statementName(sql);
        return (await target.query<pg.QueryResultRow>(name ? { name, text: sql, values: [...params] } : { text: sql, values: [...params] })).rows as T[];
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async exec(sql: string) {
      try {
        await target.query(sql);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  };
}

/** A real PostgreSQL server through a connection pool (`DATABASE_URL`). */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = resilientPool(connectionString, options);
  // Fail at start-up, not on the first request, when the server is unreachable.
  (await pool.connect()).release();

  return {
    ...queryable(pool),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asUnavailable(error);
      }
      // While checked out the pool does not listen to the connection: a kill between two
      // statements would otherwise be an unhandled 'error' event. The statement that follows fails.
      let broken: Error | undefined;
      const lost = (error: Error) => {
        broken = error;
      };
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection whose ROLLBACK failed is in an unknown state: the pool must drop it.
        if (!broken) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw asUnavailable(error);
      } finally {
        client.removeListener('error', lost);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
