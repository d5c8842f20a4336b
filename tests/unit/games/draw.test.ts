/** Draw results: always valid, and uniform thanks to rejection sampling. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, drawKeno, drawResult, uniformInt, zjDigits, type RandomBytes } from '../../../models/games';

/** Random bytes from a fast-check seed (a deterministic stream, so shrinking works). */
const seededBytes = (seed: number): RandomBytes => {
  let state = seed >>> 0 || 1;
  return (size) =>
    Uint8Array.from({ length: size }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) & 0xff;
    });
};

/** A byte source that hands out the given bytes in order. */
const scripted = (bytes: number[]): RandomBytes => {
  const queue = [...bytes];
  return (size) => Uint8Array.from(queue.splice(0, size));
};

const inRange = (values: number[], min: number, max: number) => values.every((v) => Number.isInteger(v) && v >= min && v <= max);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('drawResult', () => {
  it('always gives a valid result of every game (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...GAME_TYPES), (seed, gameType) => {
        const result = drawResult(gameType, seededBytes(seed));
        switch (gameType) {
          case 'k3':
            expect(result).toHaveLength(3);
            expect(inRange(result, 1, 6)).toBe(true);
            break;
          case 'pk10':
            expect(sorted(result)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
            break;
          case 'ssc':
            expect(result).toHaveLength(5);
            expect(inRange(result, 0, 9)).toBe(true);
            break;
          case 'hp8':
            expect(new Set(result).size).toBe(20);
            expect(inRange(result, 1, 80)).toBe(true);
            expect(result).toEqual(sorted(result));
            break;
          case 'pc28':
            expect(result).toHaveLength(3);
            expect(inRange(result, 0, 9)).toBe(true);
            break;
        }
      }),
    );
  });

  it('derives pc28 from the keno draw of the same bytes by the ZJ rule', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(drawResult('pc28', seededBytes(seed))).toEqual(zjDigits(drawKeno(seededBytes(seed))));
      }),
    );
  });

  it('throws away bytes that would bias a die and uses the next one', () => {
    // 252 = 42 × 6 is the largest multiple of 6 in a byte: 252…255 are rejected.
    expect(drawResult('k3', scripted([255, 252, 3, 0, 5]))).toEqual([4, 1, 6]);
  });
});

describe('uniformInt', () => {
  it('maps every accepted byte value to each outcome equally often', () => {
    for (const bound of [6, 10, 7, 80]) {
      const counts = new Map<number, number>();
      const limit = 256 - (256 % bound);
      for (let byte = 0; byte < limit; byte += 1) {
        const value = uniformInt(bound, scripted([byte]));
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      expect([...counts.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: bound }, (_, i) => i));
      expect(new Set(counts.values())).toEqual(new Set([limit / bound]));
    }
  });

  it('reads as many bytes as the bound needs', () => {
    expect(uniformInt(1000, scripted([1, 2]))).toBe(258);
    expect(() => uniformInt(0, scripted([0]))).toThrow(RangeError);
  });
});

describe('zjDigits', () => {
  it('sums positions 1–6, 7–12 and 13–18 of the sorted draw and keeps the units digit', () => {
    const keno = [80, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 79];
    // 1+…+6 = 21, 7+…+12 = 57, 13+…+18 = 93; 79 and 80 are not used.
    expect(zjDigits(keno)).toEqual([1, 7, 3]);
  });
});
