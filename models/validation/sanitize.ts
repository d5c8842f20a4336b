/** Input filters for fields that only take certain characters (spec §5 "inputs letters/digits max 12"). */

/** Keeps ASCII letters and digits and cuts to `max` characters. */
export function sanitizeLettersDigits(input: string, max: number): string {
  return input.replace(/[^A-Za-z0-9]/g, '').slice(0, max);
}

/** Keeps ASCII digits and, when given, cuts to `max` characters. */
export function sanitizeDigits(input: string, max?: number): string {
  const digits = input.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}
