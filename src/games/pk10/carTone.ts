/** The traditional colours of the ten racing cars, by car number 1–10 (background, text), at readable contrast. */
const CAR_TONES: readonly (readonly [string, string])[] = [
  ['#f2cf2c', '#2b060b'],
  ['#1d4ed8', '#ffffff'],
  ['#3f3f46', '#ffffff'],
  ['#f59e42', '#2b060b'],
  ['#0e7490', '#ffffff'],
  ['#5b21b6', '#ffffff'],
  ['#c7cbd1', '#2b060b'],
  ['#b91c1c', '#ffffff'],
  ['#7c3f16', '#ffffff'],
  ['#15803d', '#ffffff'],
];

export function carTone(car: number): { background: string; color: string } {
  const [background, color] = CAR_TONES[(car - 1 + 10) % 10] ?? ['#4b4b4b', '#ffffff'];
  return { background, color };
}
