import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeDigits, sanitizeLettersDigits } from '../../../models/validation/sanitize';

describe('sanitizeLettersDigits', () => {
  it('drops other characters and cuts to the maximum', () => {
    expect(sanitizeLettersDigits('ab c-1_2!', 12)).toBe('abc12');
    expect(sanitizeLettersDigits('abcdefghijklmnop', 12)).toBe('abcdefghijkl');
    expect(sanitizeLettersDigits('中文ab１2', 6)).toBe('ab2');
    expect(sanitizeLettersDigits('', 6)).toBe('');
  });

  it('yields only letters and digits, at most max, keeps clean input and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(20), (input, max) => {
        const out = sanitizeLettersDigits(input, max);
        expect(out).toMatch(/^[A-Za-z0-9]*$/);
        expect(out.length).toBeLessThanOrEqual(max);
        expect(sanitizeLettersDigits(out, max)).toBe(out);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,12}$/), (clean) => {
        expect(sanitizeLettersDigits(clean, 12)).toBe(clean);
      }),
    );
  });
});

describe('sanitizeDigits', () => {
  it('keeps ASCII digits only', () => {
    expect(sanitizeDigits('1,234.50 元')).toBe('123450');
    expect(sanitizeDigits('１２3')).toBe('3');
    expect(sanitizeDigits('abc')).toBe('');
  });

  it('cuts to the maximum when given', () => {
    expect(sanitizeDigits('12345678', 6)).toBe('123456');
    fc.assert(
      fc.property(fc.string(), fc.nat(20), (input, max) => {
        const out = sanitizeDigits(input, max);
        expect(out).toMatch(/^\d*$/);
        expect(out.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});
