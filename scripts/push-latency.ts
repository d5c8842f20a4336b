/**
 * `node --import tsx scripts/push-latency.ts [one|two|polling]`: time from a draw to its result on
 * screen (issue 20 §2; docs/performance.md "Draws pushed, not polled"). Needs the built client
 * (`npx vite build`) and Chromium. Loopback only.
 *
 * A real server on the test timetable (every lottery draws every 20 s, at the same instants) and
 * Chromium with PUSH_PAGES member pages (default 4), each on the betting page of another lottery,
 * for PUSH_ROUNDS draws each (default 8): PUSH_PAGES × PUSH_ROUNDS draws in all. Per draw:
 *   - draw: its scheduled time (the test timetable draws at multiples of 20 s of the server clock);
 *   - pushed: the server clock when the drawn frame was published (after the settlement committed);
 *   - shown: when the header's latest result names that round (a MutationObserver in the page, so
 *     the DOM has it; the paint follows within a frame).
 * One machine, one clock: the server's Date.now() and the page's are the same wall clock.
 *
 * Modes: `one` one node on the embedded database (PGlite, in-process bus); `two` two nodes on a
 * throw-away PostgreSQL (tests/server/support/postgres.ts): node A started first holds the draw
 * lease and draws, the pages are served by node B, so every push crosses the PostgreSQL bus;
 * `polling` one node with the room socket refused (the round's polling fallback), for comparison.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { parseRoundPush } from '../models/realtime/round-push';
import { findPostgresBin, startPostgres, type PostgresServer } from '../tests/server/support/postgres';

const MODE = process.argv[2] ?? 'one';
if (!['one', 'two', 'polling'].includes(MODE)) throw new Error('mode: one, two or polling');
const PAGES = Number(process.env.PUSH_PAGES ?? 4);
const ROUNDS = Number(process.env.PUSH_ROUNDS ?? 8);
const ROUND_MS = 20_000;
const LOTTERY_IDS = [1, 2, 3, 4, 5, 6, 7, 10].slice(0, PAGES);
const PASSWORD = 'demo1234';

interface ServerNode {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function startNode(dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<ServerNode> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    FASTDRAW_TIMETABLE: 'test',
    FASTDRAW_REGISTER_PER_IP: '100000',
    FASTDRAW_SHED_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, child, stop: async () => void (child.kill('SIGTERM'), await exited) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function member(base: string): Promise<{ token: string; secretToken: string }> {
  const account = `lat${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const post = async (path: string, body: object) => (await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { code: number; data: { token: string; secretToken: string } };
  const registered = await post('/api/basic/v1/register', { account, password: PASSWORD, withdrawPassword: '123456', code: 'FAST01', platformId: 1, packageId: 1 });
  if (registered.code !== 0) throw new Error(`register: ${registered.code}`);
  const login = await post('/api/basic/v1/login', { account, password: PASSWORD, packageId: 1, platformId: 1 });
  if (login.code !== 0) throw new Error(`login: ${login.code}`);
  return login.data;
}

interface Seen {
  pushed: Map<string, number>;
  shown: { prizeNo: string; at: number }[];
  /** When the page sent each API request (wall ms). */
  requests: { at: number; path: string }[];
}

async function openPage(browser: Browser, base: string, lotteryId: number): Promise<{ page: Page; seen: Seen }> {
  const tokens = await member(base);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await context.addCookies([
    { name: 'access_token', value: tokens.token, url: base },
    { name: 'access_jwt', value: tokens.secretToken, url: base },
  ]);
  const page = await context.newPage();
  if (MODE === 'polling') await page.routeWebSocket(/\/ws\/room/, (socket) => socket.close());
  const seen: Seen = { pushed: new Map(), shown: [], requests: [] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) seen.requests.push({ at: Date.now(), path });
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const push = parseRoundPush(JSON.parse(payload) as unknown);
      if (push?.type === 'round' && push.event === 'drawn') seen.pushed.set(push.prizeNo, push.at);
    }),
  );
  await page.exposeFunction('__shown', (prizeNo: string, at: number) => seen.shown.push({ prizeNo, at }));
  // A string, not a function: tsx would wrap a function's inner names with a helper the page does not have.
  await page.addInitScript(`
    try { localStorage.setItem('fastdraw.noticePopupDate', new Date().toISOString().slice(0, 10)); } catch {}
    let last = '';
    new MutationObserver(() => {
      const title = document.querySelector('[data-testid="last-result"]')?.previousElementSibling?.textContent ?? '';
      const prizeNo = /(\\d{6,})/.exec(title)?.[1];
      if (!prizeNo || prizeNo === last) return;
      last = prizeNo;
      window.__shown(prizeNo, Date.now());
    }).observe(document, { subtree: true, childList: true, characterData: true });
  `);
  await page.goto(`${base}/lottery-bet?lotteryId=${lotteryId}`);
  return { page, seen };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'fastdraw-latency-'));
  const nodes: ServerNode[] = [];
  let postgres: PostgresServer | null = null;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    let base: string;
    if (MODE === 'two') {
      const bin = findPostgresBin();
      if (!bin) throw new Error('two nodes need PostgreSQL (initdb, pg_ctl)');
      postgres = await startPostgres(bin);
      const url = await postgres.createDatabase();
      nodes.push(await startNode(join(folder, 'a'), { DATABASE_URL: url, FASTDRAW_CLIENT_DIR: join(folder, 'none') }));
      // Node A takes the draw lease on its first pass; B then only follows.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      nodes.push(await startNode(join(folder, 'b'), { DATABASE_URL: url }));
      base = nodes[1]!.url;
    } else {
      nodes.push(await startNode(join(folder, 'one')));
      base = nodes[0]!.url;
    }
    const pages = [];
    for (const lotteryId of LOTTERY_IDS) pages.push(await openPage(browser, base, lotteryId));
    // The draws after every page is up: ROUNDS of them, and a little for the last to show.
    const start = Date.now();
    const end = (Math.floor(start / ROUND_MS) + ROUNDS) * ROUND_MS + 8_000;
    await new Promise((resolve) => setTimeout(resolve, end - Date.now()));

    const fromDraw: number[] = [];
    const fromPush: number[] = [];
    let missed = 0;
    for (const { seen } of pages) {
      for (const { prizeNo, at } of seen.shown) {
        const pushedAt = seen.pushed.get(prizeNo);
        // The first result shown was already there when the page opened.
        const drawAt = Math.floor((pushedAt ?? at) / ROUND_MS) * ROUND_MS;
        if (drawAt < start) continue;
        fromDraw.push(at - drawAt);
        if (pushedAt !== undefined) fromPush.push(at - pushedAt);
      }
      missed += [...seen.pushed.keys()].filter((no) => !seen.shown.some((shown) => shown.prizeNo === no)).length;
    }
    // API requests of the measured window, per page and hour, by path (the polling the pushes replace).
    const hours = (end - start) / 3_600_000;
    const byPath = new Map<string, number>();
    for (const { seen } of pages) for (const { at, path } of seen.requests) if (at >= start && at <= end) byPath.set(path, (byPath.get(path) ?? 0) + 1);
    const perPageHour = Object.fromEntries([...byPath].map(([path, count]) => [path, Math.round(count / pages.length / hours)]));
    const total = [...byPath.values()].reduce((a, b) => a + b, 0);
    console.log(JSON.stringify({ mode: MODE, pages: PAGES, rounds: ROUNDS, drawToScreenMs: summary(fromDraw), pushToScreenMs: summary(fromPush), pushedNotShown: missed, apiRequestsPerPageHour: Math.round(total / pages.length / hours), perPageHour }, null, 2));
  } finally {
    await browser.close();
    for (const node of nodes.reverse()) await node.stop();
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
