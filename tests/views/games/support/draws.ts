import { LOTTERIES, type RawPrizeRecord } from '../../../../models/games';

/** A draw of a lottery as the server reports it, for the draw display helpers and components. */
export const draw = (lotteryId: number, prizeResult: string, prizeRemark: string, prizeNo = '202601010001'): RawPrizeRecord => {
  const lottery = LOTTERIES.find((l) => l.id === lotteryId);
  if (!lottery) throw new Error(`no lottery ${lotteryId}`);
  return { prizeNo, lotteryId, lotteryType: lottery.type, prizeResult, prizeRemark, resultTime: '2026-01-01 12:00:00' };
};
