import { lazy, type ComponentType } from 'react';
import type { SubPageProps } from './sub-page-props';

/**
 * The account area's sub-pages (spec §2 "Account area"), each its own chunk. A sub-page gets the
 * `/my/index` query (`lotteryId`, `orderId`, the JSON of `data`…) and says what it shows to the
 * account machine through its hook; keys are the `page` query (accountPageOf in accountMenu.ts
 * names only pages that are here).
 */

export const SUB_PAGES: Readonly<Record<string, ComponentType<SubPageProps>>> = {
  betting: lazy(async () => ({ default: (await import('./betting/BettingPage')).BettingPage })),
  'user-info': lazy(async () => ({ default: (await import('./user-info/UserInfoPage')).UserInfoPage })),
  vip: lazy(async () => ({ default: (await import('./vip/VipPage')).VipPage })),
  'update-password': lazy(async () => ({ default: (await import('./password/PasswordPage')).LoginPasswordPage })),
  'update-opt-pwd': lazy(async () => ({ default: (await import('./password/PasswordPage')).WithdrawPasswordPage })),
  'agent-share': lazy(async () => ({ default: (await import('./agent-share/AgentSharePage')).AgentSharePage })),
  'agent-record': lazy(async () => ({ default: (await import('./agent-record/AgentRecordPage')).AgentRecordPage })),
  deposit: lazy(async () => ({ default: (await import('./deposit/DepositPage')).DepositPage })),
  'deposit-usdt-info': lazy(async () => ({ default: (await import('./deposit/UsdtOrderPage')).UsdtOrderPage })),
  withdraw: lazy(async () => ({ default: (await import('./withdraw/WithdrawPage')).WithdrawPage })),
  'bind-bank': lazy(async () => ({ default: (await import('./bind-bank/BindBankPage')).BindBankPage })),
  'bind-email': lazy(async () => ({ default: (await import('./bind-email/BindEmailPage')).BindEmailPage })),
  transaction: lazy(async () => ({ default: (await import('./transaction/TransactionPage')).TransactionPage })),
  'deposit-history': lazy(async () => ({ default: (await import('./history/HistoryPages')).DepositHistoryPage })),
  limits: lazy(async () => ({ default: (await import('./limits/LimitsPage')).LimitsPage })),
  'withdraw-history': lazy(async () => ({ default: (await import('./history/HistoryPages')).WithdrawHistoryPage })),
};

/** The sub-page of a `page` that accountPageOf resolved (always one of SUB_PAGES). */
export function subPageOf(page: string): ComponentType<SubPageProps> {
  const SubPage = SUB_PAGES[page];
  if (!SubPage) throw new Error(`account page ${page} has no sub-page`);
  return SubPage;
}
