/**
 * The developer panel's texts live in the `devtools` namespace (locales/<lang>/devtools.json;
 * tests/unit/locales.test.ts checks every language has every key). Here: every key the panel's
 * files ask for exists, and they ask the `devtools` namespace only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import devtools from '../../locales/zh-CN/devtools.json';

const DIR = join(process.cwd(), 'src/devtools');
const files = readdirSync(DIR).filter((name) => name.endsWith('.tsx'));
const source = (name: string) => readFileSync(join(DIR, name), 'utf8');

/** `t('key'` calls, and the status keys (actor, Stately inspector) the views look up from a table. */
const keysOf = (text: string): string[] => [
  ...[...text.matchAll(/\bt\(\s*'([A-Za-z]\w*)'/g)].map((match) => match[1] as string),
  ...[...text.matchAll(/:\s*'((?:status|inspector)[A-Z]\w*)'/g)].map((match) => match[1] as string),
];

describe('devtools translations', () => {
  it('finds the keys (the scan works)', () => {
    const keys = files.flatMap((name) => keysOf(source(name)));
    expect(keys).toEqual(expect.arrayContaining(['title', 'tabActors', 'stateTree', 'statusStopped']));
  });

  it.each(files)('%s asks the devtools namespace only, for keys that exist', (name) => {
    const text = source(name);
    expect([...text.matchAll(/useTranslation\(([^)]*)\)/g)].every((match) => match[1] === "'devtools'")).toBe(true);
    expect(keysOf(text).filter((key) => !(key in devtools))).toEqual([]);
  });

  it('has no unused keys', () => {
    const used = new Set(files.flatMap((name) => keysOf(source(name))));
    expect(Object.keys(devtools).filter((key) => !used.has(key))).toEqual([]);
  });
});
