import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawResult } from '../../models/games/draw';
import { GAME_TYPES, type GameType } from '../../models/games/types';
import { computeTrend, k3Form, parseDrawNumbers, TREND_COUNTS, type TrendRound } from '../../models/games/trend';

/**
 * Trend statistics (issue 20 §1) against a brute-force count: every missing count, every
 * statistics row and every family table of `computeTrend` is recounted here the slow way over
 * generated draws (the real draw function on random bytes), for every family and count.
 */

/** Draws of a family from fast-check's bytes, through the real draw function. */
const drawsOf = (gameType: GameType, seeds: number[][]): TrendRound[] =>
  seeds.map((bytes, index) => {
    let at = 0;
    const randomBytes = (n: number) => Uint8Array.from({ length: n }, () => bytes[at++ % bytes.length] ?? 0);
    return { prizeNo: `2026120${String(index).padStart(4, '0')}`, numbers: drawResult(gameType, randomBytes) };
  });

const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);

/** The value a column of a group sees drawn in a round, the slow way. */
function drawnIn(gameType: GameType, key: string, numbers: number[], value: number): boolean {
  if (key === 'sum') return sum(numbers) === value;
  if (key === 'numbers') return numbers.includes(value);
  return numbers[Number(key.slice(3)) - 1] === value;
}

/** Missing count of row r: rows since the latest row ≤ r that drew it (or r + 1 when none did). */
function bruteMissing(hits: boolean[], row: number): number {
  for (let back = row; back >= 0; back -= 1) if (hits[back]) return row - back;
  return row + 1;
}

/** Runs of the same mark, as strings of '1' (drawn) and '0'. */
const runs = (hits: boolean[], mark: '0' | '1') =>
  hits
    .map((hit) => (hit ? '1' : '0'))
    .join('')
    .split(mark === '1' ? '0' : '1')
    .map((run) => run.length);

const seedsArb = (max: number) => fc.array(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 8, maxLength: 32 }), { minLength: 0, maxLength: max });

describe('trend statistics against a brute-force count', () => {
  for (const gameType of GAME_TYPES) {
    it(`${gameType}: missing counts, statistics rows and the family's tables`, () => {
      fc.assert(
        fc.property(seedsArb(60), fc.constantFrom(...TREND_COUNTS), (seeds, count) => {
          const rounds = drawsOf(gameType, seeds);
          const chart = computeTrend(9, gameType, count, rounds);
          expect(chart.latestNo).toBe(rounds.at(-1)?.prizeNo ?? '');
          for (const group of chart.groups) {
            expect(group.missing).toHaveLength(rounds.length);
            group.values.forEach((value, col) => {
              const hits = rounds.map((round) => drawnIn(gameType, group.key, round.numbers, value));
              hits.forEach((_, row) => expect(group.missing[row]?.[col]).toBe(bruteMissing(hits, row)));
              const times = hits.filter(Boolean).length;
              const gaps = runs(hits, '0');
              expect(group.stats[col]).toEqual({
                times,
                longestMissing: Math.max(0, ...gaps),
                longestRun: Math.max(0, ...runs(hits, '1')),
                // every gap, before the first draw and after the last included: times + 1 of them
                averageMissing: Math.floor(gaps.reduce((a, b) => a + b, 0) / (times + 1)),
              });
              expect(gaps).toHaveLength(times + 1);
            });
            // A line joins one mark per round.
            if (group.line) for (const row of group.missing) expect(row.filter((m) => m === 0)).toHaveLength(1);
          }
          const extras = chart.extras;
          if (extras.family === 'k3') {
            for (const { value, times } of extras.sums) expect(times).toBe(rounds.filter((r) => sum(r.numbers) === value).length);
            const triple = rounds.filter((r) => new Set(r.numbers).size === 1).length;
            const pair = rounds.filter((r) => new Set(r.numbers).size === 2).length;
            const straight = rounds.filter((r) => {
              const s = [...r.numbers].sort();
              return new Set(s).size === 3 && Number(s[2]) - Number(s[0]) === 2;
            }).length;
            expect(extras.forms).toEqual({ triple, pair, straight, other: rounds.length - triple - pair - straight });
          } else if (extras.family === 'pk10' || extras.family === 'ssc') {
            const bigFrom = extras.family === 'pk10' ? 6 : 5;
            extras.sides.forEach((side, index) => {
              const values = rounds.map((r) => r.numbers[index] as number);
              expect(side).toEqual({
                key: `pos${index + 1}`,
                big: values.filter((v) => v >= bigFrom).length,
                small: values.filter((v) => v < bigFrom).length,
                odd: values.filter((v) => v % 2 !== 0).length,
                even: values.filter((v) => v % 2 === 0).length,
              });
            });
          } else if (extras.family === 'hp8') {
            const frequency = (n: number) => rounds.filter((r) => r.numbers.includes(n)).length;
            expect(extras.hot).toHaveLength(10);
            // Nothing outside the hot list is drawn more often than anything in it; the same for cold.
            const hotMin = Math.min(...extras.hot.map((h) => h.times));
            const coldMax = Math.max(...extras.cold.map((c) => c.times));
            for (let n = 1; n <= 80; n += 1) {
              const inHot = extras.hot.find((h) => h.value === n);
              const inCold = extras.cold.find((c) => c.value === n);
              if (inHot) expect(inHot.times).toBe(frequency(n));
              else expect(frequency(n)).toBeLessThanOrEqual(hotMin);
              if (inCold) expect(inCold.times).toBe(frequency(n));
              else expect(frequency(n)).toBeGreaterThanOrEqual(coldMax);
            }
          } else {
            const sums = rounds.map((r) => sum(r.numbers));
            expect(extras.sides).toEqual([
              { key: 'sum', big: sums.filter((s) => s >= 14).length, small: sums.filter((s) => s <= 13).length, odd: sums.filter((s) => s % 2).length, even: sums.filter((s) => s % 2 === 0).length },
            ]);
          }
        }),
        { numRuns: 25 },
      );
    });
  }

  it('k3 forms and stored results', () => {
    expect([k3Form([2, 2, 2]), k3Form([1, 3, 1]), k3Form([4, 2, 3]), k3Form([1, 2, 4])]).toEqual(['triple', 'pair', 'straight', 'other']);
    expect(parseDrawNumbers('k3', '1,2,6')).toEqual([1, 2, 6]);
    expect(parseDrawNumbers('k3', '1,2,7')).toBeNull();
    expect(parseDrawNumbers('ssc', '0,1,2,3')).toBeNull();
    expect(parseDrawNumbers('pc28', '0, 9, 5')).toEqual([0, 9, 5]);
  });
});
