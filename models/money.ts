/**
 * Money (spec §9): the server sends integer cents; the client shows 2 decimals with thousands
 * separators and the variant's suffix. Conversions go through exact decimal digits, never through
 * binary floating-point multiplication, so 0.1 + 0.2 is 30 cents and 1.15 floors to 1.15.
 */
import { CURRENCY_SUFFIX, type Variant } from './currency';

/** A decimal number as digits × 10^exponent, parsed from text without floating-point steps. */
interface Decimal {
  negative: boolean;
  digits: bigint;
  exponent: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const MAX_EXPONENT = 400;
/** Thousands separators as formatAmount writes them: 1,234,567.89 */
const GROUPED_TEXT = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

function parseDecimal(text: string): Decimal | null {
  const trimmed = text.trim();
  const plain = GROUPED_TEXT.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
  const match = DECIMAL_TEXT.exec(plain);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  // Every double prints with |exponent| ≤ 324; larger ones only come from typed text and would make huge powers.
  if (Math.abs(Number(exponent)) > MAX_EXPONENT) return null;
  return {
    negative: sign === '-',
    digits: BigInt(whole + fraction || '0'),
    exponent: Number(exponent) - fraction.length,
  };
}

function decimalOf(input: string | number): Decimal | null {
  if (typeof input === 'number') return Number.isFinite(input) ? parseDecimal(String(input)) : null;
  return parseDecimal(input);
}

/** digits × 10^shift as an integer, rounded the given way. Works on the magnitude; the sign is applied after. */
function shiftToInteger(value: Decimal, shift: number, rounding: 'halfUp' | 'floor'): bigint {
  const exponent = value.exponent + shift;
  if (exponent >= 0) return applySign(value.negative, value.digits * 10n ** BigInt(exponent));
  const divisor = 10n ** BigInt(-exponent);
  const quotient = value.digits / divisor;
  const remainder = value.digits % divisor;
  let magnitude = quotient;
  if (rounding === 'halfUp' && remainder * 2n >= divisor) magnitude += 1n;
  // Flooring a negative number with a fraction moves it away from zero.
  if (rounding === 'floor' && value.negative && remainder > 0n) magnitude += 1n;
  return applySign(value.negative, magnitude);
}

const applySign = (negative: boolean, magnitude: bigint): bigint => (negative ? -magnitude : magnitude);

function toSafeNumber(value: bigint): number | null {
  const number = Number(value);
  // `+ 0` turns -0 into 0.
  return Number.isSafeInteger(number) ? number + 0 : null;
}

/**
 * Cents of an amount typed by a user or computed by the client: "12.3", "1,234.56", 0.1 + 0.2, 5.
 * More than two decimals round half away from zero. Null when the input is not a number or the
 * result is beyond safe integers.
 */
export function amountToCents(input: string | number): number | null {
  const value = decimalOf(input);
  return value ? toSafeNumber(shiftToInteger(value, 2, 'halfUp')) : null;
}

/** The amount (currency units) of an integer number of cents. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** `n` rounded down to 2 decimals (toward negative infinity), exact for what the number prints as: floorTo2(1.15) is 1.15. */
export function floorTo2(n: number): number {
  const value = decimalOf(n);
  const cents = value ? toSafeNumber(shiftToInteger(value, 2, 'floor')) : null;
  // Beyond safe cents a double has no meaningful second decimal left to floor.
  return cents === null ? n : cents / 100;
}

/**
 * `cents / divisor`, rounded down to whole cents, computed exactly on the decimal digits of
 * `divisor` (as it prints). Null for a divisor that is not a positive finite number.
 */
export function divideCentsFloor(cents: number, divisor: number): number | null {
  const rate = decimalOf(divisor);
  if (!rate || rate.negative || rate.digits === 0n || !Number.isSafeInteger(cents)) return null;
  // cents / (digits × 10^e) = cents × 10^-e / digits
  let numerator = BigInt(cents);
  let denominator = rate.digits;
  if (rate.exponent < 0) numerator *= 10n ** BigInt(-rate.exponent);
  else denominator *= 10n ** BigInt(rate.exponent);
  let quotient = numerator / denominator;
  if (numerator < 0n && numerator % denominator !== 0n) quotient -= 1n;
  return toSafeNumber(quotient);
}

/**
 * Integer cents as "1,234,567.89" (2 decimals, comma thousands separators, "-" for negatives).
 * Throws RangeError for a non-finite or unsafe amount: a broken amount must not print as money.
 */
export function formatAmount(cents: number): string {
  const whole = Math.round(cents);
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not an amount in cents: ${cents}`);
  const magnitude = Math.abs(whole);
  const units = Math.floor(magnitude / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}${units}.${fraction}`;
}

/** Integer cents as a plain amount a player could have typed, exact at any size: "1234.50". */
export function plainAmount(cents: number): string {
  const value = BigInt(Math.round(cents));
  const magnitude = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** Integer cents as shown to players: formatAmount plus the variant's suffix, e.g. "1,234.50元". */
export function formatMoney(cents: number, variant: Variant): string {
  return formatAmount(cents) + CURRENCY_SUFFIX[variant];
}

/** A change of money as shown to players, its sign always written: "+12.00元", "-3.50元", "0.00元". */
export function formatSignedMoney(cents: number, variant: Variant): string {
  return (cents > 0 ? '+' : '') + formatMoney(cents, variant);
}
