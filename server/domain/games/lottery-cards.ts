import { LOTTERIES, type LotteryCard } from '../../../models/games';
import type { GameSettings } from './settings';

/** The lottery cards of home, the hall and the footer. Every lottery of the catalogue is on sale (status 1); players may have some disabled. */
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
