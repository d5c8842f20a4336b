/** Reading untyped request input: anything that is not what we expect counts as empty. */

const fieldOf = (source: unknown, name: string): unknown =>
  typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;

export function textField(source: unknown, name: string): string {
  const value = fieldOf(source, name);
  return typeof value === 'string' ? value : '';
}

/** A positive integer given as a number or digits, else `fallback`. */
export function positiveIntField(source: unknown, name: string, fallback: number): number {
  const value = Number(fieldOf(source, name));
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/**
 * A whole number given as a number or as digits (an amount in cents, an id); NaN for anything else
 * (fractions, text, booleans, absent), so callers refuse it with their own code.
 */
export function integerField(source: unknown, name: string): number {
  const value = fieldOf(source, name);
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim())) {
    const parsed = Number(value.trim());
    return Number.isSafeInteger(parsed) ? parsed : Number.NaN;
  }
  return Number.NaN;
}

/** A field that is present (not undefined, not null). */
export const hasField = (source: unknown, name: string): boolean => fieldOf(source, name) !== undefined && fieldOf(source, name) !== null;
