import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** scripts/test-all.mjs, the runner of `npm test`. */
interface Part {
  name: string;
  command: string;
  args: string[];
}
interface TestAll {
  SIDE_BY_SIDE: string[];
  ONE_AT_A_TIME: string[];
  runAll(options: { sideBySide: Part[]; oneAtATime: Part[]; out: { write(chunk: string | Buffer): unknown } }): Promise<boolean>;
}
const script = new URL('../../scripts/test-all.mjs', import.meta.url).href;
const { SIDE_BY_SIDE, ONE_AT_A_TIME, runAll } = (await import(script)) as TestAll;

const dir = mkdtempSync(join(tmpdir(), 'fastdraw-test-all-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A part that runs `code` in Node. */
const node = (name: string, code: string): Part => ({ name, command: process.execPath, args: ['-e', code] });
/** A part that leaves a file named `name` behind. */
const marks = (name: string): Part => node(name, `require('node:fs').writeFileSync(${JSON.stringify(join(dir, name))}, '')`);
const fails = (name: string, message: string): Part => node(name, `console.error(${JSON.stringify(message)}); process.exit(3)`);

function collect() {
  let text = '';
  return { out: { write: (chunk: string | Buffer) => (text += chunk.toString()) }, text: () => text };
}

describe('npm test (scripts/test-all.mjs)', () => {
  it('runs every part the run had before: type check, lint, vitest, build, budgets, browser tests', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.test).toBe('node scripts/test-all.mjs');
    expect([...SIDE_BY_SIDE, ...ONE_AT_A_TIME].sort()).toEqual(['build', 'lint', 'test:budget', 'test:e2e', 'test:unit', 'typecheck']);
    for (const name of [...SIDE_BY_SIDE, ...ONE_AT_A_TIME]) expect(pkg.scripts[name], name).toBeTruthy();
  });

  it('runs the side-by-side parts at the same time', async () => {
    // Each part marks that it started and waits until all three have: run one after another, the first would wait in vain.
    const together = ['a', 'b', 'c'].map((name) =>
      node(
        name,
        `const fs = require('node:fs'); const at = (n) => ${JSON.stringify(dir)} + '/together-' + n;
         fs.writeFileSync(at(${JSON.stringify(name)}), '');
         const until = Date.now() + 20000;
         const check = () => ['a', 'b', 'c'].every((n) => fs.existsSync(at(n))) ? process.exit(0) : Date.now() > until ? process.exit(1) : setTimeout(check, 50);
         check();`,
      ),
    );
    const { out } = collect();
    expect(await runAll({ sideBySide: together, oneAtATime: [], out })).toBe(true);
  });

  it('stops before the one-at-a-time parts when a side-by-side part fails, and prints its output', async () => {
    const { out, text } = collect();
    expect(await runAll({ sideBySide: [marks('checked'), fails('broken lint', 'no-unused-vars in x.ts')], oneAtATime: [marks('unit')], out })).toBe(false);
    expect(existsSync(join(dir, 'checked'))).toBe(true);
    expect(existsSync(join(dir, 'unit'))).toBe(false);
    expect(text()).toContain('no-unused-vars in x.ts');
    expect(text()).toContain('broken lint: FAILED (exit 3)');
  });

  it('runs the rest in order and stops at the first that fails', async () => {
    const { out, text } = collect();
    expect(await runAll({ sideBySide: [], oneAtATime: [marks('first'), fails('second', 'a test failed'), marks('third')], out })).toBe(false);
    expect(existsSync(join(dir, 'first'))).toBe(true);
    expect(existsSync(join(dir, 'third'))).toBe(false);
    expect(text()).toContain('a test failed');
  });
});
