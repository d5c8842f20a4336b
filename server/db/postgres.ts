import pg from 'pg';
import { INT8_OID, parseInt8, type Database, type Queryable } from './database';
import { asUnavailable } from './unavailable';

export type LogError = (error: unknown, message: string) => void;

export interface PostgresOptions {
  /** Where a connection lost while idle is reported (it never throws: the pool just drops it). */
  logError?: LogError;
  /** Connections of the pool (pg's default 10). */
  max?: number;
}

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
  const pool = new pg.Pool({ connectionString, types, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...(options.max ? { max: options.max } : {}) });
  pool.on('error', (error) => logError(error, 'database connection lost while idle; the pool reconnects on the next query'));
  return pool;
}

/** Queries through `target`; a failure of the connection itself becomes DatabaseUnavailable. */
export function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await target.query(sql, [...params])).rows as T[];
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
