import { MEDIA_PREFIX } from '../../../models/api-paths';
import type { LocalizedLotteryCard } from '../../../models/content';
import { LOTTERIES, type Lottery } from '../../../models/games';
import type { Language } from '../../../models/language';
import { lotteryName } from './rule-introduce';
import type { GameSettings } from './settings';

/** The timetable in words, per language. */
const REMARKS: Readonly<Record<Language, (drawIntervalS: number, closeBeforeDrawS: number) => string>> = {
  'zh-CN': (every, close) => `每 ${every} 秒一期，开奖前 ${close} 秒封盘`,
  'en-US': (every, close) => `A draw every ${every} s, betting closes ${close} s before`,
  'vi-VN': (every, close) => `Mỗi ${every} giây một kỳ, ngừng cược ${close} giây trước khi mở thưởng`,
  'ja-JP': (every, close) => `${every} 秒ごとに抽選、抽選 ${close} 秒前に締め切り`,
};

/** The lottery's picture (server/domain/content/media.ts draws it). */
export const lotteryImage = (lottery: Lottery): string => `${MEDIA_PREFIX}/lottery/${lottery.code}.svg`;

/**
 * The lottery cards of home, the hall and the footer, names and remarks in `lang`. Every lottery
 * of the catalogue is on sale (status 1); players may have some disabled.
 */
export function lotteryCards(settings: GameSettings, lang: Language = 'zh-CN'): LocalizedLotteryCard[] {
  return LOTTERIES.map((lottery) => {
    const { drawIntervalS, closeBeforeDrawS } = settings.timetableOf(lottery);
    return {
      id: lottery.id,
      code: lottery.code,
      type: lottery.type,
      name: lotteryName(lottery, lang),
      remark: REMARKS[lang](drawIntervalS, closeBeforeDrawS),
      status: 1,
      image: lotteryImage(lottery),
    };
  });
}
