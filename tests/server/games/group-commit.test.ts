import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../../server/app';
import type { Database, Queryable } from '../../../server/db/database';
import { openPglite } from '../../../server/db/pglite';
import type { AcceptedOrder } from '../../../server/domain/events';
import { DEFER, groupCommit, groupCommitOf } from '../../../server/domain/games/order-batch';
import { expectMoneyConsistent } from './ledger-invariants';
import { balanceOf, fakeClock, k3Order, ledgerOf, newPlayer, OPEN_JSK3, openRound, order, slotAfter, startClockedServer, type Player } from './support';

/** Counts the database transactions `db` runs from now on; answers the counter and its undo. */
function countTransactions(db: Database): { count: () => number; restore: () => void } {
  const original = db.transaction.bind(db);
  let count = 0;
  (db as { transaction: Database['transaction'] }).transaction = (work) => {
    count += 1;
    return original(work);
  };
  return { count: () => count, restore: () => ((db as { transaction: Database['transaction'] }).transaction = original) };
}

/** The runner on its own, on an embedded database in memory. */
describe('group commit', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec(`CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL,
                   tag text UNIQUE DEFERRABLE INITIALLY DEFERRED)`);
  });
  afterAll(() => db?.close());
  afterEach(() => db.query('DELETE FROM notes'));

  const texts = async () => (await db.query<{ text: string }>('SELECT text FROM notes ORDER BY text')).map((row) => row.text);
  const note = (text: string, tag: string | null = null) => async (tx: Queryable) => {
    const [row] = await tx.query<{ id: number }>('INSERT INTO notes (text, tag) VALUES ($1, $2) RETURNING id', [text, tag]);
    return `${text}:${row!.id}`;
  };

  it('runs concurrent work in one transaction, one member after the other, each with its own answer', async () => {
    const runner = groupCommit(db);
    const counter = countTransactions(db);
    try {
      const answers = await Promise.all(['a', 'b', 'c', 'd'].map((text) => runner.transaction(note(text))));
      expect(answers.map((answer) => answer.split(':')[0])).toEqual(['a', 'b', 'c', 'd']);
      expect(counter.count()).toBe(1);
    } finally {
      counter.restore();
    }
    expect(await texts()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts a batch of at most maxBatch members and the rest in the next', async () => {
    const runner = groupCommit(db, 3);
    const counter = countTransactions(db);
    try {
      await Promise.all(['a', 'b', 'c', 'd', 'e'].map((text) => runner.transaction(note(text))));
      expect(counter.count()).toBe(2);
    } finally {
      counter.restore();
    }
    expect(await texts()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('fails only the member whose statement fails: the others commit, its writes are gone', async () => {
    const runner = groupCommit(db);
    const results = await Promise.allSettled([
      runner.transaction(note('a')),
      runner.transaction(async (tx) => {
        await note('half')(tx);
        await tx.query('SELECT 1 / $1::int', [0]);
        return 'never';
      }),
      runner.transaction(note('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(((results[1] as PromiseRejectedResult).reason as { code?: string }).code).toBe('22012');
    expect(await texts()).toEqual(['a', 'c']);
  });

  it('puts a deferred member first into the next batch, answered only after that batch commits', async () => {
    // A set-based work that can take each text once per batch (as one statement claims an Idempotency-Key once).
    const runner = groupCommitOf(db, async (tx, inputs: readonly string[]) => {
      const seen = new Set<string>();
      const done: (string | typeof DEFER)[] = [];
      for (const text of inputs) {
        if (seen.has(text)) {
          done.push(DEFER);
          continue;
        }
        seen.add(text);
        done.push(await note(text)(tx));
      }
      return done;
    });
    const counter = countTransactions(db);
    try {
      const answers = await Promise.all(['a', 'b', 'a', 'c', 'a'].map((text) => runner.run(text)));
      expect(answers.map((answer) => answer.split(':')[0])).toEqual(['a', 'b', 'a', 'c', 'a']);
      // Each answer is its own note, written in the batch after the one before it.
      const ids = answers.filter((answer) => answer.startsWith('a:')).map((answer) => Number(answer.split(':')[1]));
      expect(new Set(ids).size).toBe(3);
      expect(counter.count()).toBe(3);
    } finally {
      counter.restore();
    }
    expect(await texts()).toEqual(['a', 'a', 'a', 'b', 'c']);
  });

  it('fails every member when the commit fails, and answers none of them before', async () => {
    const runner = groupCommit(db);
    const settled: string[] = [];
    // The unique tag is checked at COMMIT: each member alone succeeds, the batch cannot commit.
    const results = await Promise.allSettled(
      ['a', 'b'].map((text) => runner.transaction(note(text, 'same')).finally(() => settled.push(text))),
    );
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(((results[0] as PromiseRejectedResult).reason as { code?: string }).code).toBe('23505');
    expect(settled.sort()).toEqual(['a', 'b']);
    expect(await texts()).toEqual([]);
  });
});

/** The order route on the embedded database, whose orders are batched. */
describe('orders in a group commit', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  const accepted: AcceptedOrder[] = [];
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock);
    server.events.on('orderAccepted', (event) => accepted.push(event));
  });
  afterAll(() => server?.close());
  afterEach(() => {
    accepted.length = 0;
  });

  /** Fires the orders together (one batch, or a few) and answers their envelopes, counting the transactions. */
  async function together(orders: { player: Player; body: object; key?: string }[]) {
    const counter = countTransactions(server.db);
    try {
      const answers = await Promise.all(orders.map(({ player, body, key }) => order(server, player, 'k3', body, key ?? randomUUID())));
      return { answers, transactions: counter.count() };
    } finally {
      counter.restore();
    }
  }

  it('commits concurrent orders of several players in shared transactions, each debited once through the ledger', async () => {
    const slot = await openRound(server, clock, 1);
    const players = await Promise.all([1, 2, 3, 4].map(() => newPlayer(server, 10_000)));
    const orders = players.flatMap((player) => [1, 2, 3].map((stake) => ({ player, body: k3Order(slot.prizeNo, { stake }) })));
    const { answers, transactions } = await together(orders);
    expect(answers.map((answer) => answer.envelope.code)).toEqual(orders.map(() => 0));
    expect(transactions).toBeLessThan(orders.length);
    for (const player of players) {
      expect(await balanceOf(server, player.userId)).toBe(10_000 - 600);
      const debits = (await ledgerOf(server, player.userId)).filter((row) => row.type === 1);
      expect(debits.map((row) => row.balance_after_cents)).toEqual(expectedSteps(player, orders));
    }
    expect(accepted.map((event) => event.orderId).sort()).toEqual(answers.map((answer) => answer.envelope.data.id).sort());
    await expectMoneyConsistent(server.db);
  });

  it('refuses one member (2001, 3009) without touching the others of its batch', async () => {
    const slot = await openRound(server, clock, 1);
    const rich = await newPlayer(server, 10_000);
    const poor = await newPlayer(server, 100);
    const { answers } = await together([
      { player: rich, body: k3Order(slot.prizeNo, { stake: 2 }) },
      { player: poor, body: k3Order(slot.prizeNo, { stake: 2 }) },
      { player: rich, body: k3Order(slotAfter(slot, 1, -1).prizeNo, { stake: 2 }) },
      { player: rich, body: k3Order(slot.prizeNo, { stake: 3 }) },
    ]);
    expect(answers.map((answer) => answer.envelope.code)).toEqual([0, 2001, 3009, 0]);
    expect(await balanceOf(server, rich.userId)).toBe(10_000 - 500);
    expect(await balanceOf(server, poor.userId)).toBe(100);
    expect(accepted).toHaveLength(2);
    await expectMoneyConsistent(server.db);
  });

  it('answers a replay of a key the same, within the batch and after it, and debits once', async () => {
    const slot = await openRound(server, clock, 1);
    const player = await newPlayer(server, 10_000);
    const key = randomUUID();
    const body = k3Order(slot.prizeNo, { stake: 2 });
    const { answers } = await together([
      { player, body, key },
      { player, body, key },
      { player, body: k3Order(slot.prizeNo, { stake: 1 }) },
      { player, body, key },
    ]);
    const first = answers[0]!.envelope;
    expect(first.code).toBe(0);
    expect(answers.map((answer) => answer.envelope)).toEqual([first, first, expect.objectContaining({ code: 0 }), first]);
    expect((await order(server, player, 'k3', body, key)).envelope).toEqual(first);
    expect(await balanceOf(server, player.userId)).toBe(10_000 - 300);
    expect(accepted).toHaveLength(2);
  });

  it('rolls back only the member whose statement fails; its key stays free for a retry', async () => {
    const slot = await openRound(server, clock, 1);
    const players = await Promise.all([1, 2, 3].map(() => newPlayer(server, 10_000)));
    const victim = players[1]!;
    await server.db.exec(`CREATE FUNCTION fail_one_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id = ${victim.userId} THEN RAISE EXCEPTION 'forced failure'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER fail_one_order BEFORE INSERT ON bet_orders FOR EACH ROW EXECUTE FUNCTION fail_one_order()`);
    const keys = players.map(() => randomUUID());
    try {
      const { answers } = await together(players.map((player, i) => ({ player, body: k3Order(slot.prizeNo, { stake: 2 }), key: keys[i] })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 500, 200]);
      expect([answers[0]!.envelope.code, answers[2]!.envelope.code]).toEqual([0, 0]);
    } finally {
      await server.db.exec('DROP TRIGGER fail_one_order ON bet_orders; DROP FUNCTION fail_one_order()');
    }
    expect(await balanceOf(server, victim.userId)).toBe(10_000);
    expect(await balanceOf(server, players[0]!.userId)).toBe(9_800);
    expect(await balanceOf(server, players[2]!.userId)).toBe(9_800);
    expect(accepted.map((event) => event.userId).sort()).toEqual([players[0]!.userId, players[2]!.userId].sort());
    // Nothing of the failed order was kept, its Idempotency-Key included.
    const retried = await order(server, victim, 'k3', k3Order(slot.prizeNo, { stake: 2 }), keys[1]);
    expect(retried.envelope.code).toBe(0);
    expect(await balanceOf(server, victim.userId)).toBe(9_800);
    expect(accepted).toHaveLength(3);
    await expectMoneyConsistent(server.db);
  });
});

/** The balances after each of `player`'s debits (from 10,000 cents), in the order their orders were sent. */
function expectedSteps(player: Player, orders: { player: Player; body: object }[]): number[] {
  let balance = 10_000;
  return orders
    .filter((entry) => entry.player === player)
    .map((entry) => {
      balance -= (entry.body as { orderDTO: { bettingTotal: number } }).orderDTO.bettingTotal;
      return balance;
    });
}
