import { FundTypeId, type FundTypeIdValue } from '../../models/account';

/** Fund record types of spec §4 (models/account.ts); every ledger row has one (5 is not used by the spec). */
export const FundType = FundTypeId;

export type FundTypeValue = FundTypeIdValue;
