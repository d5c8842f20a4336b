import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = new URL('../../scripts/bundle-budget.mjs', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fake Vite output: index.html with an entry and a preload, plus one lazy chunk. */
function fakeDist(entryBytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'fastdraw-budget-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
      <link rel="stylesheet" href="/assets/index.css">
    </head><body><script id="fastdraw-config" type="application/json">{}</script></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), entryBytes);
  writeFileSync(join(dir, 'assets', 'vendor-def.js'), 'export const a = 1;'.repeat(100));
  writeFileSync(join(dir, 'assets', 'HomePage-ghi.js'), randomBytes(300 * 1024));
  return dir;
}

function run(dir: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    // The browser measurement of /home needs a real build: scripts/bundle-budget.mjs runs it in `npm test`.
    execFile(process.execPath, [script, dir, '--no-browser'], (error, stdout, stderr) => {
      resolve({ code: error ? (error.code as number) : 0, out: stdout + stderr });
    });
  });
}

describe('bundle budget', () => {
  it('passes when the entry and its preloads stay under the budget, whatever the lazy chunks weigh', async () => {
    const { code, out } = await run(fakeDist(Buffer.from('console.log("small");'.repeat(1000))));
    expect(code).toBe(0);
    expect(out).toContain('assets/index-abc.js');
    expect(out).toContain('assets/vendor-def.js');
    expect(out).toMatch(/Lazy chunks \(gzip\): 1[\s\S]*assets\/HomePage-ghi\.js/);
  });

  it('fails when the initial JavaScript is over budget', async () => {
    // Random bytes do not compress: 180 KB stays about 180 KB gzip.
    const { code, out } = await run(fakeDist(randomBytes(180 * 1024)));
    expect(code).toBe(1);
    expect(out).toMatch(/over the \d+ KB budget/);
  });

  it('fails when there is no build', async () => {
    const { code, out } = await run(join(tmpdir(), 'fastdraw-no-such-dist'));
    expect(code).toBe(1);
    expect(out).toContain('npm run build');
  });
});
