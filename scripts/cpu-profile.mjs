// `node scripts/cpu-profile.mjs [path]`: Chromium's CPU profile of one visit of `path` (default /home) of
// the built client (dist/) at Lighthouse's 4x CPU slowdown, phone-sized; prints the functions with the
// most self time. What docs/performance.md's "Renders as transitions" profile came from.
import { chromium } from 'playwright';
import { startServer } from './bundle-budget.mjs';
const path = process.argv[2] ?? '/home';
const server = await startServer(process.cwd() + '/dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, locale: 'zh-CN' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(server.base + path);
await page.waitForTimeout(8000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const add = (key, ms) => self.set(key, (self.get(key) ?? 0) + ms);
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  const cf = n.callFrame;
  const file = cf.url.split('/').pop();
  add(`${cf.functionName || '(anon)'} ${file}:${cf.lineNumber}:${cf.columnNumber}`, (profile.timeDeltas[i] ?? 0) / 1000);
}
const top = [...self.entries()].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, ms] of top) console.log(ms.toFixed(1).padStart(8), k);
console.log('idle', (self.get('(idle)  :-1:-1') ?? 0).toFixed(0), 'program', (self.get('(program)  :-1:-1') ?? 0).toFixed(0), 'gc', (self.get('(garbage collector)  :-1:-1') ?? 0).toFixed(0));
await browser.close();
await server.stop();
