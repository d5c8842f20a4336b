import { mkdirSync } from 'node:fs';
import { messages as pgMessages, parse, PGlite, protocol, types } from '@electric-sql/pglite';
import { clusterTemplate, makesNewCluster, offerClusterTemplate } from './cluster-template';
import { INT8_OID, parseInt8, type Database } from './database';
import { repairPrivateModes } from './private-files';

/**
 * Embedded PostgreSQL (WebAssembly, in-process); in memory when `dataDir` is undefined.
 *
 * PGlite runs in this process, so a statement costs its protocol round trips and its parse and
 * plan, not a network hop: `PGlite.query` makes six calls into the database per statement and
 * parses it every time. Here each statement text is prepared once (a named statement of the one
 * connection) and every later run is a single call carrying Bind, Describe, Execute and Sync.
 * Its answer is read here (readRows) rather than by PGlite's protocol parser, which costs several
 * times what the database itself spends on a statement of a few rows.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  // PGlite creates only the last folder of the path; DATA_DIR may name a nested one.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const parsers = { [INT8_OID]: parseInt8 };
  const isNew = makesNewCluster(dataDir);
  const template = isNew ? await clusterTemplate() : undefined;
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(template ? { loadDataDir: template } : {}), parsers });
  // Only an in-memory cluster is offered: a data directory may hold the server's own files (its
  // operator token, chat files), which must not travel into every database made after it.
  if (!dataDir && !template) await offerClusterTemplate(pg);
  // A new database's files come out mode 0666 whatever the umask: made private before any secret is written.
  if (dataDir) repairPrivateModes(dataDir);
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

  const work = new Work();
  return {
    query: (sql, params = []) => work.run(() => query(sql, params, false)),
    exec: (sql) => work.run(() => exec(pg, sql)),
    transaction: (body) =>
      work.run(() => pg.transaction((tx) => body({ query: (sql, params = []) => query(sql, params, true), exec: (sql) => exec(tx, sql) }))),
    close: () => work.close(() => pg.close()),
    embedded: true,
  };
}

/** Thrown by a statement sent to a database that is closing or closed. */
export class DatabaseClosedError extends Error {
  constructor() {
    super('the embedded database is closed');
    this.name = 'DatabaseClosedError';
  }
}

/**
 * The database's work in flight, so that closing waits for it. PGlite's close ends the backend
 * while a statement that arrives during the close may still run: PGlite 0.4–0.5 then spins
 * forever in a synchronous loop (electric-sql/pglite#1058), freezing the whole process, timers
 * and signals included. A server's background work (a sweep, a chat write) may well be in flight
 * when it stops, so statements are refused once the close has begun, and the close waits for the
 * running ones.
 */
class Work {
  private readonly running = new Set<Promise<unknown>>();
  private closing: Promise<void> | null = null;

  run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.closing) return Promise.reject(new DatabaseClosedError());
    const running = operation();
    const settled = (): void => void this.running.delete(tracked);
    const tracked: Promise<void> = running.then(settled, settled);
    this.running.add(tracked);
    return running;
  }

  close(end: () => Promise<void>): Promise<void> {
    this.closing ??= (async () => {
      while (this.running.size > 0) await Promise.all(this.running);
      await end();
    })();
    return this.closing;
  }
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
      const answer = new Answer();
      await this.pg.execProtocolRawStream(message, { ...options, onRawData: (bytes) => answer.add(bytes) });
      const data = answer.bytes();
      const rows = readRows(data, this.pg.parsers);
      return (rows ?? this.parsedByPglite(data)) as T[];
    } catch (error) {
      if (STALE_STATEMENT.has((error as { code?: string }).code ?? '')) this.statements.delete(sql);
      throw Object.assign(error as Error, { query: sql, params });
    }
  }

  /**
   * What readRows leaves (an error, a notice): read by PGlite's own parser, as PGlite.query would,
   * throwing the first error.
   */
  private parsedByPglite(data: Uint8Array): unknown[] {
    const messages: pgMessages.BackendMessage[] = [];
    new protocol.Parser().parse(data, (message) => messages.push(message));
    const error = messages.find((message) => message instanceof pgMessages.DatabaseError);
    if (error) throw error;
    return parse.parseResults(messages, this.pg.parsers)[0]?.rows ?? [];
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

/** The bytes of one answer, copied out of the database's memory as it writes them. */
class Answer {
  private readonly chunks: Buffer[] = [];

  add(bytes: Uint8Array): void {
    this.chunks.push(Buffer.from(bytes));
  }

  bytes(): Buffer {
    return this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
  }
}

type Parsers = Record<number, ((text: string, typeId: number) => unknown) | undefined>;
const DEFAULT_PARSERS = types.parsers as Parsers;

/**
 * The rows of one statement's answer (BindComplete, RowDescription or NoData, DataRow…,
 * CommandComplete, ReadyForQuery), each value parsed by its type as PGlite's parseResults does; null
 * when the answer holds anything else (an error, a notice), for PGlite's own parser.
 */
function readRows(data: Buffer, parsers: Parsers): Record<string, unknown>[] | null {
  const rows: Record<string, unknown>[] = [];
  let names: string[] = [];
  let typeIds: number[] = [];
  for (let at = 0; at < data.length; ) {
    const type = data[at]!;
    const end = at + 1 + data.readInt32BE(at + 1);
    let p = at + 5;
    if (type === ROW_DESCRIPTION) {
      const count = data.readInt16BE(p);
      p += 2;
      names = [];
      typeIds = [];
      for (let i = 0; i < count; i++) {
        const nul = data.indexOf(0, p);
        names.push(data.toString('utf8', p, nul));
        typeIds.push(data.readInt32BE(nul + 7));
        p = nul + 19;
      }
    } else if (type === DATA_ROW) {
      const count = data.readInt16BE(p);
      p += 2;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const length = data.readInt32BE(p);
        p += 4;
        if (length < 0) row[names[i]!] = null;
        else {
          const typeId = typeIds[i]!;
          const text = data.toString('utf8', p, p + length);
          const parser = parsers[typeId] ?? DEFAULT_PARSERS[typeId];
          row[names[i]!] = parser ? parser(text, typeId) : text;
          p += length;
        }
      }
      rows.push(row);
    } else if (!QUIET.has(type)) return null;
    at = end;
  }
  return rows;
}

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
/** ParseComplete, BindComplete, NoData, CommandComplete, EmptyQueryResponse, PortalSuspended, ReadyForQuery. */
const QUIET = new Set(['1', '2', 'n', 'C', 'I', 's', 'Z'].map((letter) => letter.charCodeAt(0)));
