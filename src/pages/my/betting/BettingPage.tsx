import type { SubPageProps } from '../sub-page-props';
import { BettingRecords } from './BettingRecords';

/** The bet records sub-page; `lotteryId` in the query narrows them to one lottery. */
export function BettingPage({ query }: SubPageProps) {
  const lotteryId = Number(query.get('lotteryId'));
  const one = Number.isSafeInteger(lotteryId) && lotteryId > 0 ? lotteryId : undefined;
  return <BettingRecords key={one ?? 'all'} {...(one === undefined ? {} : { lotteryId: one })} />;
}
