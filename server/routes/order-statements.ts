import type { Queryable } from '../db/database';
import { DatabaseUnavailable } from '../db/unavailable';

/**
 * Group commit for orders on PostgreSQL (issue 18 §3). A node keeps at most `lanes` order
 * statements in flight; orders that arrive while every lane is busy wait, and the next lane to
 * free takes them all (up to `maxGroup`) as one call of place_orders (migration 023): one
 * statement, one transaction and one commit for the group. A lone order is a group of one, so an
 * idle node answers as fast as before; a busy one wakes PostgreSQL and flushes the WAL once per
 * group instead of once per order, which is where its time went (docs/performance.md).
 *
 * Each order keeps its own answer: place_order judges it inside the group exactly as alone, and
 * the answer is given only once the group has committed. When the group's statement fails (a bug
 * in one order, or PostgreSQL choosing it to break a deadlock), nothing of it exists, and its
 * orders run again one at a time, so only a failing order fails.
 *
 * Two orders with one Idempotency-Key never share a group: the second waits for the next one, so
 * it sees the first's answer under the key instead of racing it in the same transaction.
 */

/** What place_order answers for one call (migration 022). */
export interface PlaceOrderRow {
  outcome: number;
  user_id: number | null;
  account: string | null;
  avatar: string | null;
  stored_request: string | null;
  stored_answer: string | null;
}

/** One call's arguments by parameter name, as place_order_call (migration 023) names them. */
export type OrderArguments = { readonly key_hash: unknown };

export interface OrderStatements<A extends OrderArguments> {
  /** Runs `args` in the next group and answers its row once the group has committed. */
  place(args: A): Promise<PlaceOrderRow>;
}

/**
 * Statements in flight per node unless FASTDRAW_PG_ORDER_LANES says otherwise. Fewer lanes make
 * larger groups: on a 2-CPU machine shared with PostgreSQL one lane took the most orders (1,291/s
 * against 966/s with four, docs/performance.md), but then a group waiting on a wallet the draw is
 * settling holds every order of the node; two keep the others moving. A database on more cores
 * runs more lanes side by side.
 */
export const DEFAULT_ORDER_LANES = 2;
/** More orders than this wait for the next group: a long group would hold the others' answers. */
export const MAX_ORDER_GROUP = 32;

export const PLACE_ORDERS_STATEMENT = 'SELECT * FROM place_orders($1::jsonb)';

/** PostgreSQL's SQLSTATE for a transaction chosen to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

interface Waiting<A> {
  args: A;
  resolve(row: PlaceOrderRow): void;
  reject(error: unknown): void;
}

/**
 * Orders in groups on `db`; `placeOne` runs a single order on its own (place_order), for the
 * orders of a group that failed.
 */
export function orderStatements<A extends OrderArguments>(
  db: Queryable,
  placeOne: (args: A) => Promise<PlaceOrderRow>,
  { lanes = DEFAULT_ORDER_LANES, maxGroup = MAX_ORDER_GROUP } = {},
): OrderStatements<A> {
  const waiting: Waiting<A>[] = [];
  let busy = 0;

  /** The next group: the first waiting orders, each Idempotency-Key once; the others keep their place. */
  function nextGroup(): Waiting<A>[] {
    const group: Waiting<A>[] = [];
    const keys = new Set<unknown>();
    for (let i = 0; i < waiting.length && group.length < maxGroup; ) {
      const member = waiting[i]!;
      const key = member.args.key_hash;
      if (key !== null && keys.has(key)) {
        i += 1;
        continue;
      }
      if (key !== null) keys.add(key);
      group.push(member);
      waiting.splice(i, 1);
    }
    return group;
  }

  function pump(): void {
    while (busy < lanes && waiting.length > 0) {
      const group = nextGroup();
      busy += 1;
      void run(group).finally(() => {
        busy -= 1;
        pump();
      });
    }
  }

  async function run(group: Waiting<A>[]): Promise<void> {
    let rows: (PlaceOrderRow & { call_index: number })[];
    try {
      rows = await db.query(PLACE_ORDERS_STATEMENT, [JSON.stringify(group.map((member) => member.args))]);
    } catch (error) {
      // Nothing of the group exists: each order again, alone (one at a time, so they cannot deadlock each other).
      for (const member of group) await alone(member, error);
      return;
    }
    const byIndex = new Map(rows.map((row) => [row.call_index, row] as const));
    group.forEach((member, i) => {
      const row = byIndex.get(i + 1);
      if (row) member.resolve(row);
      else member.reject(new Error(`place_orders answered no row for call ${i + 1} of ${group.length}`));
    });
  }

  /** One order on its own, once more if PostgreSQL broke a deadlock with it. */
  async function alone(member: Waiting<A>, groupError: unknown): Promise<void> {
    if (isConnectionLost(groupError)) return member.reject(groupError);
    try {
      member.resolve(await placeOne(member.args));
    } catch (error) {
      if (!isDeadlock(error)) return member.reject(error);
      await placeOne(member.args).then(member.resolve, member.reject);
    }
  }

  return {
    place(args) {
      return new Promise<PlaceOrderRow>((resolve, reject) => {
        waiting.push({ args, resolve, reject });
        pump();
      });
    },
  };
}

const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === DEADLOCK_DETECTED;

/** The database is unreachable: running each order again would only fail as many times more slowly. */
const isConnectionLost = (error: unknown) => error instanceof DatabaseUnavailable;
