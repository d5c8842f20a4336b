import type { FundRecord } from '../../models/account';
import { createPagedListMachine, type PagedListInput } from '../core/paged-list.machine';

/**
 * The fund records (spec §2 "Transaction"): the shared paged list over /details/v1/list — filter
 * by type (null: all) and date range (sent yyyy-MM-dd), check and reset, 8 a page.
 */
export const FUND_RECORDS_PAGE_SIZE = 8;

export interface FundRecordFilter {
  detailsTypeId: number | null;
  startDate: string;
  endDate: string;
}

export const fundRecordsMachine = createPagedListMachine<FundRecordFilter, FundRecord>({ id: 'fundRecords', pageSize: FUND_RECORDS_PAGE_SIZE });

/** The default range of spec §9 (today − (time − 1) days to tomorrow), all types. */
export const fundRecordsInput = (range: { startDate: string; endDate: string }): PagedListInput<FundRecordFilter, Record<never, never>> => ({
  defaults: { detailsTypeId: null, ...range },
  params: {},
});
