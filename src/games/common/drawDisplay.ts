import type { GameType, PrizeRecord } from '../../../models/games';

/**
 * How a draw is shown (spec §2 "Winning-number display"): k3 as dice with their sum, pc28 as
 * a + b + c = total, the others as a list of numbers. The remarks follow, without the figure the
 * display already shows (k3's sum, pc28's addition).
 */
export type DrawDisplay =
  | { kind: 'dice'; faces: number[]; sum: number; remarks: string[] }
  | { kind: 'sum'; digits: number[]; total: number; remarks: string[] }
  | { kind: 'numbers'; numbers: string[]; remarks: string[] };

/** pk10 cars and keno numbers are written with two digits (01–80), ssc digits as they are. */
const TWO_DIGIT_GAMES: readonly GameType[] = ['pk10', 'hp8'];

type DrawLike = Pick<PrizeRecord, 'lotteryType' | 'resultList' | 'remarkList' | 'prizeTotal'>;

export function drawDisplay(record: DrawLike): DrawDisplay | null {
  const { lotteryType, resultList, remarkList } = record;
  if (resultList.length === 0) return null;
  const sum = record.prizeTotal ?? resultList.slice(0, 3).reduce((a, b) => a + b, 0);
  switch (lotteryType) {
    case 'k3':
      return { kind: 'dice', faces: resultList, sum, remarks: remarkList.slice(1) };
    case 'pc28':
      return { kind: 'sum', digits: resultList, total: sum, remarks: remarkList.slice(1) };
    default: {
      const twoDigits = TWO_DIGIT_GAMES.includes(lotteryType);
      return { kind: 'numbers', numbers: resultList.map((n) => (twoDigits ? String(n).padStart(2, '0') : String(n))), remarks: remarkList };
    }
  }
}
