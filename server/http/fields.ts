/**
 * Reading request input. Routes with a request schema (http/request-schemas.ts) read their typed
 * fields and convert numbers with wholeNumber()/positiveInt(); the *Field readers are for input
 * without a schema: anything that is not what we expect counts as empty.
 */

const fieldOf = (source: unknown, name: string): unknown =>
  typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;

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

export const textField = (source: unknown, name: string): string => {
  const value = fieldOf(source, name);
  return typeof value === 'string' ? value : '';
};

export const positiveIntField = (source: unknown, name: string, fallback: number): number => positiveInt(fieldOf(source, name), fallback);

export const integerField = (source: unknown, name: string): number => wholeNumber(fieldOf(source, name));

/** A field that is present (not undefined, not null). */
export const hasField = (source: unknown, name: string): boolean => fieldOf(source, name) !== undefined && fieldOf(source, name) !== null;
