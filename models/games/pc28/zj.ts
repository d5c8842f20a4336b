/**
 * The ZJ rule (Beijing 28 / PC蛋蛋) that turns a 20-number keno draw into three digits: sort the
 * numbers; a, b, c are the units digits of the sums of positions 1–6, 7–12 and 13–18.
 */
export function zjDigits(keno: readonly number[]): [number, number, number] {
  const sorted = [...keno].sort((x, y) => x - y);
  const digit = (from: number) => sorted.slice(from, from + 6).reduce((sum, n) => sum + n, 0) % 10;
  return [digit(0), digit(6), digit(12)];
}
