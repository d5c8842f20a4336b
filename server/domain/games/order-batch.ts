import type { Database, Queryable } from '../../db/database';

/**
 * Group commit for orders on the embedded database. PGlite runs one transaction at a time, and
 * a short transaction spends much of its time beginning and committing; so the orders that
 * arrive while a batch is running wait for it, then run together in the next transaction: one
 * BEGIN and one COMMIT for all of them. The batch's work is set-based: it gets all its members
 * at once and runs each kind of statement once for all of them (routes/place-orders.ts). Given a
 * PostgreSQL handle it runs each input alone in its own transaction; the orders there group in
 * statements of their own instead (routes/order-statements.ts, migration 023).
 *
 * What each member keeps:
 * - its own work: the batch's work judges members in their order, so each sees the previous
 *   ones' effects (two orders of one player debit the balance in turn); a refusal is an answer
 *   like any other.
 * - its own answer, given only after the batch committed; when the COMMIT fails, every member
 *   fails with that error (none of their writes exist).
 * - its own fate when the work throws: the batch is rolled back and its members run again, each
 *   alone in its own transaction, so the failing one fails alone (rollback to a savepoint per
 *   member would cost statements on every order instead of a rerun in the rare failing batch).
 *   Work must therefore be safe to run again from scratch, as a transaction retry is.
 * - its turn: the work may answer DEFER for a member it cannot take in this batch (a second use of
 *   one Idempotency-Key); that member runs first in the next batch, after this one committed.
 */

/** A member's answer that puts it off to the next batch. */
export const DEFER: unique symbol = Symbol('defer to the next batch');

/** Runs one batch: answers one result (or DEFER) per input, in their order. */
export type BatchWork<I, O> = (tx: Queryable, inputs: readonly I[]) => Promise<(O | typeof DEFER)[]>;

export interface BatchRunner<I, O> {
  /** Runs `input` in a batch and answers its result once the batch has committed. */
  run(input: I): Promise<O>;
}

export interface TransactionRunner {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** More orders than this wait for the next batch: a long batch would hold the others' answers. */
export const MAX_BATCH = 64;

interface Member<I> {
  input: I;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The batch's work threw: the batch must not commit. */
class WorkFailed extends Error {
  constructor(cause: unknown) {
    super('order batch work failed', { cause });
  }
}

/** Batches on the embedded database (group commit), batches of one elsewhere. */
export function orderBatches<I, O>(db: Database, work: BatchWork<I, O>, maxBatch = MAX_BATCH): BatchRunner<I, O> {
  return db.embedded ? groupCommitOf(db, work, maxBatch) : { run: (input) => runAlone(db, work, input) };
}

/** `input` alone in its own transaction. */
async function runAlone<I, O>(db: Pick<Database, 'transaction'>, work: BatchWork<I, O>, input: I): Promise<O> {
  const [result] = await db.transaction((tx) => work(tx, [input]));
  if (result === DEFER) throw new Error('a batch of one cannot be deferred');
  return result as O;
}

/** A runner whose concurrent inputs share one database transaction and one run of `work` (see above). */
export function groupCommitOf<I, O>(db: Pick<Database, 'transaction'>, work: BatchWork<I, O>, maxBatch = MAX_BATCH): BatchRunner<I, O> {
  const queue: Member<I>[] = [];

  const alone = (member: Member<I>) => runAlone(db, work, member.input).then(member.resolve, member.reject);

  async function runBatch(batch: Member<I>[]): Promise<void> {
    if (batch.length === 1) return alone(batch[0]!);
    let results: (O | typeof DEFER)[];
    try {
      results = await db.transaction(async (tx) => {
        try {
          return await work(
            tx,
            batch.map((member) => member.input),
          );
        } catch (error) {
          throw new WorkFailed(error);
        }
      });
    } catch (error) {
      if (!(error instanceof WorkFailed)) {
        for (const member of batch) member.reject(error);
        return;
      }
      for (const member of batch) await alone(member);
      return;
    }
    const deferred = batch.filter((_, index) => results[index] === DEFER);
    queue.unshift(...deferred);
    batch.forEach((member, index) => results[index] !== DEFER && member.resolve(results[index]));
  }

  // PGlite answers without waiting for I/O, so a running transaction never lets a request in:
  // a batch starts on setImmediate, after the requests that arrived with this turn of the event
  // loop have reached the queue, and the next one likewise after the answers went out.
  let scheduled = false;
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => void runNext());
  };

  async function runNext(): Promise<void> {
    try {
      await runBatch(queue.splice(0, maxBatch));
    } finally {
      scheduled = false;
      schedule();
    }
  }

  return {
    run(input: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}

/** Group commit of independent pieces of work, run one after the other in the shared transaction. */
export function groupCommit(db: Pick<Database, 'transaction'>, maxBatch = MAX_BATCH): TransactionRunner {
  const runner = groupCommitOf<(tx: Queryable) => Promise<unknown>, unknown>(
    db,
    async (tx, works) => {
      const done: unknown[] = [];
      for (const work of works) done.push(await work(tx));
      return done;
    },
    maxBatch,
  );
  return { transaction: <T>(work: (tx: Queryable) => Promise<T>) => runner.run(work) as Promise<T> };
}
