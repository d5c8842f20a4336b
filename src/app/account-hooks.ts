import { useSelector } from './use-selector';
import { useEffect } from 'react';
import type { AccountPageSpec, BetRecordsRef, OrderCancelRef } from '../../machines/account/account.machine';
import { dateRange } from '../../models/dates';
import { useAppChild } from './hooks';

/**
 * Hooks of the account area. The account machine owns the actor of the sub-page on screen: a
 * sub-page says what it shows, and renders the actor the machine started for it.
 */
export type { BetRecordsRef, OrderCancelRef };

/** Tells the account machine which sub-page shows while the calling view is mounted. */
export function useShownPage(spec: AccountPageSpec): void {
  const account = useAppChild('account');
  // Plain data, compared by value: a re-render does not restart the page.
  const key = JSON.stringify(spec);
  useEffect(() => {
    account.send({ type: 'account.show', spec: JSON.parse(key) as AccountPageSpec });
    return () => account.send({ type: 'account.hide' });
  }, [account, key]);
}

/** The bet records (optionally of one lottery), from the default range of spec §9 (today). */
export function useBetRecords(lotteryId?: number): BetRecordsRef | undefined {
  useShownPage({ page: 'betting', records: { ...dateRange(1, new Date()), ...(lotteryId === undefined ? {} : { lotteryId }) } });
  return useSelector(useAppChild('account'), (s) => s.children.betRecords);
}

/** Cancelling a pending bet order, beside the bet records (started with them by `useBetRecords`). */
export function useOrderCancel(): OrderCancelRef | undefined {
  return useSelector(useAppChild('account'), (s) => s.children.orderCancel);
}
