/** What a pk10 result (finishing order of cars 1–10) shows, for the result remark. */
import { dragonTigerOf, parityOf, sizeOf } from '../sides';

/**
 * Remark of a pk10 draw: champion + runner-up sum (big from 12), its odd/even, then dragon or
 * tiger for places 1–5 (place i against place 11 − i; cars differ, so there is no tie).
 */
export function raceRemark(order: readonly number[]): string[] {
  const sum = (order[0] ?? 0) + (order[1] ?? 0);
  const dragonTigers = [0, 1, 2, 3, 4].map((i) => dragonTigerOf(order[i] ?? 0, order[9 - i] ?? 0));
  return [String(sum), sizeOf(sum, 12), parityOf(sum), ...dragonTigers];
}
