import type { Database, Queryable } from '../../db/database';

/**
 * Group commit for orders on the embedded database. PGlite runs one transaction at a time, and
 * a short transaction spends much of its time beginning and committing; so the orders that
 * arrive while a batch is running wait for it, then run together, one after the other, in the
 * next transaction: one BEGIN and one COMMIT for all of them. On PostgreSQL transactions run in
 * parallel (each player's orders still queue on their wallet row), so there every order keeps
 * its own transaction.
 *
 * What each order keeps:
 * - its own work: members run one after the other, so each sees the previous ones' writes (two
 *   orders of one player debit the balance in turn); a refusal is an answer like any other.
 * - its own answer, given only after the batch committed; when the COMMIT fails, every member
 *   fails with that error (none of their writes exist).
 * - its own fate when it throws: the batch is rolled back and its members run again, each alone
 *   in its own transaction, so the failing one fails alone (rollback to a savepoint per member
 *   would cost two statements for every order instead of a rerun in the rare failing batch).
 *   Work must therefore be safe to run again from scratch, as a transaction retry is.
 */

export interface TransactionRunner {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** More orders than this wait for the next batch: a long batch would hold the others' answers. */
export const MAX_BATCH = 64;

interface Member {
  work: (tx: Queryable) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A member's work threw: the batch must not commit. */
class MemberFailed extends Error {
  constructor(cause: unknown) {
    super('order batch member failed', { cause });
  }
}

const batchers = new WeakMap<Database, TransactionRunner>();

/** The runner of `db`'s orders: batched on the embedded database, `db` itself elsewhere. */
export function orderTransactions(db: Database): TransactionRunner {
  if (!db.embedded) return db;
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = groupCommit(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

/** A runner whose concurrent transactions share one database transaction (see above). */
export function groupCommit(db: Database, maxBatch = MAX_BATCH): TransactionRunner {
  const queue: Member[] = [];

  const runAlone = (member: Member) => db.transaction(member.work).then(member.resolve, member.reject);

  async function runBatch(batch: Member[]): Promise<void> {
    if (batch.length === 1) return runAlone(batch[0]!);
    let values: unknown[];
    try {
      values = await db.transaction(async (tx) => {
        const done: unknown[] = [];
        for (const member of batch) {
          try {
            done.push(await member.work(tx));
          } catch (error) {
            throw new MemberFailed(error);
          }
        }
        return done;
      });
    } catch (error) {
      if (!(error instanceof MemberFailed)) {
        for (const member of batch) member.reject(error);
        return;
      }
      for (const member of batch) await runAlone(member);
      return;
    }
    batch.forEach((member, index) => member.resolve(values[index]));
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
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
