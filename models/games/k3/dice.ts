/** What a k3 result (three dice, 1–6) shows; plays and remarks both read it. */
import { comboOf, parityOf, sizeOf, type Combo, type Parity, type Size } from '../sides';

export interface DiceFacts {
  sum: number;
  /** Big is a sum of 11–18. */
  size: Size;
  parity: Parity;
  combo: Combo;
  triple: boolean;
  /** Three different consecutive numbers in any order (123, 234, 345, 456). */
  straight: boolean;
  /** How many dice show `face`. */
  countOf(face: number): number;
}

export function diceFacts(dice: readonly number[]): DiceFacts {
  const sum = dice.reduce((total, face) => total + face, 0);
  const sorted = [...dice].sort((a, b) => a - b);
  const [low = 0, middle = 0, high = 0] = sorted;
  const size = sizeOf(sum, 11);
  const parity = parityOf(sum);
  return {
    sum,
    size,
    parity,
    combo: comboOf(size, parity),
    triple: low === high,
    straight: middle === low + 1 && high === middle + 1,
    countOf: (face) => dice.filter((d) => d === face).length,
  };
}

/** Remark of a k3 draw: sum, big/small, odd/even, and 'triple' for a triple (which loses two-sides). */
export function diceRemark(dice: readonly number[]): string[] {
  const { sum, size, parity, triple } = diceFacts(dice);
  return [String(sum), size, parity, ...(triple ? ['triple'] : [])];
}
