import { describe, expect, it } from 'vitest';
import { compactPaths } from '../../scripts/vite-locales';

const file = (language: string, namespace: string) => ({ language, namespace, path: `locales/${language}/${namespace}.json` });

describe('the start script’s list of locale files', () => {
  it('spells out every file, in order, even where a language lacks a namespace', () => {
    const files = [file('en-US', 'common'), file('en-US', 'games'), file('en-US', 'play'), file('zh-CN', 'common'), file('zh-CN', 'play')];
    // The expression the build writes into `virtual:locale-files`, evaluated as the browser would.
    const paths = new Function(`return ${compactPaths(files)};`)() as string[];
    expect(paths).toEqual(files.map((one) => one.path));
  });
});
