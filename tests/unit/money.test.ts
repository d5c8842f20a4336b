import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amountToCents,
  centsToAmount,
  divideCentsFloor,
  floorTo2,
  formatAmount,
  formatMoney,
  formatSignedMoney,
} from '../../models/money';
import { readTypedAmount, typedAmountCents } from '../../models/typed-amount';

const cents = fc.integer({ min: -1e13, max: 1e13 });

describe('formatAmount and formatMoney', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [100000000, '1,000,000.00'],
    [-123456789, '-1,234,567.89'],
    [-5, '-0.05'],
    [-0, '0.00'],
  ])('%d cents → %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it('appends the suffix of the variant', () => {
    expect(formatMoney(123450, 'cn')).toBe('1,234.50元');
    expect(formatMoney(123450, 'cp')).toBe('1,234.50K');
    expect(formatMoney(123450, 'jp')).toBe('1,234.50円');
    expect([formatSignedMoney(1200, 'cn'), formatSignedMoney(-350, 'cn'), formatSignedMoney(0, 'cn')]).toEqual(['+12.00元', '-3.50元', '0.00元']);
  });

  it('rounds a fractional cent count instead of printing it', () => {
    expect(formatAmount(100.6)).toBe('1.01');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('refuses %s', (value) => {
    expect(() => formatAmount(value)).toThrow(RangeError);
  });

  it('always prints two decimals and groups of three', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(formatAmount(value)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('amountToCents', () => {
  it.each<[string | number, number | null]>([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    [' 0.5 ', 50],
    ['.5', 50],
    ['5.', 500],
    ['-3.21', -321],
    ['+7', 700],
    ['1,234.56', 123456],
    ['1,234,567', 123456700],
    ['1.005', 101],
    ['1.004', 100],
    ['-1.005', -101],
    ['1e3', 100000],
    [0.1 + 0.2, 30],
    [1.15, 115],
    [19.99, 1999],
    [1e-7, 0],
    [-0, 0],
    ['', null],
    ['.', null],
    ['-', null],
    ['abc', null],
    ['12a', null],
    ['1,23', null],
    ['12,34.5', null],
    ['0x10', null],
    ['1e999', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['1e20', null],
  ])('%j → %j', (input, expected) => {
    expect(amountToCents(input)).toBe(expected);
  });

  it('reads back what formatAmount prints', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(amountToCents(formatAmount(value))).toBe(value);
      }),
    );
  });

  it('reads back centsToAmount, as a number and as its text', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(amountToCents(centsToAmount(value))).toBe(value);
        expect(amountToCents(String(centsToAmount(value)))).toBe(value);
      }),
    );
  });
});

describe('centsToAmount', () => {
  it('divides by 100', () => {
    expect(centsToAmount(123456)).toBe(1234.56);
    expect(centsToAmount(-5)).toBe(-0.05);
  });
});

describe('floorTo2', () => {
  it.each([
    [1.15, 1.15],
    [1.159, 1.15],
    [2.675, 2.67],
    [0.1 + 0.2, 0.3],
    [10, 10],
    [-1.234, -1.24],
    [-1.2, -1.2],
    [1e-9, 0],
  ])('%d → %d', (input, expected) => {
    expect(floorTo2(input)).toBe(expected);
  });

  it('never rises and never drops by a cent or more', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const floored = floorTo2(n);
        expect(floored).toBeLessThanOrEqual(n);
        expect(n - floored).toBeLessThan(0.01 + 1e-6);
      }),
    );
  });

  it('leaves non-finite numbers alone', () => {
    expect(floorTo2(Number.NaN)).toBeNaN();
    expect(floorTo2(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('divideCentsFloor', () => {
  it('divides exactly by the printed digits of the divisor', () => {
    // 655 / 6.55 is 99.99999999999999 in floating point.
    expect(divideCentsFloor(65500, 6.55)).toBe(10000);
    expect(divideCentsFloor(10000, 6.55)).toBe(1526);
    expect(divideCentsFloor(10000, 3)).toBe(3333);
    expect(divideCentsFloor(100, 1e3)).toBe(0);
    expect(divideCentsFloor(-100, 3)).toBe(-34);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses divisor %s', (divisor) => {
    expect(divideCentsFloor(100, divisor)).toBeNull();
  });

  it('refuses a cent count that is not a safe integer', () => {
    expect(divideCentsFloor(1.5, 2)).toBeNull();
  });

  it('is the largest whole number of cents whose product stays within the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 1, max: 100000 }), (value, rateHundredths) => {
        const rate = rateHundredths / 100;
        const result = divideCentsFloor(value, rate);
        expect(result).not.toBeNull();
        const q = BigInt(result as number);
        const r = BigInt(rateHundredths);
        expect(q * r <= BigInt(value) * 100n).toBe(true);
        expect((q + 1n) * r > BigInt(value) * 100n).toBe(true);
      }),
    );
  });
});

describe('readTypedAmount (every money field a player types into)', () => {
  it('reads what was typed, with up to 2 decimals', () => {
    expect(readTypedAmount('150.50')).toEqual({ cents: 15_050 });
    expect(readTypedAmount('150.5')).toEqual({ cents: 15_050 });
    expect(readTypedAmount('150.')).toEqual({ cents: 15_000 });
    expect(readTypedAmount(' 0.07 ')).toEqual({ cents: 7 });
    expect(readTypedAmount('007')).toEqual({ cents: 700 });
    // Full-width digits and point from a Chinese or Japanese input method.
    expect(readTypedAmount('１５０．５０')).toEqual({ cents: 15_050 });
  });

  it('refuses, never reads as another number: commas, letters, signs, exponents, a third decimal', () => {
    for (const text of ['150,50', '1,505', '5a0', '-5', '+5', '1e3', '.5', '1.2.3', '0x10', '１５０，５０', 'Infinity', '12345678901234']) {
      expect(readTypedAmount(text), text).toEqual({ problem: 'format' });
    }
    expect(readTypedAmount('150.505')).toEqual({ problem: 'decimals' });
    expect(readTypedAmount('')).toEqual({ problem: 'blank' });
    expect(readTypedAmount('   ')).toEqual({ problem: 'blank' });
    expect(typedAmountCents('150,50')).toBeNull();
  });

  it('property: any amount as a player writes it reads back as exactly its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_99 }), fc.constantFrom(0, 1, 2), (value, decimals) => {
        const units = Math.floor(value / 100);
        const fraction = String(value % 100).padStart(2, '0');
        const text = decimals === 0 ? String(units) : `${units}.${fraction.slice(0, decimals)}`;
        const expected = units * 100 + Number(fraction.slice(0, decimals).padEnd(2, '0'));
        expect(readTypedAmount(text)).toEqual({ cents: expected });
      }),
    );
  });
});
