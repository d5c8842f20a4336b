import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database';
import { DatabaseUnavailable } from '../../../server/db/unavailable';
import { orderStatements, PLACE_ORDERS_STATEMENT, type PlaceOrderRow } from '../../../server/routes/order-statements';

/**
 * The node's side of group commit on PostgreSQL (server/routes/order-statements.ts), against a
 * stand-in database whose statements end when the test says so. What place_orders does inside
 * PostgreSQL is tested on a real one in tests/server/orders-postgres.test.ts.
 */

const answer = (order: number): PlaceOrderRow => ({ outcome: 0, user_id: order, account: null, avatar: null, stored_request: null, stored_answer: null });
/** A call's arguments: its order id (which the stand-in answers with) and its key. */
interface Call {
  order_id: number;
  key_hash: string | null;
}
const call = (order: number, key: string | null = `key-${order}`): Call => ({ order_id: order, key_hash: key });

interface Statement {
  calls: Call[];
  finish(): void;
  fail(error: unknown): void;
}

/** A database whose group statements wait to be finished, answering each call with its order id. */
function standInDatabase() {
  const statements: Statement[] = [];
  const db: Queryable = {
    query: <T,>(sql: string, params: readonly unknown[] = []) => {
      expect(sql).toBe(PLACE_ORDERS_STATEMENT);
      const calls = JSON.parse(params[0] as string) as Call[];
      return new Promise<T[]>((resolve, reject) => {
        statements.push({
          calls,
          finish: () => resolve(calls.map((c, i) => ({ call_index: i + 1, ...answer(c.order_id) })) as T[]),
          fail: reject,
        });
      });
    },
    exec: () => Promise.resolve(),
  };
  const alone: Call[] = [];
  const placeOne = (args: Call) => {
    alone.push(args);
    return Promise.resolve(answer(args.order_id));
  };
  return { db, statements, alone, placeOne };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ordersOf = (statement: Statement | undefined) => statement?.calls.map((c) => c.order_id);

describe('order statements (group commit on PostgreSQL)', () => {
  it('sends a lone order at once, and the orders that arrive while every lane is busy as one group', async () => {
    const { db, statements, placeOne } = standInDatabase();
    const orders = orderStatements(db, placeOne, { lanes: 2 });
    const first = [orders.place(call(1)), orders.place(call(2))];
    await settle();
    expect(statements.map(ordersOf)).toEqual([[1], [2]]);

    const waiting = [3, 4, 5].map((order) => orders.place(call(order)));
    await settle();
    expect(statements).toHaveLength(2);

    statements[0]!.finish();
    expect((await first[0]!).user_id).toBe(1);
    await settle();
    expect(ordersOf(statements[2])).toEqual([3, 4, 5]);
    statements[2]!.finish();
    expect((await Promise.all(waiting)).map((row) => row.user_id)).toEqual([3, 4, 5]);
    statements[1]!.finish();
    await first[1];
  });

  it('answers no order of a group before the group has committed', async () => {
    const { db, statements, placeOne } = standInDatabase();
    const orders = orderStatements(db, placeOne, { lanes: 1 });
    void orders.place(call(1));
    const answered: number[] = [];
    for (const order of [2, 3]) void orders.place(call(order)).then(() => answered.push(order));
    statements[0]!.finish();
    await settle();
    expect(ordersOf(statements[1])).toEqual([2, 3]);
    expect(answered).toEqual([]);
    statements[1]!.finish();
    await settle();
    expect(answered).toEqual([2, 3]);
  });

  it('never puts two orders with one Idempotency-Key in one group: the second waits for the next', async () => {
    const { db, statements, placeOne } = standInDatabase();
    const orders = orderStatements(db, placeOne, { lanes: 1 });
    void orders.place(call(1));
    const rest = [orders.place(call(2, 'same')), orders.place(call(3, 'same')), orders.place(call(4, null)), orders.place(call(5, null))];
    statements[0]!.finish();
    await settle();
    expect(ordersOf(statements[1])).toEqual([2, 4, 5]);
    statements[1]!.finish();
    await settle();
    expect(ordersOf(statements[2])).toEqual([3]);
    statements[2]!.finish();
    expect((await Promise.all(rest)).map((row) => row.user_id)).toEqual([2, 3, 4, 5]);
  });

  it('takes at most maxGroup orders in a group', async () => {
    const { db, statements, placeOne } = standInDatabase();
    const orders = orderStatements(db, placeOne, { lanes: 1, maxGroup: 3 });
    void orders.place(call(0));
    for (const order of [1, 2, 3, 4, 5]) void orders.place(call(order));
    statements[0]!.finish();
    await settle();
    expect(ordersOf(statements[1])).toEqual([1, 2, 3]);
    statements[1]!.finish();
    await settle();
    expect(ordersOf(statements[2])).toEqual([4, 5]);
  });

  it('runs the orders of a failed group again one at a time, once more for one PostgreSQL chose to break a deadlock', async () => {
    const { db, statements, alone } = standInDatabase();
    let deadlocks = 1;
    const placeOne = (args: Call) => {
      alone.push(args);
      if (args.order_id === 3) return Promise.reject(new Error('place_order: no answer given for outcome 0'));
      if (args.order_id === 2 && deadlocks-- > 0) return Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
      return Promise.resolve(answer(args.order_id));
    };
    const orders = orderStatements(db, placeOne, { lanes: 1 });
    void orders.place(call(0));
    const group = [1, 2, 3].map((order) => orders.place(call(order)).then((row) => row.user_id, (error: Error) => error.message));
    statements[0]!.finish();
    await settle();
    statements[1]!.fail(new Error('place_order: no answer given for outcome 0'));
    expect(await Promise.all(group)).toEqual([1, 2, 'place_order: no answer given for outcome 0']);
    expect(alone.map((args) => args.order_id)).toEqual([1, 2, 2, 3]);
  });

  it('fails the whole group without running it again when the database is unreachable', async () => {
    const { db, statements, alone, placeOne } = standInDatabase();
    const orders = orderStatements(db, placeOne, { lanes: 1 });
    void orders.place(call(0));
    const group = [1, 2].map((order) => orders.place(call(order)).catch((error: unknown) => error));
    statements[0]!.finish();
    await settle();
    statements[1]!.fail(new DatabaseUnavailable(new Error('connection refused')));
    for (const error of await Promise.all(group)) expect(error).toBeInstanceOf(DatabaseUnavailable);
    expect(alone).toEqual([]);
  });
});
