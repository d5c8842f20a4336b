import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  matchLanguage,
  resolveLanguage,
} from '../../models/language';

describe('isSupportedLanguage', () => {
  it('accepts exactly the four supported tags', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(isSupportedLanguage(language)).toBe(true);
    for (const other of ['zh', 'en', 'zh-cn', 'en-GB', 'fr-FR', '']) expect(isSupportedLanguage(other)).toBe(false);
  });
});

describe('matchLanguage', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en-us', 'en-US'],
    ['EN_us', 'en-US'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['vi', 'vi-VN'],
    ['ja', 'ja-JP'],
    ['ja_JP', 'ja-JP'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hant-HK', 'zh-CN'],
  ])('%s → %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it.each(['fr-FR', 'de', '', '  ', 'english'])('%j matches nothing', (tag) => {
    expect(matchLanguage(tag)).toBeNull();
  });
});

describe('resolveLanguage', () => {
  it('prefers a supported stored choice over the browser', () => {
    expect(resolveLanguage('ja-JP', ['en-US'])).toBe('ja-JP');
  });

  it('ignores an unsupported stored value and uses the browser languages in order', () => {
    expect(resolveLanguage('fr-FR', ['de-DE', 'vi', 'en-US'])).toBe('vi-VN');
    expect(resolveLanguage(null, ['en-GB', 'ja-JP'])).toBe('en-US');
  });

  it('falls back to zh-CN', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-CN');
    expect(resolveLanguage(null, [])).toBe('zh-CN');
    expect(resolveLanguage('xx', ['fr', 'de-AT'])).toBe('zh-CN');
  });

  it('always returns a supported language', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (stored, browser) => {
        expect(isSupportedLanguage(resolveLanguage(stored, browser))).toBe(true);
      }),
    );
  });
});
