/** Draw results of every game, from uniform random bytes. */
import { zjDigits } from './pc28/zj';
import { sample, uniformInt, type RandomBytes } from './random';
import type { GameType } from './types';

const range = (first: number, last: number): number[] => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/** A keno draw: 20 different numbers of 1–80, ascending. */
export function drawKeno(randomBytes: RandomBytes): number[] {
  return sample(range(1, 80), 20, randomBytes).sort((a, b) => a - b);
}

/**
 * A valid result: k3 three dice 1–6; pk10 a finishing order of cars 1–10; ssc five digits;
 * hp8 a keno draw; pc28 three digits derived from a keno draw by the ZJ rule.
 */
export function drawResult(gameType: GameType, randomBytes: RandomBytes): number[] {
  switch (gameType) {
    case 'k3':
      return [0, 1, 2].map(() => 1 + uniformInt(6, randomBytes));
    case 'pk10':
      return sample(range(1, 10), 10, randomBytes);
    case 'ssc':
      return [0, 1, 2, 3, 4].map(() => uniformInt(10, randomBytes));
    case 'hp8':
      return drawKeno(randomBytes);
    case 'pc28':
      return zjDigits(drawKeno(randomBytes));
  }
}
