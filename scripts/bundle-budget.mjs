#!/usr/bin/env node
// Bundle budgets (run after `vite build`; part of `npm test`). Exit 1 when over a budget.
//
// 1. Initial JavaScript: the entry script of dist/index.html and every module it preloads — what a
//    first visit downloads before anything renders — at most INITIAL_JS_BUDGET_KB gzip.
// 2. All JavaScript /home loads for a visitor: measured for real. The built client is served by
//    the reference server (temporary data folder, loopback port) and /home is opened in Chromium
//    (playwright-core, CHROMIUM_PATH or /usr/bin/chromium) in each language below, as a visitor
//    who is not logged in; every .js response until the page has settled (after-first-paint
//    chunks included) is summed, each gzip-compressed here at level 9. At most HOME_JS_BUDGET_KB.
//    The locale files the page fetches (/assets/locales-*/…json, scripts/vite-locales.ts) count
//    too: they were JavaScript chunks until issue 17 §2, and are start-up code's data all the same.
//
// Usage: node scripts/bundle-budget.mjs [distDir] [--no-browser]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 10's budgets were 150 / 230 KB (docs/performance.md "Budgets"). The initial one is 150
// again since the journal's recorder and the locale files left the start script (issue 17 §2);
// /home is still 234 KB until it loads less for a visitor's first look.
export const INITIAL_JS_BUDGET_KB = 150;
export const HOME_JS_BUDGET_KB = 234;
/** zh-CN is the product's first language; en-US is a visitor reading another one (no zh-CN files at start). */
const VISITOR_LANGUAGES = ['zh-CN', 'en-US'];
/** After the network is idle, chunks loaded after the first paint may still start. */
const SETTLE_MS = 3000;

/** Script and modulepreload URLs of the built index.html, in document order. */
export function initialScripts(html) {
  const urls = [];
  const tagPattern = /<(script|link)\b[^>]*>/gi;
  for (const [tag, name] of html.matchAll(tagPattern)) {
    const attr = (key) => new RegExp(`\\b${key}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (name.toLowerCase() === 'script' && attr('type') === 'module' && attr('src')) urls.push(attr('src'));
    if (name.toLowerCase() === 'link' && attr('rel') === 'modulepreload' && attr('href')) urls.push(attr('href'));
  }
  return [...new Set(urls)];
}

export function gzipKb(buffer) {
  return gzipSync(buffer, { level: 9 }).length / 1024;
}

function listJs(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

const print = (rows) => rows.forEach(({ file, kb }) => console.log(`  ${kb.toFixed(2).padStart(8)} KB  ${file}`));
const sum = (rows) => rows.reduce((total, { kb }) => total + kb, 0);

function checkInitial(dist) {
  const initial = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8')).map((url) => join(dist, url.replace(/^\//, '')));
  const missing = initial.filter((file) => !existsSync(file));
  if (initial.length === 0 || missing.length > 0) {
    console.error(`bundle-budget: entry scripts not found in ${dist}: ${missing.join(', ') || '(none referenced)'}`);
    return { ok: false, total: NaN };
  }
  const row = (file) => ({ file: relative(dist, file), kb: gzipKb(readFileSync(file)) });
  const initialRows = initial.map(row);
  const initialSet = new Set(initial);
  const lazyRows = listJs(dist).filter((file) => !initialSet.has(file)).map(row).sort((a, b) => b.kb - a.kb);
  const total = sum(initialRows);
  console.log('Initial JavaScript (gzip):');
  print(initialRows);
  console.log(`  ${total.toFixed(2).padStart(8)} KB  total (budget ${INITIAL_JS_BUDGET_KB} KB)`);
  console.log(`\nLazy chunks (gzip): ${lazyRows.length}, the largest:`);
  print(lazyRows.slice(0, 15));
  return { ok: total <= INITIAL_JS_BUDGET_KB, total };
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The reference server on a loopback port and a fresh data folder, serving `dist`. */
export async function startServer(dist, extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fastdraw-budget-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, FASTDRAW_CLIENT_DIR: dist, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/home`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  await stop();
  throw new Error(`the server did not start:\n${stderr}`);
}

/** What the /home budget counts: scripts, and the locale files that were scripts before. */
const counted = (pathname) => pathname.endsWith('.js') || /^\/assets\/locales-[^/]+\/.+\.json$/.test(pathname);

/** Every counted response of one visit of `path`, gzip-sized. */
async function measureVisit(browser, base, path, language) {
  const context = await browser.newContext({ locale: language, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (counted(new URL(response.url()).pathname)) bodies.push(response.body().then((body) => ({ file: new URL(response.url()).pathname.slice(1), kb: gzipKb(body) })));
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const rows = (await Promise.all(bodies)).sort((a, b) => b.kb - a.kb);
  await context.close();
  return rows;
}

async function checkHome(dist) {
  const { chromium } = await import('playwright-core');
  const server = await startServer(dist);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    let worst = 0;
    for (const language of VISITOR_LANGUAGES) {
      const rows = await measureVisit(browser, server.base, '/home', language);
      const total = sum(rows);
      worst = Math.max(worst, total);
      console.log(`\nJavaScript loaded by /home for a visitor, ${language} (gzip): ${rows.length} files`);
      print(rows.slice(0, 12));
      if (rows.length > 12) console.log(`  ${sum(rows.slice(12)).toFixed(2).padStart(8)} KB  ${rows.length - 12} more`);
      console.log(`  ${total.toFixed(2).padStart(8)} KB  total (budget ${HOME_JS_BUDGET_KB} KB)`);
    }
    return { ok: worst <= HOME_JS_BUDGET_KB, total: worst };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`bundle-budget: ${join(dist, 'index.html')} not found; run \`npm run build\` first.`);
    return 1;
  }
  // The server defers one entry script past the first paint (server/http/deferred-start.ts); a
  // second one (a top-level await splits the entry so) would load before that paint.
  const entries = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  if (entries.length !== 1) {
    console.error(`bundle-budget: index.html must have one entry script, it has ${entries.length}: ${entries.join(', ')} (is there a top-level await in the start?).`);
    return 1;
  }
  const initial = checkInitial(dist);
  const home = args.includes('--no-browser') ? null : await checkHome(dist);
  console.log('');
  let failed = false;
  if (!initial.ok) {
    console.error(`bundle-budget: initial JavaScript is ${initial.total.toFixed(2)} KB gzip, over the ${INITIAL_JS_BUDGET_KB} KB budget.`);
    failed = true;
  }
  if (home && !home.ok) {
    console.error(`bundle-budget: /home loads ${home.total.toFixed(2)} KB of JavaScript gzip, over the ${HOME_JS_BUDGET_KB} KB budget.`);
    failed = true;
  }
  if (failed) return 1;
  console.log(`bundle-budget: OK (initial ${initial.total.toFixed(2)} KB of ${INITIAL_JS_BUDGET_KB}${home ? `, /home ${home.total.toFixed(2)} KB of ${HOME_JS_BUDGET_KB}` : ''}).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
