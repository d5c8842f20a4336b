/**
 * Reading request input. Routes declare their fields in a request schema (http/request-schemas.ts)
 * and convert numbers, which clients send as numbers or digits, with these.
 */

/**
 * A whole number given as a number or as digits (an amount in cents, an id); NaN for anything else
 * (fractions, text, booleans, absent), so callers refuse it with their own code.
 */
export function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim())) {
    const parsed = Number(value.trim());
    return Number.isSafeInteger(parsed) ? parsed : Number.NaN;
  }
  return Number.NaN;
}

/** A positive integer given as a number or digits, else `fallback`. */
export function positiveInt(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : fallback;
}
