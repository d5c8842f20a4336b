/** Format predicates of spec §5, shared by the generic checker and the concrete validators. */

/** Chinese resident ID: 15 digits, 18 digits, or 17 digits and a final X. */
export function isIdCard(value: string): boolean {
  return /^(?:\d{15}|\d{17}[\dXx])$/.test(value);
}

/** QQ number: 5 to 15 digits without a leading zero. */
export function isQQ(value: string): boolean {
  return /^[1-9]\d{4,14}$/.test(value);
}

/** Only ASCII letters and digits, at least one character. */
export function isLettersDigits(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

/** An ordinary e-mail address: local part, @, domain with a dot and a top-level name of 2+ letters. */
export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value);
}

/** Mainland mobile number: 11 digits starting with 1. */
export function isPhoneNo(value: string): boolean {
  return /^1\d{10}$/.test(value);
}

/** Postal code: 6 digits. */
export function isZipcode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Number of characters as a reader counts them (an emoji or a rare Han character is one). */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** Null, undefined and text that is only white space count as empty. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}
