/** Draw results as the prize-history call carries them (spec §3 Prize record) and their remarks. */
import { kenoRemark } from './hp8/keno';
import { diceRemark } from './k3/dice';
import { sumRemark } from './pc28/sum';
import { raceRemark } from './pk10/race';
import { digitsRemark } from './ssc/digits';
import type { GameType, PrizeRecord, RawPrizeRecord } from './types';

const REMARKS: Readonly<Record<GameType, (result: readonly number[]) => string[]>> = {
  k3: diceRemark,
  pk10: raceRemark,
  ssc: digitsRemark,
  hp8: kenoRemark,
  pc28: sumRemark,
};

/** Every word a remark may hold; numbers and pc28's 'a + b + c = total' are shown as they are. */
export const REMARK_TOKENS = [
  'big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie', 'triple',
  'sum810', 'upper', 'middle', 'lower', 'oddMore', 'oddEvenTie', 'evenMore',
] as const;

/** Translation key of a remark word (`games:remark.big`), or null for a remark shown as it is. */
export function remarkKey(remark: string): string | null {
  return (REMARK_TOKENS as readonly string[]).includes(remark) ? `games:remark.${remark}` : null;
}

/** The remark list of a draw: words from REMARK_TOKENS, numbers, and pc28's addition. */
export function formatResultRemark(gameType: GameType, result: readonly number[]): string[] {
  return REMARKS[gameType](result);
}

/** The prizeResult and prizeRemark texts the server stores for a draw. */
export function formatPrizeTexts(gameType: GameType, result: readonly number[]): Pick<RawPrizeRecord, 'prizeResult' | 'prizeRemark'> {
  return { prizeResult: result.join(','), prizeRemark: formatResultRemark(gameType, result).join(',') };
}

const list = (text: string): string[] => text.split(',').map((part) => part.trim()).filter((part) => part !== '');

/** Games whose prizeTotal is the sum of the first three numbers (dice and sum games). */
const SUM_GAMES: readonly GameType[] = ['k3', 'pc28'];

export function parsePrizeRecord(raw: RawPrizeRecord): PrizeRecord {
  const resultList = list(raw.prizeResult).map(Number);
  const firstThree = resultList.slice(0, 3);
  const prizeTotal =
    SUM_GAMES.includes(raw.lotteryType) && firstThree.length === 3 ? firstThree.reduce((a, b) => a + b, 0) : null;
  return { ...raw, resultList, remarkList: list(raw.prizeRemark), prizeTotal };
}
