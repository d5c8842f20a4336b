import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
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

  it('lets an area of machines/ import core/ and itself, and the root import every area', async () => {
    const result = await cruise({
      'machines/core/events.ts': 'export type Shown = { type: "shown" };\n',
      'machines/games/slip.ts': "import type { Shown } from '../core/events';\nexport type Slip = Shown;\n",
      'machines/games/game.ts': "import type { Slip } from './slip';\nexport type Game = Slip;\n",
      'machines/app/app.ts': "import type { Game } from '../games/game';\nexport type App = Game;\n",
    });
    expect(result).toMatchObject({ ok: true });
  }, 30_000);

  it('fails when an area imports another area, even for a type', async () => {
    const result = await cruise({
      'machines/games/slip.ts': 'export type Slip = { n: number };\n',
      'machines/account/records.ts': "import type { Slip } from '../games/slip';\nexport type Row = Slip;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/area-imports-core-only/);
  }, 30_000);

  it('fails when core/ imports an area', async () => {
    const result = await cruise({
      'machines/games/slip.ts': 'export type Slip = { n: number };\n',
      'machines/core/services.ts': "import type { Slip } from '../games/slip';\nexport type Calls = Slip;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/core-imports-no-area/);
  }, 30_000);
});
