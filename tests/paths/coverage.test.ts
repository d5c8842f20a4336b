import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatePaths, leafStates, reachedLeaves } from './generate';
import { NOT_YET, PATH_SUITES } from './suites';

/**
 * State coverage of the real machines: every `*.machine.ts` under machines/ (sub-folders too) has
 * a generated path suite (or a reviewed reason in NOT_YET), and the suite's paths reach every
 * state its machine can rest in.
 * A machine file or a state added without paths fails here.
 */
const machineFiles = readdirSync(new URL('../../machines/', import.meta.url), { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.replace(/\.machine\.ts$/, ''))
  .sort();

describe('generated paths cover every machine', () => {
  it('every machine file has a path suite or a reviewed reason not to', () => {
    const missing = machineFiles.filter((name) => !PATH_SUITES[name] && !NOT_YET[name]);
    expect(missing, 'add tests/paths/<name>.paths.ts and list it in tests/paths/suites.ts').toEqual([]);
  });

  it('lists no machine twice and none that does not exist', () => {
    expect(Object.keys(PATH_SUITES).filter((name) => NOT_YET[name])).toEqual([]);
    expect([...Object.keys(PATH_SUITES), ...Object.keys(NOT_YET)].filter((name) => !machineFiles.includes(name))).toEqual([]);
  });

  // A machine with several suites (one per input: the two password pages) is covered by all of them.
  for (const [name, suites] of Object.entries(PATH_SUITES)) {
    const machine = suites[0]!.machine;
    it(`${name}: the paths reach every state of ${machine.id}`, () => {
      const reached = new Set(suites.flatMap((suite) => [...reachedLeaves(suite, generatePaths(suite))]));
      expect(leafStates(machine).filter((state) => !reached.has(state))).toEqual([]);
    });
  }
});
