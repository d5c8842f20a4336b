import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CONFIG = resolve('.dependency-cruiser.cjs');
const DEPCRUISE = resolve('node_modules/.bin/depcruise');

/** `npm run lint` runs the import rules of .dependency-cruiser.cjs: here on small projects of their own. */
describe('import rules', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function cruise(files: Record<string, string>): Promise<{ ok: boolean; output: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'fastdraw-import-rules-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler' } }));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    try {
      const { stdout } = await run(DEPCRUISE, ['.', '--config', CONFIG, '--output-type', 'err'], { cwd: dir });
      return { ok: true, output: stdout };
    } catch (error) {
      return { ok: false, output: String((error as { stdout?: string }).stdout) };
    }
  }

  it('fails on an import cycle, even one closed by a type-only import', async () => {
    const result = await cruise({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import { a } from './c';\nexport interface B { n: number }\nexport const b = a;\n",
      'c.ts': "import type { A } from './a';\nexport const a: A = {};\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/no-cycle/);
  }, 30_000);

  it('passes imports that form no cycle', async () => {
    const result = await cruise({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': 'export interface B { n: number }\n',
    });
    expect(result).toMatchObject({ ok: true });
  }, 30_000);
});
