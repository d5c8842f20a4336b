#!/usr/bin/env node
// `npm run lighthouse [-- distDir] [--runs N] [--no-write]`: Lighthouse (the dev dependency) against the
// reference server serving the built client (run `npm run build` first), on a temporary data folder and
// a loopback port, in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium, headless).
// Pages: /home and the betting page of the seed's first k3 lottery; mobile (Lighthouse's default
// emulation and simulated throttling) and desktop. Prints a table of the four category scores (the
// median performance run of N, default 3, with its LCP, TBT, CLS) and writes it to the "Lighthouse"
// section of docs/performance.md. Exit 1 when a target is missed: a performance score, or the
// median Total Blocking Time of a mobile page (issue 17 §2).
// `--mobile`: mobile runs only. `--tasks`: every run's score, TBT and long tasks (Lighthouse's
// "long-tasks" audit: script, start and length at its CPU slowdown), to see which task blocks.
// The server and Chromium take free loopback ports of their own, so runs may go side by side.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from './bundle-budget.mjs';

export const TARGETS = { mobile: 95, desktop: 98 };
/** Total Blocking Time of a mobile page, median of the runs (ms). */
export const MOBILE_TBT_TARGET_MS = 200;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DOC = resolve('docs/performance.md');
const SECTION = '## Lighthouse';

function parseArgs(argv) {
  const options = { dist: resolve('dist'), runs: 3, write: true, formFactors: ['mobile', 'desktop'], tasks: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') options.runs = Math.max(1, Number(argv[++i]));
    else if (argv[i] === '--no-write') options.write = false;
    else if (argv[i] === '--mobile') options.formFactors = ['mobile'];
    else if (argv[i] === '--tasks') options.tasks = true;
    else options.dist = resolve(argv[i]);
  }
  return options;
}

/** The betting page of the first k3 lottery the server lists. */
async function bettingPath(base) {
  const answer = await (await fetch(`${base}/api/index/v1/pc/index`)).json();
  const k3 = answer.data.lotteryList.find((lottery) => lottery.type === 'k3');
  if (!k3) throw new Error('no k3 lottery in the seed');
  return { path: `/lottery-bet?lotteryId=${k3.id}`, name: k3.code };
}

async function audit(port, url, formFactor) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((entry) => entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'notApplicable' && entry.scoreDisplayMode !== 'manual' && entry.score !== null && entry.score < 0.9)
    .map((entry) => entry.id);
  return {
    /** A run Lighthouse could not finish (its scores are 0): left out of the figures, counted. */
    error: result.lhr.runtimeError?.code ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    /** The main thread's long tasks, as Lighthouse simulated them (ms at its CPU slowdown). */
    longTasks: (audits['long-tasks']?.details?.items ?? []).map((task) => ({ url: task.url, start: Math.round(task.startTime), ms: Math.round(task.duration) })),
    failing,
  };
}

/** The middle value; of an even number, the higher middle one (the stricter for a time). */
const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The middle run by performance; of an even number, the lower middle one. */
const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
const finished = (runs) => {
  const ok = runs.filter((run) => run.error === null);
  return ok.length > 0 ? ok : runs;
};

function table(rows) {
  const lines = [
    '| Page | Form factor | Performance (median; best … worst) | Accessibility | Best practices | SEO | LCP | TBT | TBT (median of runs) | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const m = row.median;
    const scores = finished(row.runs).map((run) => run.performance);
    const failed = row.runs.length - finished(row.runs).length;
    lines.push(
      `| ${row.page} | ${row.formFactor} | **${m.performance}** (${Math.max(...scores)} … ${Math.min(...scores)})${failed ? `, ${failed} run failed` : ''} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${Math.round(row.tbt)} ms | ${m.cls.toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}

/** Replaces (or appends) the "Lighthouse" section of docs/performance.md, leaving the others. */
function writeSection(body) {
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const start = doc.indexOf(`\n${SECTION}\n`);
  const section = `${SECTION}\n\n${body}\n`;
  if (start < 0) {
    writeFileSync(DOC, `${doc.trimEnd()}\n\n${section}`);
    return;
  }
  const next = doc.indexOf('\n## ', start + SECTION.length + 1);
  writeFileSync(DOC, `${doc.slice(0, start + 1)}${section}${next < 0 ? '' : doc.slice(next)}`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(resolve(options.dist, 'index.html'))) {
    console.error(`lighthouse: no built client in ${options.dist}; run \`npm run build\` first.`);
    return 1;
  }
  const server = await startServer(options.dist);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  try {
    const betting = await bettingPath(server.base);
    const pages = [
      { page: '/home', path: '/home' },
      { page: `betting (${betting.name})`, path: betting.path },
    ];
    for (const { page, path } of pages) {
      for (const formFactor of options.formFactors) {
        const runs = [];
        for (let run = 0; run < options.runs; run++) {
          const result = await audit(chrome.port, `${server.base}${path}`, formFactor);
          runs.push(result);
          if (options.tasks) console.log(`  ${page} ${formFactor} run ${run + 1}: ${result.performance}, TBT ${Math.round(result.tbt)} ms; long tasks: ${result.longTasks.map((task) => `${task.ms} ms @${task.start} ${task.url.replace(server.base, '')}`).join('; ') || 'none'}`);
        }
        const row = { page, path, formFactor, runs, median: median(finished(runs)), tbt: medianOf(finished(runs).map((run) => run.tbt)) };
        rows.push(row);
        const m = row.median;
        console.log(`${page} ${formFactor}: performance ${runs.map((r) => (r.error ? `failed (${r.error})` : r.performance)).join(', ')} (median ${m.performance}), a11y ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo}; LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}${m.failing.length ? `; below 0.9: ${m.failing.join(', ')}` : ''}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  const output = table(rows);
  console.log(`\n${output}`);
  const missed = rows.filter((row) => row.median.performance < TARGETS[row.formFactor] || (row.formFactor === 'mobile' && row.tbt > MOBILE_TBT_TARGET_MS));
  if (options.write) {
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    writeSection(
      [
        `\`npm run lighthouse\` (scripts/lighthouse.mjs): Lighthouse ${JSON.parse(readFileSync(resolve('node_modules/lighthouse/package.json'), 'utf8')).version} in`,
        'headless Debian Chromium against `npm start`\'s server (the built client, a fresh data folder, a',
        'loopback port), mobile with Lighthouse\'s default emulation and simulated slow-4G throttling, desktop',
        `with its desktop preset; ${options.runs} runs each, the median by performance shown with the best and worst.`,
        `Targets: mobile ≥ ${TARGETS.mobile} performance and TBT ≤ ${MOBILE_TBT_TARGET_MS} ms (median of the runs), desktop ≥ ${TARGETS.desktop}.`,
        `Last run ${when} UTC on a shared 2-CPU machine, load average ${loadavg().map((load) => load.toFixed(1)).join(' / ')} at the end`,
        '(scores move by a few points from run to run with the machine\'s load):',
        '',
        output,
        '',
        missed.length ? `Missed: ${missed.map((row) => `${row.page} ${row.formFactor} (${row.median.performance}, TBT ${Math.round(row.tbt)} ms)`).join(', ')}.` : 'Every performance target is met.',
      ].join('\n'),
    );
    console.log(`\nwritten to ${DOC}`);
  }
  return missed.length ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
