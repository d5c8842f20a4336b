import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { BetRecordsRef, OrderCancelRef } from '../../machines/account.machine';
import { dateRange } from '../../models/dates';
import { useAppChild } from './hooks';

/**
 * Hooks of the account area. The account machine owns the actor of the sub-page on screen: a
 * sub-page says what it shows, and renders the actor the machine started for it.
 */
export type { BetRecordsRef, OrderCancelRef };

/** The bet records (optionally of one lottery), from the default range of spec §9 (today). */
export function useBetRecords(lotteryId?: number): BetRecordsRef | undefined {
  const account = useAppChild('account');
  useEffect(() => {
    const records = { ...dateRange(1, new Date()), ...(lotteryId === undefined ? {} : { lotteryId }) };
    account.send({ type: 'account.show', spec: { page: 'betting', records } });
    return () => account.send({ type: 'account.hide' });
  }, [account, lotteryId]);
  return useSelector(account, (s) => s.children.betRecords);
}

/** Cancelling a pending bet order, beside the bet records (started with them by `useBetRecords`). */
export function useOrderCancel(): OrderCancelRef | undefined {
  return useSelector(useAppChild('account'), (s) => s.children.orderCancel);
}
