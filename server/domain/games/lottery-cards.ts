import { LOTTERIES, type GameType } from '../../../models/games';
import type { GameSettings } from './settings';

/** A lottery as the home page, the hall and the footer list it. */
export interface LotteryCard {
  id: number;
  code: string;
  type: GameType;
  name: string;
  /** Its timetable in words. */
  remark: string;
  /** 1 on sale; every lottery of the catalogue is on sale (players may have some disabled). */
  status: 1;
}

export function lotteryCards(settings: GameSettings): LotteryCard[] {
  return LOTTERIES.map((lottery) => {
    const { drawIntervalS, closeBeforeDrawS } = settings.timetableOf(lottery);
    return {
      id: lottery.id,
      code: lottery.code,
      type: lottery.type,
      name: lottery.name,
      remark: `每 ${drawIntervalS} 秒一期，开奖前 ${closeBeforeDrawS} 秒封盘`,
      status: 1,
    };
  });
}
