/**
 * `npm run bench:server`: how fast the reference server takes orders and settles a round, on the
 * embedded database (PGlite) in a temporary folder. Two parts:
 *  1. ORDERS orders fired over loopback HTTP (127.0.0.1, plain fetch) at CONCURRENCY, from
 *     PLAYERS players, one play of every game in turn: orders accepted per second, p50/p99 latency.
 *  2. One round of SETTLE_BETS single-bet orders on one lottery, then its draw and settlement timed.
 * Rounds last an hour and the clock stands still while orders go in, so every order lands in an
 * open round; the draw is triggered by moving the clock. Bounded in count, and stopped after
 * MAX_RUN_MS whatever happens. Figures go to docs/performance.md.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPath, gamePath } from '../models/api-paths';
import type { Envelope } from '../models/envelope';
import { buildOrder, buildPc28Order, LOTTERIES, RULES, type GameType, type Lottery, type Rule, type Timetable } from '../models/games';
import { createServer } from '../server/app';
import { slotAt } from '../server/domain/games/schedule';
import { creditAccount } from '../server/domain/operator';

const ORDERS = 5_000;
const CONCURRENCY = 32;
const PLAYERS = 50;
const SETTLE_BETS = 10_000;
const MAX_RUN_MS = 10 * 60 * 1000;
const HOUR_ROUNDS: Timetable = { drawIntervalS: 3_600, closeBeforeDrawS: 60, drawDelayS: 5 };

async function post<T>(base: string, path: string, body: object, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await response.json()) as Envelope<T>;
}

/** Registered players with 100,000.00 each; answers their tokens. */
async function players(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const account = `bench${String(i).padStart(4, '0')}`;
    const answer = await post<{ token: string }>(base, ApiPath.register, { account, password: 'bench1234', withdrawPassword: '123456', code: 'FAST01' });
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

async function throughput(base: string, tokens: string[]): Promise<Throughput> {
  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  const worker = async () => {
    for (let i = next++; i < ORDERS; i = next++) {
      const lottery = LOTTERIES[i % LOTTERIES.length]!;
      const started = performance.now();
      const answer = await post(base, gamePath.order(lottery.type), betOn(lottery), { token: tokens[i % tokens.length]!, 'Idempotency-Key': randomUUID() });
      latencies.push(performance.now() - started);
      if (answer.code !== 0) refused += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!;
  return { accepted: ORDERS - refused, refused, seconds, p50: at(0.5), p99: at(0.99) };
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
      const answer = await server.app.inject({
        method: 'POST',
        url: `/api${gamePath.order('k3')}`,
        headers: { token: tokens[i % tokens.length]! },
        payload: betOn(lottery),
      });
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

function report(orders: Throughput, settlement: Settlement): void {
  const round = (n: number, digits = 1) => n.toFixed(digits);
  console.log(`Machine: ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${os.platform()} ${os.arch()}`);
  console.log(`Database: PGlite (embedded) in a temporary folder`);
  console.log(
    `Orders over HTTP: ${ORDERS} at concurrency ${CONCURRENCY} from ${PLAYERS} players in ${round(orders.seconds)} s: ` +
      `${round(orders.accepted / orders.seconds)} accepted/s (${orders.refused} refused), latency p50 ${round(orders.p50)} ms, p99 ${round(orders.p99)} ms`,
  );
  console.log(
    `Settling one round: ${settlement.orders} one-bet orders (placed in ${round(settlement.placeSeconds)} s) drawn and settled in one transaction in ` +
      `${round(settlement.settleSeconds, 2)} s (${round(settlement.orders / settlement.settleSeconds, 0)} orders/s)`,
  );
}

// Run last: everything above is declared by now.
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${MAX_RUN_MS / 60_000} minutes, stopping`);
  process.exit(1);
}, MAX_RUN_MS);
watchdog.unref();

const folder = mkdtempSync(join(os.tmpdir(), 'fastdraw-bench-'));
// Inside the current round's betting window, whatever the time of day.
let now = slotAt(HOUR_ROUNDS, Date.now()).openAt + 1_000;
const server = await createServer({
  database: { kind: 'pglite', dataDir: join(folder, 'data') },
  passwordCost: 'test',
  clientDir: null,
  games: { timetable: HOUR_ROUNDS, now: () => now, autoDraw: false },
});

try {
  const base = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  const tokens = await players(base, PLAYERS);
  const orders = await throughput(base, tokens);
  const settlement = await settleOneRound(tokens);
  report(orders, settlement);
} finally {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
}
