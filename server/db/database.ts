/**
 * The one query interface of the server. PGlite (embedded) and PostgreSQL (`pg`) both implement it,
 * so every query is written once in plain PostgreSQL with `$1` parameters.
 */

export type Row = Record<string, unknown>;

/** Runs statements; inside a transaction every call goes to the transaction's connection. */
export interface Queryable {
  /** One statement with `$n` parameters; answers the rows (empty for statements without RETURNING). */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws.
   * Inside `work` use only `tx`: the embedded database serialises everything, so a query on the
   * outer handle would wait for this very transaction.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * True for the embedded database: one process (its data directory is locked) with one
   * connection, so transactions run one at a time and a process-local cache sees every write.
   */
  readonly embedded?: boolean;
}

/** PostgreSQL type id of bigint (int8), also the type of count(*). */
export const INT8_OID = 20;

/**
 * Both drivers read bigint as a JS number: cents fit exactly up to 2^53 (90 trillion yuan), and a
 * value beyond that is refused rather than silently rounded.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JS number`);
  return value;
}

/** The single row a statement must answer (INSERT ... RETURNING); a missing row is a bug. */
export function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined || rows.length > 1) throw new Error(`expected exactly one row, got ${rows.length}`);
  return row;
}
