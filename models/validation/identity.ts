/**
 * Identity numbers and mobile numbers per deployment variant (the personal info form, spec §5):
 * checked before the one-time save, since the info is read-only afterwards.
 *
 * - cn: a mainland resident ID (18 characters with the GB 11643 check character, or the old 15
 *   digits) and a mainland mobile (1, then 3–9, then 9 digits).
 * - jp: a My Number (12 digits with its check digit) and a mobile (070/080/090 and 8 digits; the
 *   usual hyphens may be typed).
 * - cp: an ID of 6–20 letters or digits and an international mobile (an optional +, 8–15 digits),
 *   as that variant serves several countries.
 */
import type { Variant } from '../currency';

const CN_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CN_ID_CHECK = '10X98765432';

/** An 18-character ID's check character (ISO 7064 MOD 11-2), or a 15-digit old-style ID. */
export function isChineseId(value: string): boolean {
  if (/^\d{15}$/.test(value)) return true;
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const sum = CN_ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return CN_ID_CHECK[sum % 11] === value[17]!.toUpperCase();
}

/** A Japanese My Number: 12 digits, the last a check digit over the first 11. */
export function isMyNumber(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let n = 1; n <= 11; n += 1) sum += digits[11 - n]! * (n <= 6 ? n + 1 : n - 5);
  const remainder = sum % 11;
  return digits[11] === (remainder <= 1 ? 0 : 11 - remainder);
}

const withoutSeparators = (value: string): string => value.replace(/[\s-]/g, '');

/** Whether `value` is an identity number of the variant's country (see the file comment). */
export function isIdNumberOf(variant: Variant, value: string): boolean {
  if (variant === 'cn') return isChineseId(value);
  if (variant === 'jp') return isMyNumber(withoutSeparators(value));
  return /^[A-Za-z0-9]{6,20}$/.test(value);
}

/** Whether `value` is a mobile number of the variant's country (see the file comment). */
export function isMobileOf(variant: Variant, value: string): boolean {
  if (variant === 'cn') return /^1[3-9]\d{9}$/.test(value);
  if (variant === 'jp') return /^0[789]0\d{8}$/.test(withoutSeparators(value));
  return /^\+?\d{8,15}$/.test(withoutSeparators(value));
}
