/**
 * Two-sides words shared by plays and result remarks. They are ball numbers of the named bets
 * and remark tokens alike, so a named bet wins exactly when the result's remark carries it.
 */
export type Size = 'big' | 'small';
export type Parity = 'odd' | 'even';
export type Combo = 'bigOdd' | 'bigEven' | 'smallOdd' | 'smallEven';
export type DragonTiger = 'dragon' | 'tiger' | 'tie';

export const parityOf = (n: number): Parity => (n % 2 === 0 ? 'even' : 'odd');

/** 'big' from `bigFrom` up. */
export const sizeOf = (n: number, bigFrom: number): Size => (n >= bigFrom ? 'big' : 'small');

export const comboOf = (size: Size, parity: Parity): Combo =>
  `${size}${parity === 'odd' ? 'Odd' : 'Even'}` as Combo;

export const dragonTigerOf = (left: number, right: number): DragonTiger =>
  left > right ? 'dragon' : left < right ? 'tiger' : 'tie';

/** Names of the two-sides bets, as rule tables show them. */
export const SIDE_NAMES = {
  big: '大',
  small: '小',
  odd: '单',
  even: '双',
  bigOdd: '大单',
  bigEven: '大双',
  smallOdd: '小单',
  smallEven: '小双',
  dragon: '龙',
  tiger: '虎',
  tie: '和',
} as const;
