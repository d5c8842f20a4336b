import type { DepositOrder, WithdrawalRecord } from '../../models/account';
import { createPagedListMachine, type PagedListInput } from '../core/paged-list.machine';

/**
 * The player's deposit orders and withdrawals (issue 17 §5), each the shared paged list, 10 a
 * page, newest first: no filter, the whole history pages back.
 */
export const MONEY_HISTORY_PAGE_SIZE = 10;

/** The histories have no filter form. */
export type NoFilter = Record<never, never>;

export const depositHistoryMachine = createPagedListMachine<NoFilter, DepositOrder>({ id: 'depositHistory', pageSize: MONEY_HISTORY_PAGE_SIZE });
export const withdrawHistoryMachine = createPagedListMachine<NoFilter, WithdrawalRecord>({ id: 'withdrawHistory', pageSize: MONEY_HISTORY_PAGE_SIZE });

export const moneyHistoryInput: PagedListInput<NoFilter, NoFilter> = { defaults: {}, params: {} };
