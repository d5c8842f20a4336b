import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, gamePath } from '../../models/api-paths';
import { IDEMPOTENCY_HEADER, type Envelope } from '../../models/envelope';
import type { SellingInfo } from '../../models/games';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres';
import { LEASE_NAME } from '../../server/domain/games/leader-lock';
import { expectMoneyConsistent } from './games/ledger-invariants';
import { k3Order } from './games/support';
import { startNode, type Node } from './support/nodes';
import { findPostgresBin, startPostgres, type PostgresServer } from './support/postgres';

/**
 * Two server nodes on one PostgreSQL when things go wrong (docs/deploy.md "When the database
 * restarts", "A hung leader"): the database restarts under order load, every server connection is
 * terminated, the leader is frozen (SIGSTOP) for 26 s. The nodes stay up, every order a player was
 * told was placed is stored once, and the draws go on — by the other node while the leader hangs,
 * never twice when it wakes up. Players keep retrying as the client does: a 5xx or a lost
 * connection is sent again with the same Idempotency-Key.
 */

const bin = findPostgresBin();
const OPERATOR_TOKEN = `failover-${randomUUID()}`;
/** Of the test timetable: every lottery draws every 20 s. */
const ROUND_MS = 20_000;

interface Player {
  account: string;
  token: string;
}

/** What the players saw: the orders acknowledged to them, and every HTTP status (0: no answer). */
interface Load {
  acked: number[];
  statuses: Set<number>;
  running: boolean;
}

/** Like the client: 5xx and lost connections are retried, with the same key, for up to a minute. */
async function reliably<T>(node: Node, path: string, body: object, load: Load, token?: string): Promise<Envelope<T>> {
  const key = randomUUID();
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${node.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key, ...(token ? { token } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      load.statuses.add(response.status);
      if (response.status < 500) return (await response.json()) as Envelope<T>;
    } catch {
      load.statuses.add(0);
    }
    if (Date.now() > deadline) throw new Error(`${path} on ${node.url} failed for a minute`);
    await sleep(250);
  }
}

/** Bets 2 units on jsk3 "big", again and again, while the load runs. */
async function keepBetting(node: Node, player: Player, load: Load): Promise<void> {
  let prizeNo = '';
  while (load.running) {
    if (!prizeNo) {
      const info = await reliably<SellingInfo>(node, gamePath.sellingInfo('k3'), { lotteryId: 1 }, load, player.token);
      if (info.code !== 0 || info.data.status !== 0) {
        await sleep(300);
        continue;
      }
      prizeNo = info.data.currentNo;
    }
    const placed = await reliably<{ id: number }>(node, gamePath.order('k3'), k3Order(prizeNo), load, player.token);
    if (placed.code === 0) load.acked.push(placed.data.id);
    else prizeNo = ''; // betting closed on that round: take the next one
    await sleep(50);
  }
}

const alive = (node: Node) => node.process.exitCode === null && node.process.signalCode === null;

async function waitFor(what: string, condition: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (!(await condition().catch(() => false))) {
    if (Date.now() - start > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(200);
  }
  return Date.now() - start;
}

describe.runIf(bin)('two nodes when the database or the leader fails', () => {
  let postgres: PostgresServer;
  let url = '';
  let db: Database;
  let nodes: Node[] = [];
  const players: Player[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'fastdraw-failover-'));

  beforeAll(async () => {
    postgres = await startPostgres(bin!);
    url = await postgres.createDatabase();
    // Together: their migrations are serialised by the migration lock.
    nodes = await Promise.all([startNode(url, join(folder, 'a'), OPERATOR_TOKEN), startNode(url, join(folder, 'b'), OPERATOR_TOKEN)]);
    db = await openPostgres(url);
    const setup: Load = { acked: [], statuses: new Set(), running: true };
    for (const [i, node] of [...nodes, ...nodes].entries()) {
      const account = `fail${i}${String(Date.now()).slice(-6)}`;
      const registered = await reliably<{ token: string }>(node, ApiPath.register, { account, password: 'pass1234', withdrawPassword: '654321', code: 'FAST01' }, setup);
      expect(registered.code).toBe(0);
      const credit = await fetch(`${node.url}/admin/v1/credit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ account, amountCents: 100_000_000 }),
      });
      expect(credit.status).toBe(200);
      players.push({ account, token: registered.data.token });
    }
    // Two node processes and four real password hashes: slow on a busy test machine.
  }, 240_000);

  afterAll(async () => {
    for (const node of nodes) {
      node.process.kill('SIGCONT');
      await node.stop();
    }
    await db?.close();
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  /** Bettors on the given nodes (each node's own players), until `stop` is called. */
  function startLoad(on: readonly Node[]) {
    const load: Load = { acked: [], statuses: new Set(), running: true };
    const bettors = players.map((player, i) => ({ player, node: nodes[i % 2]! })).filter(({ node }) => on.includes(node));
    const done = Promise.all(bettors.map(({ node, player }) => keepBetting(node, player, load)));
    return {
      load,
      async stop() {
        load.running = false;
        await done;
      },
    };
  }

  /** Every order acknowledged to a player is stored, once; nothing else was stored for them. */
  async function expectAckedOrdersStoredOnce(load: Load, before: ReadonlySet<number>): Promise<void> {
    expect(load.acked.length).toBeGreaterThan(0);
    expect(new Set(load.acked).size).toBe(load.acked.length);
    const stored = (await storedOrderIds()).filter((id) => !before.has(id));
    expect(stored).toEqual([...load.acked].sort((a, b) => a - b));
  }

  /**
   * The players' stored orders. Nodes take order ids from the sequence in blocks
   * (server/domain/games/order-ids.ts), so a test's new orders are told apart by what was there
   * before it, not by an id bound.
   */
  const storedOrderIds = async () =>
    (
      await db.query<{ id: number }>('SELECT o.id FROM bet_orders o JOIN users u ON u.id = o.user_id WHERE u.account = ANY($1) ORDER BY o.id', [
        players.map((player) => player.account),
      ])
    ).map((row) => row.id);
  const ordersBefore = async () => new Set(await storedOrderIds());
  const pendingBefore = async (at: number) =>
    (await db.query<{ n: number }>('SELECT count(*) AS n FROM rounds WHERE status = 0 AND draw_at < $1', [new Date(at)]))[0]!.n;
  const nextDrawAt = async () =>
    (await db.query<{ at: Date }>('SELECT min(draw_at) AS at FROM rounds WHERE status = 0 AND draw_at > now()'))[0]!.at.getTime();
  const leaseHolderPid = async () =>
    Number((await db.query<{ holder: string }>('SELECT holder FROM leader_leases WHERE name = $1 AND expires_at > now()', [LEASE_NAME]))[0]?.holder.split('/')[1]);

  it('survives a database restart under order load: no node exits, 503s meanwhile, every acknowledged order stored once, draws back within 10 s', async () => {
    const before = await ordersBefore();
    const { load, stop } = startLoad(nodes);
    await sleep(2_000);
    // Down across a draw time, so a round falls due while the database is away.
    const drawAt = await nextDrawAt();
    await postgres.pause();
    await sleep(Math.max(3_000, drawAt + 1_000 - Date.now()));
    await postgres.resume();
    const backAt = Date.now();

    const caughtUp = await waitFor('every round due while the database was down is drawn', async () => (await pendingBefore(backAt)) === 0, 10_000);
    expect(caughtUp).toBeLessThan(10_000);
    await sleep(3_000);
    await stop();

    expect(nodes.every(alive)).toBe(true);
    expect(load.statuses.has(503)).toBe(true);
    expect(load.statuses.has(500)).toBe(false);
    await expectAckedOrdersStoredOnce(load, before);
    for (const node of nodes) expect(node.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
  }, 90_000);

  it('survives pg_terminate_backend of every server connection: the bus listens again, orders and draws go on', async () => {
    const before = await ordersBefore();
    const { load, stop } = startLoad(nodes);
    await sleep(1_000);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let cutAt = 0;
    try {
      const cut = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
      cutAt = Date.now();
      expect(cut.rowCount).toBeGreaterThanOrEqual(6);
      await waitFor('both nodes listen on the bus again', async () => {
        const listening = await admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
        return listening.rows[0].n === 2;
      }, 10_000);
    } finally {
      await admin.end();
    }
    await waitFor('a round is drawn after the cut', async () => {
      const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM rounds WHERE settled_at > $1', [new Date(cutAt)]);
      return row!.n > 0;
    }, ROUND_MS + 10_000);
    await stop();

    expect(nodes.every(alive)).toBe(true);
    await expectAckedOrdersStoredOnce(load, before);
  }, 60_000);

  it('replaces a leader frozen for 26 s within 10 s; woken up, the old leader draws and settles nothing twice', async () => {
    const holder = await leaseHolderPid();
    const leader = nodes.find((node) => node.process.pid === holder)!;
    const other = nodes.find((node) => node !== leader)!;
    expect(leader).toBeDefined();

    const before = await ordersBefore();
    const { load, stop } = startLoad([other]);
    // Frozen 2 s before a draw, which the other node must then make.
    const drawAt = await nextDrawAt();
    await sleep(Math.max(0, drawAt - 2_000 - Date.now()));
    leader.process.kill('SIGSTOP');
    const frozenAt = Date.now();
    try {
      await waitFor('the other node holds the lease', async () => (await leaseHolderPid()) === other.process.pid, 10_000);
      await waitFor('the round due after the freeze is drawn', async () => (await pendingBefore(drawAt + 1)) === 0, drawAt + 10_000 - Date.now());
      await sleep(Math.max(0, frozenAt + 26_000 - Date.now()));
      expect(await pendingBefore(Date.now() - 10_000)).toBe(0);
    } finally {
      leader.process.kill('SIGCONT');
    }
    await waitFor('the woken node notices it lost the lease', async () => /another node holds it now|lost the lease/.test(leader.output()), 10_000);
    await sleep(3_000);
    await stop();

    expect(nodes.every(alive)).toBe(true);
    expect(await leaseHolderPid()).toBe(other.process.pid);
    await expectAckedOrdersStoredOnce(load, before);
    // Nothing settled twice: no order has two payouts or refunds, and the ledger adds up.
    const twice = await db.query(`SELECT reference, type FROM ledger WHERE reference LIKE 'order:%' GROUP BY reference, type HAVING count(*) > 1`);
    expect(twice).toEqual([]);
    await waitFor('every round due is drawn', async () => (await pendingBefore(Date.now() - 2_000)) === 0, 10_000);
    await expectMoneyConsistent(db);
  }, 120_000);
});
