/**
 * The lottery catalogue of spec §9. Fast private games draw every 60–90 s, the ones that follow
 * an official schedule every 300 s (game-odds §6: Beijing PK10 and KL8 draw every 5 minutes).
 */
import type { GameType, Lottery, Timetable } from './types';

const fast = (drawIntervalS: number): Timetable => ({ drawIntervalS, closeBeforeDrawS: 10, drawDelayS: 5 });
const slow: Timetable = { drawIntervalS: 300, closeBeforeDrawS: 30, drawDelayS: 10 };

const entry = (id: number, code: string, type: GameType, name: string, timetable: Timetable): Lottery => ({
  id,
  code,
  type,
  name,
  nameKey: `games:lottery.${code}`,
  timetable,
});

export const LOTTERIES: readonly Lottery[] = [
  entry(1, 'jsk3', 'k3', '极速快3', fast(60)),
  entry(2, 'cqk3', 'k3', '重庆快3', slow),
  entry(3, 'jzk3', 'k3', '加州快3', fast(90)),
  entry(4, 'dbk3', 'k3', '迪拜快3', fast(75)),
  entry(5, 'pk10', 'pk10', '北京赛车', slow),
  entry(6, 'cqssc', 'ssc', '重庆时时彩', slow),
  entry(7, 'bjkl8', 'hp8', '北京快乐8', slow),
  entry(8, 'canada28', 'pc28', '加拿大28', fast(90)),
  entry(9, 'bj28', 'pc28', '北京28', slow),
  entry(10, 'xjp28', 'pc28', '新加坡28', fast(60)),
];

export function lotteryById(id: number): Lottery | undefined {
  return LOTTERIES.find((lottery) => lottery.id === id);
}

export function lotteryByCode(code: string): Lottery | undefined {
  return LOTTERIES.find((lottery) => lottery.code === code);
}
