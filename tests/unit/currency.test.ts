import { describe, expect, it } from 'vitest';
import { CURRENCY_SUFFIX, DEFAULT_USDT_EXCHANGE_RATE, LANGUAGE_CURRENCY, VARIANTS, isVariant } from '../../models/currency';
import { SUPPORTED_LANGUAGES } from '../../models/language';

describe('variants', () => {
  it('accepts exactly cp, cn and jp', () => {
    expect(VARIANTS).toEqual(['cp', 'cn', 'jp']);
    for (const variant of VARIANTS) expect(isVariant(variant)).toBe(true);
    for (const other of ['CN', 'vn', '', null, undefined, 1, {}]) expect(isVariant(other)).toBe(false);
  });

  it('prints the suffixes of spec §1', () => {
    expect(CURRENCY_SUFFIX).toEqual({ cp: 'K', cn: '元', jp: '円' });
  });
});

describe('LANGUAGE_CURRENCY', () => {
  it('describes every supported language as in §9', () => {
    expect(Object.keys(LANGUAGE_CURRENCY).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(LANGUAGE_CURRENCY['zh-CN']).toEqual({ symbol: '¥', nameKey: 'common:currency.yuan', rate: 1 });
    expect(LANGUAGE_CURRENCY['vi-VN'].symbol).toBe('₫');
    expect(LANGUAGE_CURRENCY['ja-JP'].nameKey).toBe('common:currency.yen');
    expect(LANGUAGE_CURRENCY['en-US'].nameKey).toBe('common:currency.yen');
  });

  it('has the default USDT exchange rate of §9', () => {
    expect(DEFAULT_USDT_EXCHANGE_RATE).toBe(6.55);
  });
});
