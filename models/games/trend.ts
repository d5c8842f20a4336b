/**
 * Trend charts and statistics of a lottery's recent draws (issue 20 §1): the basic trend grid with
 * missing counts (遗漏) and its statistics rows, and each family's own tables. The server computes
 * a chart from the draws (server/domain/games/trend.ts) and the client renders it as it is; the
 * test checks every number against a brute-force count over generated draws.
 */
import type { GameType } from './types';

/** The round counts a chart may cover: the server computes nothing else (bounded work). */
export const TREND_COUNTS = [30, 50, 100, 200] as const;
export type TrendCount = (typeof TREND_COUNTS)[number];
export const DEFAULT_TREND_COUNT: TrendCount = 30;

export const isTrendCount = (value: unknown): value is TrendCount => typeof value === 'number' && (TREND_COUNTS as readonly number[]).includes(value);

/** A column's statistics rows under the grid. */
export interface TrendStats {
  /** Rounds in which the column's value was drawn. */
  times: number;
  /** The mean length of the gaps between draws of it, before the first and after the last included: ⌊(rounds − times) / (times + 1)⌋. */
  averageMissing: number;
  /** The longest run of rounds without it. */
  longestMissing: number;
  /** The longest run of consecutive rounds with it. */
  longestRun: number;
}

/**
 * One group of columns of the grid: a position (pk10's 1st car, ssc's ten-thousands), the sum,
 * or the numbers of a draw. `line` when every round marks exactly one of its columns, which the
 * chart joins by a line.
 */
export interface TrendGroup {
  key: string;
  values: number[];
  line: boolean;
  /** rows × values, oldest round first: 0 where the value was drawn, else the rounds since it was last drawn (counted from the first round shown). */
  missing: number[][];
  stats: TrendStats[];
}

export interface TrendRound {
  prizeNo: string;
  numbers: number[];
}

/** Big/small and odd/even counts of one position (pk10, ssc) or of the sum (pc28). */
export interface SideCounts {
  key: string;
  big: number;
  small: number;
  odd: number;
  even: number;
}

export interface ValueCount {
  value: number;
  times: number;
}

export type TrendExtras =
  | { family: 'k3'; sums: ValueCount[]; forms: { triple: number; pair: number; straight: number; other: number } }
  | { family: 'pk10' | 'ssc'; sides: SideCounts[] }
  | { family: 'hp8'; hot: ValueCount[]; cold: ValueCount[] }
  | { family: 'pc28'; sides: SideCounts[] };

export interface TrendChart {
  lotteryId: number;
  gameType: GameType;
  count: TrendCount;
  /** The newest round in the chart, '' when there is none yet (the cache key with the count). */
  latestNo: string;
  /** Oldest first. */
  rounds: TrendRound[];
  groups: TrendGroup[];
  extras: TrendExtras;
}

const range = (first: number, last: number): number[] => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const sum = (numbers: readonly number[]): number => numbers.reduce((a, b) => a + b, 0);

/** How many numbers a valid draw of the family has, and their range (models/games/draw.ts). */
const DRAW_SHAPE: Record<GameType, { length: number; min: number; max: number }> = {
  k3: { length: 3, min: 1, max: 6 },
  pk10: { length: 10, min: 1, max: 10 },
  ssc: { length: 5, min: 0, max: 9 },
  hp8: { length: 20, min: 1, max: 80 },
  pc28: { length: 3, min: 0, max: 9 },
};

/** The numbers of a stored result ("1,2,3"), or null when it is not a whole draw of the family. */
export function parseDrawNumbers(gameType: GameType, result: string): number[] | null {
  const shape = DRAW_SHAPE[gameType];
  const parts = result.split(',').map((part) => part.trim());
  if (parts.length !== shape.length || parts.some((part) => !/^\d{1,2}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n >= shape.min && n <= shape.max) ? numbers : null;
}

/** The groups of the grid, per family: which value of each round falls in which column. */
interface GroupSpec {
  key: string;
  values: number[];
  line: boolean;
  /** The values of this group the round drew. */
  hits(numbers: readonly number[]): ReadonlySet<number>;
}

const positions = (count: number, values: number[], prefix: string): GroupSpec[] =>
  range(0, count - 1).map((index) => ({ key: `${prefix}${index + 1}`, values, line: true, hits: (numbers) => new Set([numbers[index] as number]) }));

function groupSpecs(gameType: GameType): GroupSpec[] {
  switch (gameType) {
    case 'k3':
      return [
        { key: 'sum', values: range(3, 18), line: true, hits: (numbers) => new Set([sum(numbers)]) },
        { key: 'numbers', values: range(1, 6), line: false, hits: (numbers) => new Set(numbers) },
      ];
    case 'pk10':
      return positions(10, range(1, 10), 'pos');
    case 'ssc':
      return positions(5, range(0, 9), 'pos');
    case 'hp8':
      return [{ key: 'numbers', values: range(1, 80), line: false, hits: (numbers) => new Set(numbers) }];
    case 'pc28':
      return [{ key: 'sum', values: range(0, 27), line: true, hits: (numbers) => new Set([sum(numbers)]) }];
  }
}

/** The missing counts and statistics of one column, from its hits (oldest first). */
export function columnOf(hits: readonly boolean[]): { missing: number[]; stats: TrendStats } {
  const missing: number[] = [];
  let gap = 0;
  let run = 0;
  let times = 0;
  let longestMissing = 0;
  let longestRun = 0;
  for (const hit of hits) {
    if (hit) {
      times += 1;
      gap = 0;
      run += 1;
      longestRun = Math.max(longestRun, run);
    } else {
      gap += 1;
      run = 0;
      longestMissing = Math.max(longestMissing, gap);
    }
    missing.push(gap);
  }
  return { missing, stats: { times, averageMissing: Math.floor((hits.length - times) / (times + 1)), longestMissing, longestRun } };
}

const BIG_FROM: Record<'pk10' | 'ssc' | 'pc28', number> = { pk10: 6, ssc: 5, pc28: 14 };

function sideCounts(key: string, values: readonly number[], bigFrom: number): SideCounts {
  const big = values.filter((v) => v >= bigFrom).length;
  const odd = values.filter((v) => v % 2 === 1).length;
  return { key, big, small: values.length - big, odd, even: values.length - odd };
}

/** k3's form of three dice: a triple, a pair, three in a row (straight), or none of those. */
export function k3Form(numbers: readonly number[]): 'triple' | 'pair' | 'straight' | 'other' {
  const [a, b, c] = [...numbers].sort((x, y) => x - y) as [number, number, number];
  if (a === c) return 'triple';
  if (a === b || b === c) return 'pair';
  return b === a + 1 && c === b + 1 ? 'straight' : 'other';
}

/** Numbers of hp8 shown as hot and as cold. */
export const HOT_COLD_SIZE = 10;

function extrasOf(gameType: GameType, rounds: readonly TrendRound[], groups: readonly TrendGroup[]): TrendExtras {
  switch (gameType) {
    case 'k3': {
      const sums = range(3, 18).map((value) => ({ value, times: rounds.filter((r) => sum(r.numbers) === value).length }));
      const forms = { triple: 0, pair: 0, straight: 0, other: 0 };
      for (const round of rounds) forms[k3Form(round.numbers)] += 1;
      return { family: 'k3', sums, forms };
    }
    case 'pk10':
    case 'ssc': {
      const width = DRAW_SHAPE[gameType].length;
      const sides = range(0, width - 1).map((index) => sideCounts(`pos${index + 1}`, rounds.map((r) => r.numbers[index] as number), BIG_FROM[gameType]));
      return { family: gameType, sides };
    }
    case 'hp8': {
      const numbers = groups[0] as TrendGroup;
      const counts = numbers.values.map((value, i) => ({ value, times: (numbers.stats[i] as TrendStats).times }));
      // Most drawn first; ties by the smaller number, so the lists are stable.
      const hot = [...counts].sort((a, b) => b.times - a.times || a.value - b.value).slice(0, HOT_COLD_SIZE);
      const cold = [...counts].sort((a, b) => a.times - b.times || a.value - b.value).slice(0, HOT_COLD_SIZE);
      return { family: 'hp8', hot, cold };
    }
    case 'pc28':
      return { family: 'pc28', sides: [sideCounts('sum', rounds.map((r) => sum(r.numbers)), BIG_FROM.pc28)] };
  }
}

/** The chart of `rounds` (oldest first, already at most `count` of them). */
export function computeTrend(lotteryId: number, gameType: GameType, count: TrendCount, rounds: readonly TrendRound[]): TrendChart {
  const groups = groupSpecs(gameType).map((spec): TrendGroup => {
    const hitsPerRound = rounds.map((round) => spec.hits(round.numbers));
    const columns = spec.values.map((value) => columnOf(hitsPerRound.map((hits) => hits.has(value))));
    return {
      key: spec.key,
      values: spec.values,
      line: spec.line,
      missing: rounds.map((_, row) => columns.map((column) => column.missing[row] as number)),
      stats: columns.map((column) => column.stats),
    };
  });
  return {
    lotteryId,
    gameType,
    count,
    latestNo: rounds.at(-1)?.prizeNo ?? '',
    rounds: [...rounds],
    groups,
    extras: extrasOf(gameType, rounds, groups),
  };
}
