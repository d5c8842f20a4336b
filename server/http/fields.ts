/** Reading untyped request input: anything that is not what we expect counts as empty. */

export function textField(source: unknown, name: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** A positive integer given as a number or digits, else `fallback`. */
export function positiveIntField(source: unknown, name: string, fallback: number): number {
  if (typeof source !== 'object' || source === null) return fallback;
  const value = Number((source as Record<string, unknown>)[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
