/** Behaviour of the ssc plays: result[i] is the digit of ball i + 1 (万千百十个). */
import { product } from '../combinatorics';
import { MULTI, SINGLE, ballPlay, comboPlay, paidAtItemRate, type Play } from '../play';
import { digitFacts, groupHit } from './digits';

/** One column per ball from `firstBall`; a bet is one digit per column, matched in place. */
const straight = (firstBall: number): Play => ({
  pick: MULTI,
  items: 'compound',
  count: (columns) => product(columns),
  settle: (columns, digits, context) =>
    paidAtItemRate(context, columns.every((column, i) => column.includes(String(digits[firstBall - 1 + i]))) ? 1 : 0),
});

const backThree = (digits: readonly number[]) => digits.slice(2);
const backTwo = (digits: readonly number[]) => digits.slice(3);

export const SSC_PLAYS: Readonly<Record<string, Play>> = {
  wxzx: straight(1),
  sxzx: straight(3),
  // Each pair {a, b} is two bets, aab and abb; a result with exactly a and b hits one of them.
  zu3: comboPlay(2, 2, (pair, digits) => (groupHit(pair, backThree(digits), 2) ? 1 : 0)),
  zu6: comboPlay(3, 1, (trio, digits) => (groupHit(trio, backThree(digits), 3) ? 1 : 0)),
  exzu: comboPlay(2, 1, (pair, digits) => (groupHit(pair, backTwo(digits), 2) ? 1 : 0)),
  dwd: ballPlay(MULTI, (digit, digits, context) => digits[context.groupIndex] === Number(digit)),
  dxds: ballPlay(SINGLE, (side, digits) => {
    const { size, parity } = digitFacts(digits);
    return side === size || side === parity;
  }),
  lhh: ballPlay(SINGLE, (side, digits) => digitFacts(digits).dragonTiger === side),
};
