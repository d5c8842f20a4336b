#!/usr/bin/env node
// Bundle budget (run after `vite build`): the JavaScript a first visit downloads before anything
// renders — the entry script of dist/index.html and every module it preloads — must stay under
// INITIAL_JS_BUDGET_KB gzip. Lazy chunks (pages, languages, devtools) are listed for information.
// Usage: node scripts/bundle-budget.mjs [distDir]   Exit 1 when over budget or when dist/ is missing.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 170;

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

function main() {
  const dist = resolve(process.argv[2] ?? 'dist');
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    console.error(`bundle-budget: ${indexHtml} not found; run \`npm run build\` first.`);
    return 1;
  }
  const initial = initialScripts(readFileSync(indexHtml, 'utf8')).map((url) => join(dist, url.replace(/^\//, '')));
  const missing = initial.filter((file) => !existsSync(file));
  if (initial.length === 0 || missing.length > 0) {
    console.error(`bundle-budget: entry scripts not found in ${dist}: ${missing.join(', ') || '(none referenced)'}`);
    return 1;
  }
  const row = (file) => ({ file: relative(dist, file), kb: gzipKb(readFileSync(file)) });
  const initialRows = initial.map(row);
  const initialSet = new Set(initial);
  const lazyRows = listJs(dist).filter((file) => !initialSet.has(file)).map(row).sort((a, b) => b.kb - a.kb);
  const print = (rows) => rows.forEach(({ file, kb }) => console.log(`  ${kb.toFixed(2).padStart(8)} KB  ${file}`));

  const total = initialRows.reduce((sum, { kb }) => sum + kb, 0);
  console.log('Initial JavaScript (gzip):');
  print(initialRows);
  console.log(`  ${total.toFixed(2).padStart(8)} KB  total (budget ${INITIAL_JS_BUDGET_KB} KB)`);
  console.log(`\nLazy chunks (gzip): ${lazyRows.length}`);
  print(lazyRows);

  if (total > INITIAL_JS_BUDGET_KB) {
    console.error(`\nbundle-budget: initial JavaScript is ${total.toFixed(2)} KB gzip, over the ${INITIAL_JS_BUDGET_KB} KB budget.`);
    return 1;
  }
  console.log(`\nbundle-budget: OK (${(INITIAL_JS_BUDGET_KB - total).toFixed(2)} KB to spare).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
