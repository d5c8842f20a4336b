/** Fund record types of spec §4; every ledger row has one (5 is not used by the spec). */
export const FundType = {
  recharge: 0,
  betDeduction: 1,
  bonusPayout: 2,
  withdrawal: 3,
  agentRebate: 4,
  betCancellation: 6,
  systemRefund: 7,
  withdrawalRejectedRefund: 8,
  bonusGift: 9,
  activityGift: 10,
} as const;

export type FundTypeValue = (typeof FundType)[keyof typeof FundType];
