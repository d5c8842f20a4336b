import { mkdirSync } from 'node:fs';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { INT8_OID, parseInt8, type Database } from './database';

/**
 * Embedded PostgreSQL (WebAssembly, in-process); in memory when `dataDir` is undefined.
 *
 * PGlite runs in this process, so a statement costs its protocol round trips and its parse and
 * plan, not a network hop: `PGlite.query` makes six calls into the database per statement and
 * parses it every time. Here each statement text is prepared once (a named statement of the one
 * connection) and every later run is a single call carrying Bind, Describe, Execute and Sync.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  // PGlite creates only the last folder of the path; DATA_DIR may name a nested one.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: { [INT8_OID]: parseInt8 } });
  const prepared = new PreparedStatements(pg);

  const query = async <T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]> => {
    const run = () => pg._runExclusiveQuery(() => prepared.run<T>(sql, params, { syncToFs: !inTransaction }));
    // Outside a transaction a statement waits for any open one, as PGlite.query does; inside, the
    // transaction already holds that lock.
    return inTransaction ? run() : pg._runExclusiveTransaction(run);
  };
  const exec = async (target: Pick<PGlite, 'exec'>, sql: string) => {
    await target.exec(sql);
  };

  return {
    query: (sql, params = []) => query(sql, params, false),
    exec: (sql) => exec(pg, sql),
    transaction: (work) => pg.transaction((tx) => work({ query: (sql, params = []) => query(sql, params, true), exec: (sql) => exec(tx, sql) })),
    close: () => pg.close(),
    embedded: true,
  };
}

/** More distinct statement texts than the server has: beyond it, statements run unprepared. */
const MAX_PREPARED = 1_000;
/** PostgreSQL error codes after which a prepared statement is dropped: gone, or its result type changed (a migration). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

interface Statement {
  name: string;
  paramTypes: number[];
}

class PreparedStatements {
  private readonly statements = new Map<string, Statement>();
  /** Names are never reused: a dropped entry's statement may still exist in the session. */
  private named = 0;

  constructor(private readonly pg: PGlite) {}

  /** Runs `sql` with `params`; the caller holds the query lock. */
  async run<T>(sql: string, params: readonly unknown[], options: { syncToFs: boolean }): Promise<T[]> {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql, options));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    try {
      const { messages } = await this.pg.execProtocol(message, options);
      return (parse.parseResults(messages, this.pg.parsers)[0]?.rows ?? []) as T[];
    } catch (error) {
      if (STALE_STATEMENT.has((error as { code?: string }).code ?? '')) this.statements.delete(sql);
      throw Object.assign(error as Error, { query: sql, params });
    }
  }

  private async prepare(sql: string, options: { syncToFs: boolean }): Promise<Statement> {
    const cache = this.statements.size < MAX_PREPARED;
    const name = cache ? `fastdraw_${++this.named}` : '';
    const message = concat([
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    let messages;
    try {
      ({ messages } = await this.pg.execProtocol(message, options));
    } catch (error) {
      throw Object.assign(error as Error, { query: sql });
    }
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    // A named statement outlives a rolled-back transaction; the unnamed one lives until the next Parse.
    if (cache) this.statements.set(sql, statement);
    return statement;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
