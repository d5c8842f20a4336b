import { describe, expect, it } from 'vitest';
import { filesOfLanguage, namespacesOf, parseLocalePath } from '../../src/i18n/localeFiles';

describe('locale file discovery', () => {
  it('reads language and namespace from a path', () => {
    expect(parseLocalePath('../../locales/zh-CN/shell.json')).toEqual({ language: 'zh-CN', namespace: 'shell' });
    expect(parseLocalePath('/locales/en-US/errors.json')).toEqual({ language: 'en-US', namespace: 'errors' });
    expect(parseLocalePath('../../locales/zh-CN/sub/shell.json')).toBeNull();
    expect(parseLocalePath('../../src/zh-CN/shell.json')).toBeNull();
  });

  it('lists each namespace once, sorted', () => {
    const paths = ['../../locales/zh-CN/shell.json', '../../locales/en-US/shell.json', '../../locales/en-US/common.json', 'x.json'];
    expect(namespacesOf(paths)).toEqual(['common', 'shell']);
  });

  it('picks the files of one language', () => {
    const paths = ['../../locales/zh-CN/shell.json', '../../locales/en-US/shell.json', '../../locales/en-US/errors.json'];
    expect(filesOfLanguage(paths, 'en-US')).toEqual([
      ['shell', '../../locales/en-US/shell.json'],
      ['errors', '../../locales/en-US/errors.json'],
    ]);
  });
});
