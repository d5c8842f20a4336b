/** What an ssc result (five digits 0–9, balls 万千百十个) shows; plays and remarks both read it. */
import { dragonTigerOf, parityOf, sizeOf, type DragonTiger, type Parity, type Size } from '../sides';

export interface DigitFacts {
  total: number;
  /** Big is a total of 23–45. */
  size: Size;
  parity: Parity;
  /** Ball 1 against ball 5. */
  dragonTiger: DragonTiger;
}

export function digitFacts(digits: readonly number[]): DigitFacts {
  const total = digits.reduce((sum, digit) => sum + digit, 0);
  return {
    total,
    size: sizeOf(total, 23),
    parity: parityOf(total),
    dragonTiger: dragonTigerOf(digits[0] ?? 0, digits[4] ?? 0),
  };
}

/**
 * Whether `digits` show exactly `distinct` different values and every digit of `combo` among them:
 * the test of the group (组选) plays, where order does not matter.
 */
export function groupHit(combo: readonly string[], digits: readonly number[], distinct: number): boolean {
  const shown = new Set(digits);
  return shown.size === distinct && combo.every((digit) => shown.has(Number(digit)));
}

/** Remark of an ssc draw: total, big/small, odd/even, dragon/tiger/tie. */
export function digitsRemark(digits: readonly number[]): string[] {
  const { total, size, parity, dragonTiger } = digitFacts(digits);
  return [String(total), size, parity, dragonTiger];
}
