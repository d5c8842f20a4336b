/**
 * `npm run bench:realtime`: how many follow-bet room sockets one server node holds and how fast it
 * fans messages out to them. The server runs in this process on the embedded database (PGlite) in
 * a temporary folder, listening on 127.0.0.1 only; the sockets are opened by a child process
 * (this script with --clients), so reading them does not share the server's thread. Room tokens
 * are signed with the server's key for BENCH_SOCKETS synthetic players, all in pc28 room 1 (every
 * message goes to every socket, the worst case). The per-IP cap (50) holds: the sockets come from
 * as many loopback addresses (127.0.3.x) as they need.
 *
 * Two phases, each message published on the bus as a node publishes a bet (about 450 bytes of JSON):
 *  1. STEADY: BENCH_RATE messages a second for STEADY_SECONDS — delivery latency under normal load;
 *  2. BURST: BENCH_BURST messages back to back — deliveries per second at full load, and latency.
 * Latency is from publish (before the bus) to the message parsed in the client process (one clock:
 * performance.timeOrigin + now). Bounded in count, and stopped after MAX_RUN_MS whatever happens.
 * Figures go to docs/performance.md ("Realtime").
 *
 * Then, where PostgreSQL is installed, the same two phases across two nodes sharing a throw-away
 * PostgreSQL (tests/server/support/postgres.ts): the sockets are held by node B and the messages
 * published on node A, so every delivery crosses the PostgreSQL bus (LISTEN/NOTIFY,
 * server/realtime/bus-postgres.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createServer, type FastdrawServer } from '../server/app';
import { createUser } from '../server/domain/accounts';
import { loadRoomTokenKey, signRoomToken } from '../server/domain/games/room-token';
import { DEFAULT_LIFETIMES, openSession } from '../server/domain/sessions';
import { FOLLOW_ROOM_PATH } from '../server/realtime/follow-rooms';
import { noticePost } from '../server/realtime/room-messages';
import { findPostgresBin, startPostgres, type PostgresServer } from '../tests/server/support/postgres';
import { checkBenchArgs } from './bench-args';

const USAGE = `npm run bench:realtime [-- --help]

How many follow-bet room sockets one server node holds and how fast it fans messages out to them
(docs/performance.md "Realtime"): a steady phase, then a burst. Loopback only; a temporary PGlite
database, then (where PostgreSQL is installed) two nodes on a throw-away PostgreSQL, the sockets on
one and the messages published on the other. Environment (defaults): BENCH_SOCKETS (2000) sockets, BENCH_RATE (10) messages a second
for BENCH_STEADY_SECONDS (10), then BENCH_BURST (200) messages back to back.`;

// --clients: this script as the child process that holds the sockets.
checkBenchArgs(process.argv.slice(2), USAGE, { internal: ['--clients'] });

const SOCKETS = positive('BENCH_SOCKETS', 2_000);
const RATE = positive('BENCH_RATE', 10);
const STEADY_SECONDS = positive('BENCH_STEADY_SECONDS', 10);
const BURST = positive('BENCH_BURST', 200);
const PER_ADDRESS = 40;
const MAX_RUN_MS = 8 * 60 * 1000;
const PADDING = 'x'.repeat(300);

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const clock = (): number => performance.timeOrigin + performance.now();

/** Parent → child and child → parent messages. */
type ToClients = { kind: 'open'; url: string; tokens: string[] } | { kind: 'expect'; phase: string; count: number } | { kind: 'stop' };
type FromClients =
  | { kind: 'opened'; open: number; failed: number; ms: number }
  | { kind: 'phase'; phase: string; received: number; expected: number; firstAt: number; lastAt: number; p50: number; p99: number; max: number; cpu: string };

if (process.argv.includes('--clients')) runClients();
else await runBench();

/** The child: opens the sockets, pings like the client, and measures what arrives per phase. */
function runClients(): void {
  const sockets: WebSocket[] = [];
  let phase = '';
  let expected = 0;
  let latencies: number[] = [];
  let firstAt = 0;
  let lastAt = 0;
  let reportTimer: NodeJS.Timeout | undefined;
  let phaseCpu = process.cpuUsage();
  let phaseStart = clock();
  const send = (message: FromClients) => process.send?.(message);

  const report = () => {
    clearTimeout(reportTimer);
    const sorted = Float64Array.from(latencies).sort();
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
    send({ kind: 'phase', phase, received: latencies.length, expected, firstAt, lastAt, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN, cpu: cpuShare(phaseCpu, clock() - phaseStart) });
    latencies = [];
  };

  const onMessage = (data: WebSocket.RawData) => {
    const now = clock();
    const frame = JSON.parse(data.toString()) as { msg?: { content?: { text?: string } } };
    const text = frame.msg?.content?.text;
    if (!text?.startsWith(`${phase} `)) return;
    const sentAt = Number(text.split(' ')[1]);
    latencies.push(now - sentAt);
    if (firstAt === 0) firstAt = now;
    lastAt = now;
    if (latencies.length === expected) report();
  };

  process.on('message', (message: ToClients) => {
    if (message.kind === 'open') {
      const started = clock();
      let failed = 0;
      void (async () => {
        const { url, tokens } = message;
        for (let start = 0; start < tokens.length; start += 100) {
          await Promise.all(
            tokens.slice(start, start + 100).map(
              (token, offset) =>
                new Promise<void>((resolve) => {
                  const index = start + offset;
                  const localAddress = `127.0.3.${1 + Math.floor(index / PER_ADDRESS)}`;
                  const socket = new WebSocket(`${url}${FOLLOW_ROOM_PATH}?token=${token}`, { localAddress });
                  socket.once('message', () => {
                    sockets.push(socket);
                    socket.on('message', onMessage);
                    resolve();
                  });
                  socket.once('error', () => {
                    failed += 1;
                    resolve();
                  });
                  socket.once('close', () => resolve());
                }),
            ),
          );
        }
        // Ping like the client (every 5 s), spread over the interval.
        sockets.forEach((socket, i) => {
          setTimeout(() => {
            setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), 5_000).unref();
          }, (i * 5_000) / sockets.length).unref();
        });
        send({ kind: 'opened', open: sockets.length, failed, ms: clock() - started });
      })();
    } else if (message.kind === 'expect') {
      phase = message.phase;
      expected = message.count;
      firstAt = 0;
      lastAt = 0;
      latencies = [];
      phaseCpu = process.cpuUsage();
      phaseStart = clock();
      // Whatever has not arrived within 30 s of the announcement is reported as missing.
      reportTimer = setTimeout(report, 30_000);
    } else {
      for (const socket of sockets) socket.terminate();
      process.exit(0);
    }
  });
}

async function runBench(): Promise<void> {
  const folder = mkdtempSync(join(os.tmpdir(), 'fastdraw-bench-realtime-'));
  const servers: FastdrawServer[] = [];
  let clients: ChildProcess | undefined;
  let postgres: PostgresServer | undefined;
  const watchdog = setTimeout(() => {
    console.error(`bench:realtime stopped after ${MAX_RUN_MS / 1000} s`);
    clients?.kill();
    void postgres?.stop().finally(() => process.exit(1));
  }, MAX_RUN_MS);
  watchdog.unref();
  const start = async (database: Parameters<typeof createServer>[0]['database']) => {
    const server = await createServer({ database, passwordCost: 'test', clientDir: null });
    servers.push(server);
    return server;
  };
  try {
    console.log('One node, PGlite (in-process bus):');
    const single = await start({ kind: 'pglite', dataDir: join(folder, 'data') });
    await phases(single, single, (child) => (clients = child));
    const bin = findPostgresBin();
    if (!bin) {
      console.log(`Two nodes on PostgreSQL: skipped, no PostgreSQL binaries under /usr/lib/postgresql`);
      return;
    }
    postgres = await startPostgres(bin, { durable: true });
    const url = await postgres.createDatabase();
    const nodeA = await start({ kind: 'postgres', url });
    const nodeB = await start({ kind: 'postgres', url });
    console.log('Two nodes, PostgreSQL bus (LISTEN/NOTIFY): sockets on node B, messages published on node A:');
    await phases(nodeA, nodeB, (child) => (clients = child));
  } finally {
    clients?.kill();
    for (const server of servers) await server.close();
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
    clearTimeout(watchdog);
  }
}

/** The sockets on `holder`, the messages published on `publisher`'s bus: the steady phase, then the burst. */
async function phases(publisher: FastdrawServer, holder: FastdrawServer, started: (child: ChildProcess) => void): Promise<void> {
  const address = await holder.app.listen({ port: 0, host: '127.0.0.1' });
  const key = await loadRoomTokenKey(holder.db);
  // A room token stands only with a live session: one player's, for every socket.
  const userId = (await createUser(holder.db, { account: `benchroom${String(Date.now() % 100_000).padStart(5, '0')}`, passwordHash: '-', withdrawPasswordHash: '-', inviterId: null }))!;
  await openSession(holder.db, userId, DEFAULT_LIFETIMES);
  const [session] = await holder.db.query<{ id: number }>('SELECT id FROM sessions WHERE user_id = $1', [userId]);
  const tokens = Array.from({ length: SOCKETS }, () => signRoomToken(key, { userId, sessionId: session!.id, lotteryId: 8, roomId: 1 }, Date.now()));
  const child = fork(fileURLToPath(import.meta.url), ['--clients'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  started(child);
  try {
    const next = <K extends FromClients['kind']>(kind: K) =>
      new Promise<Extract<FromClients, { kind: K }>>((resolve) => {
        const listener = (message: FromClients) => {
          if (message.kind !== kind) return;
          child.off('message', listener);
          resolve(message as Extract<FromClients, { kind: K }>);
        };
        child.on('message', listener);
      });

    const opened = next('opened');
    child.send({ kind: 'open', url: address.replace(/^http/, 'ws'), tokens } satisfies ToClients);
    const open = await opened;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = holder.followRooms.size;
    console.log(`sockets: ${open.open} opened (${open.failed} failed) in ${(open.ms / 1000).toFixed(1)} s; the node holds ${held}`);

    const bus = publisher.bus;
    const publish = (phase: string, i: number) => bus.publish('room', noticePost(8, 1, `${phase} ${clock()} ${i} ${PADDING}`, Date.now()));

    const steadyCount = RATE * STEADY_SECONDS;
    child.send({ kind: 'expect', phase: 'steady', count: steadyCount * held } satisfies ToClients);
    const steadyDone = next('phase');
    const steadyStart = clock();
    let cpu = process.cpuUsage();
    for (let i = 0; i < steadyCount; i++) {
      await publish('steady', i);
      const due = steadyStart + ((i + 1) * 1000) / RATE;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - clock())));
    }
    const steady = await steadyDone;
    console.log(line('steady', `${steadyCount} messages at ${RATE}/s`, steady, steadyStart, cpu));

    child.send({ kind: 'expect', phase: 'burst', count: BURST * held } satisfies ToClients);
    const burstDone = next('phase');
    const burstStart = clock();
    cpu = process.cpuUsage();
    for (let i = 0; i < BURST; i++) await publish('burst', i);
    const burst = await burstDone;
    console.log(line('burst', `${BURST} messages back to back`, burst, burstStart, cpu));
    console.log(`machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; slow sockets dropped: ${holder.followRooms.dropped}`);
    child.send({ kind: 'stop' } satisfies ToClients);
  } finally {
    child.kill();
  }
}

function line(name: string, what: string, result: Extract<FromClients, { kind: 'phase' }>, startedAt: number, cpuSince: NodeJS.CpuUsage): string {
  const used = process.cpuUsage(cpuSince);
  const serverCpuUs = used.user + used.system;
  const serverCpu = cpuShare(cpuSince, clock() - startedAt);
  const seconds = (result.lastAt - startedAt) / 1000;
  const rate = Math.round(result.received / seconds);
  const missing = result.expected - result.received;
  return `${name}: ${what}: ${result.received} deliveries in ${seconds.toFixed(2)} s (${rate.toLocaleString('en-US')}/s)${missing ? `, ${missing} MISSING` : ''}; latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms; CPU server ${serverCpu}, clients ${result.cpu} of a core; server CPU per delivery ${(serverCpuUs / result.received).toFixed(1)} µs; load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`;
}

/** CPU time this process used since `since`, as a share of one core over `wallMs`. */
function cpuShare(since: NodeJS.CpuUsage, wallMs: number): string {
  const used = process.cpuUsage(since);
  return `${Math.round(((used.user + used.system) / 1000 / wallMs) * 100)}%`;
}
