import pg from 'pg';
import { INT8_OID, parseInt8, type Database, type Queryable } from './database';

/** A real PostgreSQL server through a connection pool (`DATABASE_URL`). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString, types });
  // Fail at start-up, not on the first request, when the server is unreachable.
  (await pool.connect()).release();

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await target.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });

  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      // A connection whose ROLLBACK failed is in an unknown state: the pool must drop it.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
