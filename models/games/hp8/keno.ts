/** What an hp8 result (20 different numbers of 1–80) shows; the fun plays and remarks read it. */
import { parityOf, type Parity } from '../sides';

/** 上盘: more of the 20 numbers in 1–40 (the upper half of the grid); 中盘 at 10:10. */
export type Disk = 'upper' | 'middle' | 'lower';
/** 奇盘 / 和盘 / 偶盘: more odd numbers, 10:10, more even numbers. */
export type OddEvenDisk = 'oddMore' | 'oddEvenTie' | 'evenMore';
/** The total of the 20 numbers against 810, which is a bet of its own. */
export type TotalSize = 'big' | 'small' | 'sum810';

export interface KenoFacts {
  total: number;
  size: TotalSize;
  parity: Parity;
  disk: Disk;
  oddEvenDisk: OddEvenDisk;
}

const HALF = 10;
const TOTAL_MIDDLE = 810;

const majority = <T>(count: number, more: T, tie: T, less: T): T => (count > HALF ? more : count === HALF ? tie : less);

export function kenoFacts(numbers: readonly number[]): KenoFacts {
  const total = numbers.reduce((sum, n) => sum + n, 0);
  const upper = numbers.filter((n) => n <= 40).length;
  const odd = numbers.filter((n) => n % 2 === 1).length;
  return {
    total,
    size: total > TOTAL_MIDDLE ? 'big' : total < TOTAL_MIDDLE ? 'small' : 'sum810',
    parity: parityOf(total),
    disk: majority<Disk>(upper, 'upper', 'middle', 'lower'),
    oddEvenDisk: majority<OddEvenDisk>(odd, 'oddMore', 'oddEvenTie', 'evenMore'),
  };
}

/** Remark of an hp8 draw: total, big/small/sum810, odd/even, upper/middle/lower, odd/even disk. */
export function kenoRemark(numbers: readonly number[]): string[] {
  const { total, size, parity, disk, oddEvenDisk } = kenoFacts(numbers);
  return [String(total), size, parity, disk, oddEvenDisk];
}
