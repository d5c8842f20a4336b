/** The traditional colours of the ten racing cars, by car number 1–10 (background, text). */
const CAR_TONES: readonly (readonly [string, string])[] = [
  ['#e6c619', '#2b060b'],
  ['#1e6fd9', '#ffffff'],
  ['#4b4b4b', '#ffffff'],
  ['#f08a24', '#ffffff'],
  ['#16a3b8', '#ffffff'],
  ['#5b3fd1', '#ffffff'],
  ['#9ca3af', '#2b060b'],
  ['#d0202e', '#ffffff'],
  ['#8a4b21', '#ffffff'],
  ['#1d8a3e', '#ffffff'],
];

export function carTone(car: number): { background: string; color: string } {
  const [background, color] = CAR_TONES[(car - 1 + 10) % 10] ?? ['#4b4b4b', '#ffffff'];
  return { background, color };
}
