/**
 * `npm run bench:server`: how fast the reference server takes orders and settles a round. On the
 * embedded database (PGlite) in a temporary folder by default; `npm run bench:server -- --postgres`
 * starts a throw-away PostgreSQL on loopback (tests/server/support/postgres.ts) with fsync and
 * synchronous commit on, as an operator runs it, and uses it instead. There part 2 runs twice: on
 * one node, then on two nodes sharing the database (node B in its own thread, so its own event
 * loop and CPU; the calls go to the two in turn), each with a profile of the run (bench-profile.ts:
 * CPU by process, pg_stat_activity's waits). Every figure comes with the load average at its end,
 * and the run ends with a markdown table of them for docs/performance.md.
 * Three parts, in one run on the same database:
 *  1. BARE order-like transactions straight on the database, at CONCURRENCY from PLAYERS players:
 *     lock the wallet, debit it, insert an order, append a ledger row. What the database can do.
 *  2. ORDERS orders fired over loopback HTTP (127.0.0.1, keep-alive node:http; `--fetch`: fetch) at CONCURRENCY, from
 *     PLAYERS players, one play of every game in turn: orders accepted per second, p50/p99 latency.
 *     The bare loop runs before and after it (the machine may be shared), and the ratio of the
 *     HTTP rate to the mean of the two bare rates is printed: the share of the database the
 *     order path uses.
 *  3. One round of SETTLE_BETS single-bet orders on one lottery, then its draw and settlement timed.
 * Rounds last an hour and the clock stands still while orders go in, so every order lands in an
 * open round; the draw is triggered by moving the clock. Bounded in count, and stopped after
 * MAX_RUN_MS whatever happens. Figures go to docs/performance.md. `-- --profile <file>` also writes a CPU
 * profile of the server's thread during part 2; `-- --statements` prints the time each statement took in it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { Session } from 'node:inspector';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { ApiPath, gamePath } from '../models/api-paths';
import type { Envelope } from '../models/envelope';
import { buildOrder, buildPc28Order, LOTTERIES, RULES, type GameType, type Lottery, type Rule, type Timetable } from '../models/games';
import { createServer } from '../server/app';
import type { Database, Queryable } from '../server/db/database';
import type { DatabaseTarget } from '../server/db/open';
import { FundType } from '../server/domain/fund-types';
import { slotAt } from '../server/domain/games/schedule';
import { creditAccount } from '../server/domain/operator';
import { findPostgresBin, startPostgres, type PostgresServer } from '../tests/server/support/postgres';
import { checkBenchArgs } from './bench-args';
import { describeProfile, watchRun, type RunProfile } from './bench-profile';

const USAGE = `npm run bench:server [-- --postgres] [--fetch] [--statements] [--profile <file>]

How fast the reference server takes orders and settles a round (docs/performance.md "Orders"): a
bare order-like loop on the database, orders over loopback HTTP against it, then the draw and
settlement of one round of bets. On a temporary PGlite database by default.
  --postgres          on a throw-away PostgreSQL (binaries under /usr/lib/postgresql, fsync on),
                      with one node and then two nodes sharing it
  --fetch             send the orders with fetch instead of node:http
  --statements        print the time each statement took during the HTTP orders
  --profile <file>    write a CPU profile of the server's thread during the HTTP orders
  --help, -h          this text`;

const ORDERS = 5_000;
const BARE = 3_000;
const WARM_UP = 300;
const CONCURRENCY = 32;
const PLAYERS = 50;
const SETTLE_BETS = 10_000;
const MAX_RUN_MS = 10 * 60 * 1000;
const HOUR_ROUNDS: Timetable = { drawIntervalS: 3_600, closeBeforeDrawS: 60, drawDelayS: 5 };

/** One order call of the HTTP part, built on the main thread and sent from the client thread. */
interface OrderCall {
  path: string;
  body: string;
  token: string;
}

interface ClientJob {
  /** The server nodes' API bases: call i goes to node i mod their number. */
  bases: string[];
  calls: OrderCall[];
  /** `--fetch`: send with fetch rather than node:http (see senderOf). */
  viaFetch: boolean;
}

/** The client thread: runs one job at a time, warm-up first, so the measured calls find it warm. */
interface Client {
  run(calls: OrderCall[], bases: string[]): Promise<ClientResult>;
  close(): Promise<void>;
}

interface ClientResult extends Throughput {
  /** Calls sent again after the client reused a connection the server had just closed as idle. */
  resent: number;
  /** The refusals by answer code (503: the server shed load). */
  refusedBy: Record<number, number>;
}

/** Sends one order call with its Idempotency-Key and answers the envelope. */
type Send = (call: OrderCall, key: string) => Promise<Envelope>;

/** As a browser sends them: the server negotiates compression on every answer (none under 1 KB, as an order's). */
const headersOf = (call: OrderCall, key: string) => ({
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br',
  'content-type': 'application/json',
  token: call.token,
  'Idempotency-Key': key,
});

/** A compressed answer's body, decoded. */
function decoded(body: Buffer, coding: string | undefined): Buffer {
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'gzip') return gunzipSync(body);
  if (coding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * The client's HTTP stack. node:http on keep-alive connections (at most CONCURRENCY, as fetch
 * keeps): the same requests on the wire as fetch sends, for about half the client thread's CPU
 * and a quarter of its garbage. On 2 CPUs the client thread shares the machine with the server,
 * so a heavier client takes CPU from the server it measures and adds its own pauses (a
 * collection stalls all 32 calls) to the latencies; a real client is on another machine.
 * `--fetch` sends with fetch instead, as this bench did before.
 */
function senderOf(base: string, viaFetch: boolean): Send {
  if (viaFetch)
    return async (call, key) => (await (await fetch(`${base}${call.path}`, { method: 'POST', headers: headersOf(call, key), body: call.body })).json()) as Envelope;
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  return (call, key) =>
    new Promise((resolve, reject) => {
      const headers = { ...headersOf(call, key), 'content-length': Buffer.byteLength(call.body) };
      const sent = request({ agent, host: url.hostname, port: url.port, path: `${url.pathname}${call.path}`, method: 'POST', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8')) as Envelope));
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(call.body);
    });
}

/** The client thread's senders by base, kept across jobs so the measured calls reuse the warm-up's connections. */
const senders = new Map<string, Send>();

const resetConnection = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === 'ECONNRESET' || cause?.code === 'ECONNRESET';
};

/**
 * The HTTP client, on its own thread like a real client in its own process: its CPU is not the
 * server's thread's. Each call carries its own Idempotency-Key, so a call whose connection was
 * reset before an answer is sent again once, as the web client would.
 */
async function runClient({ bases, calls, viaFetch }: ClientJob): Promise<ClientResult> {
  const sendVia = bases.map((base) => {
    const key = `${viaFetch ? 'fetch' : 'http'} ${base}`;
    if (!senders.has(key)) senders.set(key, senderOf(base, viaFetch));
    return senders.get(key)!;
  });
  let resent = 0;
  const refusedBy: Record<number, number> = {};
  const result = await timed(calls.length, async (i) => {
    const call = calls[i]!;
    const send = sendVia[i % sendVia.length]!;
    const key = randomUUID();
    const answer = await send(call, key).catch((error: unknown) => {
      if (!resetConnection(error)) throw error;
      resent += 1;
      return send(call, key);
    });
    if (answer.code !== 0) refusedBy[answer.code] = (refusedBy[answer.code] ?? 0) + 1;
    return answer.code === 0;
  });
  return { ...result, resent, refusedBy };
}

/**
 * Registered players with 100,000.00 each; answers their tokens. Registered in process, each from
 * its own loopback address: registration is throttled per IP.
 */
async function players(count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const account = `bench${String(i).padStart(4, '0')}`;
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${ApiPath.register}`,
      remoteAddress: `127.0.1.${i + 1}`,
      payload: { account, password: 'bench1234', withdrawPassword: '123456', code: 'FAST01' },
    });
    const answer = response.json<Envelope<{ token: string }>>();
    if (answer.code !== 0) throw new Error(`register ${account}: ${answer.code} ${answer.msg}`);
    await creditAccount(server.db, account, 10_000_000, 'bench');
    tokens.push(answer.data.token);
  }
  return tokens;
}

const ruleOf = (gameType: GameType, code: string): Rule => {
  const rule = RULES[gameType].find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`no ${gameType} rule ${code}`);
  return rule;
};

/** One simple bet per game, as the bet slip builds it (2 units). */
const BETS: Record<GameType, (lotteryId: number, prizeNo: string) => object> = {
  k3: (lotteryId, prizeNo) => buildOrder({ gameType: 'k3', lotteryId, prizeNo, rule: ruleOf('k3', 'dxds'), selection: [['big']], stake: 2 }),
  pk10: (lotteryId, prizeNo) => buildOrder({ gameType: 'pk10', lotteryId, prizeNo, rule: ruleOf('pk10', 'q1'), selection: [['3']], stake: 2 }),
  ssc: (lotteryId, prizeNo) => buildOrder({ gameType: 'ssc', lotteryId, prizeNo, rule: ruleOf('ssc', 'dwd'), selection: [['7']], stake: 2 }),
  hp8: (lotteryId, prizeNo) => buildOrder({ gameType: 'hp8', lotteryId, prizeNo, rule: ruleOf('hp8', 'rx2'), selection: [['1', '2']], stake: 2 }),
  pc28: (lotteryId, prizeNo) => buildPc28Order({ lotteryId, prizeNo, rule: ruleOf('pc28', 'dxds'), selection: [['big']], stake: 2, roomId: 1 }),
};

/** A bet on the lottery's round at the bench clock. */
const betOn = (lottery: Lottery): object => BETS[lottery.type](lottery.id, slotAt(HOUR_ROUNDS, now).prizeNo);

interface Throughput {
  accepted: number;
  refused: number;
  seconds: number;
  p50: number;
  p99: number;
}

const perSecond = (run: Throughput): number => run.accepted / run.seconds;

/** Runs `count` calls of `one` (true when accepted) at CONCURRENCY and times each. */
async function timed(count: number, one: (i: number) => Promise<boolean>): Promise<Throughput> {
  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const started = performance.now();
      const accepted = await one(i);
      latencies.push(performance.now() - started);
      if (!accepted) refused += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!;
  return { accepted: count - refused, refused, seconds, p50: at(0.5), p99: at(0.99) };
}

/** The client thread runs this file too, loaded through tsx (workers do not inherit `--import tsx`). */
const CLIENT_BOOT = new URL(
  `data:text/javascript,${encodeURIComponent(`import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(import.meta.url)});`)}`,
);

/** Orders over HTTP, one play of every game in turn. */
function orderCalls(tokens: string[], count: number): OrderCall[] {
  return Array.from({ length: count }, (_, i): OrderCall => {
    const lottery = LOTTERIES[i % LOTTERIES.length]!;
    return { path: gamePath.order(lottery.type), body: JSON.stringify(betOn(lottery)), token: tokens[i % tokens.length]! };
  });
}

/**
 * The client thread. One thread for the warm-up and the measured calls: a fresh thread would
 * compile its HTTP client again during the measured calls and keep none of the warm-up's
 * connections, and that start-up cost is the bench client's, not the server's.
 */
function startClient(): Client {
  const thread = new Worker(CLIENT_BOOT);
  let failed: (error: Error) => void = () => {};
  const failure = new Promise<never>((_, reject) => (failed = reject));
  failure.catch(() => {});
  thread.once('error', (error) => failed(error));
  thread.once('exit', (code) => failed(new Error(`bench client exited with ${code}`)));
  return {
    run(calls, bases) {
      const done = new Promise<ClientResult>((resolve) => thread.once('message', resolve));
      thread.postMessage({ bases, calls, viaFetch } satisfies ClientJob);
      return Promise.race([done, failure]);
    },
    async close() {
      thread.removeAllListeners('exit');
      await thread.terminate();
    },
  };
}

/**
 * The bare loop: per transaction the four statements an order cannot do without (lock the wallet,
 * debit it, insert the order, append the ledger row), on the same tables, through the same driver.
 * Its orders have no items, so the draw ignores them.
 */
async function bareOrders(userIds: number[], roundId: number, count: number): Promise<Throughput> {
  const lottery = LOTTERIES[0]!;
  return timed(count, (i) =>
    server.db.transaction(async (tx) => {
      const userId = userIds[i % userIds.length]!;
      const [wallet] = await tx.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const balance = wallet!.balance_cents - 200;
      await tx.query('UPDATE users SET balance_cents = $2 WHERE id = $1', [userId, balance]);
      const [order] = await tx.query<{ id: number }>(
        `INSERT INTO bet_orders (user_id, round_id, lottery_id, lottery_name, lottery_type, betting_count, betting_total, created_at)
         VALUES ($1, $2, $3, $4, $5, 1, 200, $6) RETURNING id`,
        [userId, roundId, lottery.id, lottery.name, lottery.type, new Date(now)],
      );
      await tx.query('INSERT INTO ledger (user_id, type, amount_cents, balance_after_cents, reference) VALUES ($1, $2, $3, $4, $5)', [
        userId,
        FundType.betDeduction,
        -200,
        balance,
        `bench-${order!.id}`,
      ]);
      return true;
    }),
  );
}

/** The server thread's CPU profile from now until the returned function is called (`--profile <file>`). */
async function startProfile(): Promise<() => Promise<object>> {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<{ profile?: object }>((resolve, reject) => session.post(method, (error, result) => (error ? reject(error) : resolve(result as { profile?: object }))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return async () => {
    const { profile } = await post('Profiler.stop');
    session.disconnect();
    return profile ?? {};
  };
}

/**
 * `--statements`: while the HTTP orders run, times every statement and transaction of the server's
 * database handle, then prints the time by statement text (first words), most first.
 */
function timeStatementsOf(db: Database): () => void {
  const spent = new Map<string, { count: number; ms: number }>();
  const add = (label: string, ms: number) => {
    const entry = spent.get(label) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += ms;
    spent.set(label, entry);
  };
  const timed = (target: Queryable, prefix: string): Queryable['query'] => async (sql, params) => {
    const started = performance.now();
    try {
      return await target.query(sql, params);
    } finally {
      add(`${prefix}${sql.replace(/\s+/g, ' ').slice(0, 70)}`, performance.now() - started);
    }
  };
  const original = { query: db.query, transaction: db.transaction };
  const patched = db as { query: Database['query']; transaction: Database['transaction'] };
  patched.query = timed({ query: original.query.bind(db), exec: db.exec.bind(db) }, 'outside a transaction: ');
  const transaction = original.transaction.bind(db);
  patched.transaction = (work) => {
    const started = performance.now();
    return transaction((tx) => work({ query: timed(tx, ''), exec: tx.exec.bind(tx) })).finally(() => add('whole transactions', performance.now() - started));
  };
  return () => {
    Object.assign(patched, original);
    const rows = [...spent].sort((a, b) => b[1].ms - a[1].ms);
    for (const [label, { count, ms }] of rows) console.log(`${ms.toFixed(0).padStart(7)} ms ${String(count).padStart(6)}×  ${label}`);
  };
}

/** A measured run and the load average (1, 5, 15 min) when it ended. */
interface Measured<T extends Throughput = Throughput> {
  run: T;
  load: number[];
  /** --postgres: what the machine and the database's connections did meanwhile. */
  profile?: RunProfile;
}

interface Comparison {
  bareBefore: Measured;
  http: Measured<ClientResult>;
  /** --postgres: the same orders sent to two nodes in turn (node B in its own thread). */
  twoNodes?: Measured<ClientResult>;
  bareAfter: Measured;
}

/** `work` measured, with the load average at its end and, on PostgreSQL, its profile. */
async function measured<T extends Throughput>(work: () => Promise<T>): Promise<Measured<T>> {
  const watch = postgresUrl ? await watchRun(postgresUrl) : null;
  const run = await work();
  const profile = await watch?.stop();
  return { run, load: os.loadavg(), ...(profile ? { profile } : {}) };
}

/** The bare loop, the HTTP orders (one node, then two on PostgreSQL), the bare loop again, after a warm-up of each. */
async function compare(bases: string[], tokens: string[]): Promise<Comparison> {
  const userIds = (await server.db.query<{ id: number }>("SELECT id FROM users WHERE account LIKE 'bench%' ORDER BY id")).map((row) => row.id);
  const lottery = LOTTERIES[0]!;
  const [round] = await server.db.query<{ id: number }>('SELECT id FROM rounds WHERE lottery_id = $1 AND prize_no = $2', [
    lottery.id,
    slotAt(HOUR_ROUNDS, now).prizeNo,
  ]);
  if (!round) throw new Error('no open round for the bare loop');
  const client = startClient();
  const [one] = bases;
  try {
    await bareOrders(userIds, round.id, WARM_UP);
    await client.run(orderCalls(tokens, WARM_UP), bases);
    const bareBefore = await measured(() => bareOrders(userIds, round.id, BARE));
    const stopProfile = profileTo ? await startProfile() : null;
    const stopTiming = timeStatements ? timeStatementsOf(server.db) : null;
    const http = await measured(() => client.run(orderCalls(tokens, ORDERS), [one!]));
    stopTiming?.();
    if (stopProfile && profileTo) writeFileSync(profileTo, JSON.stringify(await stopProfile()));
    const twoNodes = bases.length > 1 ? await measured(() => client.run(orderCalls(tokens, ORDERS), bases)) : undefined;
    const bareAfter = await measured(() => bareOrders(userIds, round.id, BARE));
    return { bareBefore, http, ...(twoNodes ? { twoNodes } : {}), bareAfter };
  } finally {
    await client.close();
  }
}

interface Settlement {
  orders: number;
  placeSeconds: number;
  settleSeconds: number;
}

/** SETTLE_BETS one-bet orders on jsk3's next round (in-process, not timed), then its draw (timed). */
async function settleOneRound(tokens: string[]): Promise<Settlement> {
  const lottery = LOTTERIES[0]!;
  const slot = slotAt(HOUR_ROUNDS, now + HOUR_ROUNDS.drawIntervalS * 1000);
  now = slot.openAt + 1_000;
  await server.scheduler.runOnce();
  const placeStarted = performance.now();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < SETTLE_BETS; i = next++) {
      const place = () =>
        server.app.inject({ method: 'POST', url: `/api${gamePath.order('k3')}`, headers: { token: tokens[i % tokens.length]! }, payload: betOn(lottery) });
      let answer = await place();
      // A loaded machine may make the server shed load (503, "try again shortly"): tried again, as a client does.
      for (let tries = 0; answer.json<Envelope>().code === 503 && tries < 20; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await place();
      }
      if (answer.json<Envelope>().code !== 0) throw new Error(`order refused: ${answer.body}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const placeSeconds = (performance.now() - placeStarted) / 1000;
  now = slot.drawAt;
  const started = performance.now();
  const outcomes = await server.scheduler.runOnce();
  const settleSeconds = (performance.now() - started) / 1000;
  const drawn = outcomes.find((outcome) => outcome.lotteryId === lottery.id && outcome.prizeNo === slot.prizeNo);
  if (!drawn || drawn.orders !== SETTLE_BETS) throw new Error(`expected the round to settle ${SETTLE_BETS} orders, got ${JSON.stringify(drawn)}`);
  return { orders: drawn.orders, placeSeconds, settleSeconds };
}

function report(comparison: Comparison): void {
  const round = (n: number, digits = 1) => n.toFixed(digits);
  const loadOf = (load: number[]) => load.map((n) => round(n, 2)).join(' ');
  const { bareBefore, http, twoNodes, bareAfter } = comparison;
  const line = (label: string, { run, load }: Measured, count: number) =>
    `${label}: ${count} at concurrency ${CONCURRENCY} from ${PLAYERS} players in ${round(run.seconds)} s: ` +
    `${round(perSecond(run))} accepted/s (${run.refused} refused), latency p50 ${round(run.p50)} ms, p99 ${round(run.p99)} ms; load ${loadOf(load)}`;
  const resent = ({ run }: Measured<ClientResult>) =>
    (run.resent > 0 ? ` (${run.resent} sent again after a reset idle connection)` : '') +
    (run.refused > 0 ? `; refused by code: ${Object.entries(run.refusedBy).map(([code, n]) => `${code} × ${n}`).join(', ')}` : '');
  const database = usePostgres ? 'PostgreSQL (throw-away server on loopback, fsync on)' : 'PGlite (embedded) in a temporary folder';
  console.log(`Machine: ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${os.platform()} ${os.arch()}, load ${loadOf(os.loadavg())}`);
  console.log(`Database: ${database}; client: ${viaFetch ? 'fetch' : 'node:http'}`);
  console.log(line('Bare transactions (before)', bareBefore, BARE));
  console.log(line('Orders over HTTP, one node', http, ORDERS) + resent(http));
  if (twoNodes) console.log(line('Orders over HTTP, two nodes', twoNodes, ORDERS) + resent(twoNodes));
  console.log(line('Bare transactions (after)', bareAfter, BARE));
  const bare = (perSecond(bareBefore.run) + perSecond(bareAfter.run)) / 2;
  const ratio = (measuredRun: Measured) => perSecond(measuredRun.run) / bare;
  console.log(`Orders over HTTP, one node / bare transactions: ${round(perSecond(http.run))} / ${round(bare)} = ${round(ratio(http), 2)}`);
  if (twoNodes) {
    console.log(`Orders over HTTP, two nodes / bare transactions: ${round(perSecond(twoNodes.run))} / ${round(bare)} = ${round(ratio(twoNodes), 2)}`);
    console.log(`Two nodes / one node: ${round(perSecond(twoNodes.run) / perSecond(http.run), 2)}`);
  }
  for (const [label, run] of [['One node', http], ['Two nodes', twoNodes]] as const) {
    if (run?.profile) for (const text of describeProfile(label, run.profile)) console.log(text);
  }
  // Ready to paste into docs/performance.md.
  const row = (label: string, m: Measured, vsBare: string) =>
    `| ${label} | ${round(perSecond(m.run), 0)} | ${vsBare} | ${round(m.run.p50)} | ${round(m.run.p99)} | ${loadOf(m.load)} |`;
  console.log('');
  console.log(`${database}, ${os.availableParallelism()} CPUs, concurrency ${CONCURRENCY}, ${new Date().toISOString().slice(0, 10)}:`);
  console.log('');
  console.log('| Run | orders/s | × bare loop | p50 ms | p99 ms | load (1, 5, 15 min) |');
  console.log('|---|---:|---:|---:|---:|---|');
  console.log(row('Bare loop (before)', bareBefore, '1'));
  console.log(row('One node', http, round(ratio(http), 2)));
  if (twoNodes) console.log(row('Two nodes', twoNodes, `${round(ratio(twoNodes), 2)} (×${round(perSecond(twoNodes.run) / perSecond(http.run), 2)} one node)`));
  console.log(row('Bare loop (after)', bareAfter, '1'));
  console.log('');
}

function reportSettlement(settlement: Settlement): void {
  const round = (n: number, digits = 1) => n.toFixed(digits);
  console.log(
    `Settling one round: ${settlement.orders} one-bet orders (placed in ${round(settlement.placeSeconds)} s) drawn and settled in one transaction in ` +
      `${round(settlement.settleSeconds, 2)} s (${round(settlement.orders / settlement.settleSeconds, 0)} orders/s)`,
  );
}

/** A server node's options: the bench's timetable and clock, no draws of its own. */
function nodeOptions(target: DatabaseTarget, clock: () => number) {
  return {
    database: target,
    passwordCost: 'test' as const,
    clientDir: null,
    games: { timetable: HOUR_ROUNDS, now: clock, autoDraw: false },
    // Its players register with the demo's invite code.
    demoData: true,
    // The bench measures what a node takes, so it never sheds calls (503) when a loaded machine delays its event loop.
    loadShedding: { maxEventLoopDelayMs: 0 },
  };
}

/** Names a node's connections in pg_stat_activity. */
const withApplicationName = (url: string, name: string): string => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;

/** What node B's thread is told (workerData). */
interface NodeJob {
  role: 'node';
  url: string;
  now: number;
}

/** Node B's thread: a server on the same database, answering its API base, closed when told. */
async function runNode(job: NodeJob): Promise<void> {
  const node = await createServer(nodeOptions({ kind: 'postgres', url: job.url }, () => job.now));
  const base = `${await node.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  parentPort!.once('message', () => void node.close().then(() => parentPort!.postMessage('closed')));
  parentPort!.postMessage(base);
}

async function startNode(job: NodeJob): Promise<{ base: string; close(): Promise<void> }> {
  const thread = new Worker(CLIENT_BOOT, { workerData: job });
  const base = await new Promise<string>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });
  return {
    base,
    async close() {
      await new Promise((resolve) => {
        thread.once('message', resolve);
        thread.postMessage('close');
      });
      await thread.terminate();
    },
  };
}

// Run last: everything above is declared by now. The client thread runs this same file.
if (!isMainThread && (workerData as NodeJob | undefined)?.role === 'node') {
  await runNode(workerData as NodeJob);
  await new Promise<never>(() => {});
}
if (!isMainThread) {
  // A failed job rejects unhandled, which ends the thread with an 'error' for the main thread.
  parentPort!.on('message', (job: ClientJob) => void runClient(job).then((result) => parentPort!.postMessage(result)));
  // The client thread only answers jobs until terminated: what follows is the main thread's.
  await new Promise<never>(() => {});
}
checkBenchArgs(process.argv.slice(2), USAGE, { flags: ['--postgres', '--statements', '--fetch'], values: ['--profile'] });
const usePostgres = process.argv.includes('--postgres');
// `--profile <file>`: a CPU profile of the server's thread while the HTTP orders run (open it in Chrome's DevTools).
const timeStatements = process.argv.includes('--statements');
const viaFetch = process.argv.includes('--fetch');
const profileTo = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : undefined;
const folder = mkdtempSync(join(os.tmpdir(), 'fastdraw-bench-'));
let postgres: PostgresServer | undefined;
const cleanUp = async () => {
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
};
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${MAX_RUN_MS / 60_000} minutes, stopping`);
  void cleanUp().finally(() => process.exit(1));
}, MAX_RUN_MS);
watchdog.unref();

let database: DatabaseTarget = { kind: 'pglite', dataDir: join(folder, 'data') };
let postgresUrl: string | undefined;
if (usePostgres) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('--postgres: no PostgreSQL binaries under /usr/lib/postgresql');
  postgres = await startPostgres(bin, { durable: true });
  postgresUrl = await postgres.createDatabase();
  database = { kind: 'postgres', url: withApplicationName(postgresUrl, 'node-a') };
}
// Inside the current round's betting window, whatever the time of day.
let now = slotAt(HOUR_ROUNDS, Date.now()).openAt + 1_000;
const server = await createServer(nodeOptions(database, () => now));

let nodeB: { base: string; close(): Promise<void> } | undefined;
try {
  const base = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  const tokens = await players(PLAYERS);
  await server.scheduler.runOnce();
  // A second node on the same PostgreSQL, in its own thread (its own event loop and CPU), with the clock standing still at `now`.
  if (postgresUrl) nodeB = await startNode({ role: 'node', url: withApplicationName(postgresUrl, 'node-b'), now });
  const comparison = await compare(nodeB ? [base, nodeB.base] : [base], tokens);
  await nodeB?.close();
  nodeB = undefined;
  report(comparison);
  reportSettlement(await settleOneRound(tokens));
} finally {
  await nodeB?.close();
  await server.close();
  await cleanUp();
}
