import { Worker } from 'node:worker_threads';
import { afterAll, beforeEach } from 'vitest';

/**
 * A watchdog for every test file (vitest setupFiles). A suite that runs away — a loop that never
 * meets its condition, memory that only grows — otherwise holds a worker until the heap limit kills
 * it many minutes later, with no word of which file or test it was. This one watches from a thread
 * of its own, so it still sees a main thread stuck in a loop that never lets a timer run, and ends
 * the worker early, naming the file, the test, how much memory the process holds and whether the
 * main thread's event loop still turns.
 *
 * Limits: far above what any suite needs (the slowest takes ~2 min, the largest ~1 GB resident).
 */
const FILE_LIMIT_MS = Number(process.env.FASTDRAW_TEST_FILE_LIMIT_MS ?? 8 * 60_000);
const RSS_LIMIT_BYTES = Number(process.env.FASTDRAW_TEST_RSS_LIMIT_MB ?? 3_000) * 1024 * 1024;
const NAME_BYTES = 1024;

// [0] = the main thread's last heartbeat (ms since the file started); bytes after it: the test's name.
const shared = new SharedArrayBuffer(8 + NAME_BYTES);
const heartbeat = new Int32Array(shared, 0, 2);
const name = new Uint8Array(shared, 8, NAME_BYTES);
const started = Date.now();

function setName(text: string): void {
  const bytes = new TextEncoder().encode(text).subarray(0, NAME_BYTES - 1);
  name.fill(0);
  name.set(bytes);
}

const beat = setInterval(() => Atomics.store(heartbeat, 0, Date.now() - started), 1_000);
beat.unref();

const file = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__?.filepath ?? 'unknown file';
setName('(before the first test)');

/** Runs in the watchdog thread: plain JavaScript, so it needs no TypeScript loader there. */
const WATCHER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { shared, file, started, fileLimitMs, rssLimitBytes } = workerData;
const heartbeat = new Int32Array(shared, 0, 2);
const name = new Uint8Array(shared, 8);
const end = (why) => {
  const test = new TextDecoder().decode(name.slice(0, name.indexOf(0) < 0 ? name.length : name.indexOf(0)));
  const quiet = Math.round((Date.now() - started - Atomics.load(heartbeat, 0)) / 1000);
  const rss = Math.round(process.memoryUsage.rss() / 1048576);
  writeSync(2, '\\n[watchdog] ' + file + ': ' + why + '\\n[watchdog] test: ' + test + '\\n[watchdog] resident memory ' + rss + ' MB; the main thread last turned its event loop ' + quiet + ' s ago\\n');
  process.kill(process.pid, 'SIGKILL');
};
setInterval(() => {
  if (Date.now() - started > fileLimitMs) end('still running after ' + Math.round(fileLimitMs / 1000) + ' s');
  else if (process.memoryUsage.rss() > rssLimitBytes) end('holds more than ' + Math.round(rssLimitBytes / 1048576) + ' MB');
}, 2_000);
`;

const watcher = new Worker(WATCHER, {
  eval: true,
  workerData: { shared, file, started, fileLimitMs: FILE_LIMIT_MS, rssLimitBytes: RSS_LIMIT_BYTES },
  // A watchdog must not keep a finished worker alive, nor inherit a test's loader flags.
  execArgv: [],
  stdout: false,
  stderr: false,
});
watcher.unref();

beforeEach((context) => setName(context.task.name));
afterAll(() => void watcher.terminate());
