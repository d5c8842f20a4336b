/** What a pc28 result (three digits a, b, c; the sum 0–27) shows; plays and remarks both read it. */
import { comboOf, parityOf, sizeOf, type Combo, type Parity, type Size } from '../sides';

export type Extreme = 'extremeBig' | 'extremeSmall';
export type Colour = 'red' | 'green' | 'blue';

/** 波色 (game-odds §4.2); 0, 13, 14 and 27 have no colour. */
const COLOUR_SUMS: Readonly<Record<Colour, readonly number[]>> = {
  red: [3, 6, 9, 12, 15, 18, 21, 24],
  green: [1, 4, 7, 10, 16, 19, 22, 25],
  blue: [2, 5, 8, 11, 17, 20, 23, 26],
};

/** The two sums of the anti-arbitrage rule: the small odd and big even sums nearest the middle. */
export const MIDDLE_SUMS: readonly number[] = [13, 14];

export interface SumFacts {
  total: number;
  /** Big is 14–27. */
  size: Size;
  parity: Parity;
  combo: Combo;
  /** ZJ definition: 极大 22–27, 极小 0–5. */
  extreme: Extreme | null;
  colour: Colour | null;
  /** 豹子: a = b = c. */
  triple: boolean;
}

export function sumFacts(digits: readonly number[]): SumFacts {
  const [a = 0, b = 0, c = 0] = digits;
  const total = a + b + c;
  const size = sizeOf(total, 14);
  const parity = parityOf(total);
  const colours = Object.keys(COLOUR_SUMS) as Colour[];
  return {
    total,
    size,
    parity,
    combo: comboOf(size, parity),
    extreme: total >= 22 ? 'extremeBig' : total <= 5 ? 'extremeSmall' : null,
    colour: colours.find((colour) => COLOUR_SUMS[colour].includes(total)) ?? null,
    triple: a === b && b === c,
  };
}

/** Remark of a pc28 draw: 'a + b + c = total', big/small, odd/even, and 'triple' for a leopard. */
export function sumRemark(digits: readonly number[]): string[] {
  const { total, size, parity, triple } = sumFacts(digits);
  return [`${digits.join(' + ')} = ${total}`, size, parity, ...(triple ? ['triple'] : [])];
}
