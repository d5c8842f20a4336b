import type { BetOrderRow, BetOrderStatus } from '../../models/bet-records';
import { createPagedListMachine, type PagedListInput } from '../core/paged-list.machine';

/**
 * The bet records (spec §2 "Bet record"): the shared paged list over the order list — filter by
 * status and date range (sent as yyyy-MM-dd), search and reset, 8 a page, optionally one lottery.
 * Cancelling a pending row is the order-cancel machine's (`order-cancel.machine.ts`), which the
 * account area runs beside this list and which patches the row once the server agreed.
 */
export const BET_RECORDS_PAGE_SIZE = 8;

/** What the account area is asked to show: the default date range and the lottery of the query. */
export interface BetRecordsInput {
  /** Default date range (today − (days − 1) to tomorrow). */
  startDate: string;
  endDate: string;
  lotteryId?: number;
}

export interface BetRecordFilter {
  status: BetOrderStatus | null;
  startDate: string;
  endDate: string;
}

/** Fixed for the page's lifetime: the lottery of `?lotteryId`, if any. */
export interface BetRecordParams {
  lotteryId?: number;
}

export const betRecordsMachine = createPagedListMachine<BetRecordFilter, BetOrderRow, BetRecordParams>({ id: 'betRecords', pageSize: BET_RECORDS_PAGE_SIZE });

export const betRecordsInput = ({ startDate, endDate, lotteryId }: BetRecordsInput): PagedListInput<BetRecordFilter, BetRecordParams> => ({
  defaults: { status: null, startDate, endDate },
  params: lotteryId === undefined ? {} : { lotteryId },
});
