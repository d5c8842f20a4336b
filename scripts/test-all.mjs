#!/usr/bin/env node
// `npm test`: every part, failing when any part fails.
//
// The type check, the lint and the production build read the sources and nothing else, and each
// keeps about one core busy, so they run side by side: on a 2-core CI machine the three together
// take about half of what they took one after another (never less than the longest, the type
// check). Each one's output is printed whole when it ends, under its name, so nothing interleaves;
// when one fails, nothing after them runs. Then, one at a time as before, on an otherwise idle
// machine: the bundle budgets (they open /home in Chromium and wait for it to settle), the vitest
// suites (some measure latencies) and the browser tests.
//
// Usage: node scripts/test-all.mjs   (npm test)
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const SIDE_BY_SIDE = ['typecheck', 'lint', 'build'];
export const ONE_AT_A_TIME = ['test:budget', 'test:unit', 'test:e2e'];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** A part of the run: `npm run <script>` unless a test gives its own command. */
const npmRun = (script) => ({ name: `npm run ${script}`, command: npm, args: ['run', script] });

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const verdict = (code, signal) => (code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`);

/** Runs a part with its output kept until it ends, then printed whole; answers whether it passed. */
function quietly({ name, command, args }, out) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.stack ?? error}\n`)));
    child.on('close', (code, signal) => {
      out.write(`\n── ${name}: ${verdict(code, signal)} in ${seconds(started)} ──\n`);
      out.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** Runs a part with its output as it comes; answers whether it passed. */
function aloud({ name, command, args }, out) {
  const started = performance.now();
  out.write(`\n── ${name} ──\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', out === process.stdout ? 'inherit' : 'pipe', out === process.stdout ? 'inherit' : 'pipe'] });
    child.stdout?.on('data', (chunk) => out.write(chunk));
    child.stderr?.on('data', (chunk) => out.write(chunk));
    child.on('error', (error) => out.write(`${error.stack ?? error}\n`));
    child.on('close', (code, signal) => {
      out.write(`\n── ${name}: ${verdict(code, signal)} in ${seconds(started)} ──\n`);
      resolve(code === 0);
    });
  });
}

/** Runs the parts side by side, then the rest one at a time; answers whether every part passed. */
export async function runAll({ sideBySide = SIDE_BY_SIDE.map(npmRun), oneAtATime = ONE_AT_A_TIME.map(npmRun), out = process.stdout } = {}) {
  const started = performance.now();
  const results = await Promise.all(sideBySide.map((part) => quietly(part, out)));
  const failed = sideBySide.filter((_, i) => !results[i]);
  if (failed.length > 0) {
    out.write(`\nnpm test: ${failed.map((part) => part.name).join(', ')} failed; nothing after them ran.\n`);
    return false;
  }
  for (const part of oneAtATime) {
    if (!(await aloud(part, out))) {
      out.write(`\nnpm test: ${part.name} failed after ${seconds(started)}.\n`);
      return false;
    }
  }
  out.write(`\nnpm test: every part passed in ${seconds(started)}.\n`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await runAll()) ? 0 : 1;
}
