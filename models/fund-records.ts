/**
 * Fund records as players read them (spec §2 "Transaction", §4 "Fund record types"): the type's
 * name, with the withdrawal's status after it, and the description only where it says why.
 */
import { FundTypeId, type FundRecord, type FundTypeIdValue, type WithdrawStatus } from './account';

/** Every type of §4 in its order, for the filter (null is all types). */
export const FUND_TYPE_FILTERS: readonly (FundTypeIdValue | null)[] = [null, ...Object.values(FundTypeId)];

/**
 * The status named after the type (§4): a withdrawal (3) with a status names it; statuses 4 and 12
 * (in progress at a gateway) read as status 0. Null: the type alone.
 */
export function fundStatusShown(record: { typeId: number; status: number | null }): WithdrawStatus | null {
  if (record.status === 4 || record.status === 12) return 0;
  if (record.typeId === FundTypeId.withdrawal && (record.status === 0 || record.status === 1 || record.status === 2)) return record.status;
  return null;
}

/** The description column is filled only for a rejected withdrawal's refund (typeId 8): the reason. */
export function fundDescription(record: Pick<FundRecord, 'typeId' | 'desp'>): string {
  return record.typeId === FundTypeId.withdrawalRejectedRefund ? record.desp : '';
}
