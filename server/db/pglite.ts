import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { INT8_OID, parseInt8, type Database, type Queryable } from './database';

/** Embedded PostgreSQL (WebAssembly, in-process); in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  // PGlite creates only the last folder of the path; DATA_DIR may name a nested one.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: { [INT8_OID]: parseInt8 } });
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
