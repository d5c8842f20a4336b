import { useSelector } from './use-selector';
import { useMemo } from 'react';
import type { BankBindRef, DepositHistoryRef, DepositRef, EmailBindRef, FundRecordsRef, UsdtDepositRef, WithdrawHistoryRef, WithdrawRef } from '../../machines/account/account.machine';
import { dateRange } from '../../models/dates';
import { useShownPage } from './account-hooks';
import { useAppChild, useRuntimeConfig } from './hooks';

/**
 * Hooks of the account area's money pages (deposit, the USDT order, withdraw, bank, e-mail, fund
 * records). A page says what it shows (`account.show`) and renders the actor the account machine
 * spawned for it; leaving says `account.hide`, which stops that actor. Views select narrow slices
 * of the actor they get and send it events.
 */
export type { BankBindRef, DepositHistoryRef, DepositRef, EmailBindRef, FundRecordsRef, UsdtDepositRef, WithdrawHistoryRef, WithdrawRef };

export function useDeposit(): DepositRef | undefined {
  useShownPage({ page: 'deposit', variant: useRuntimeConfig().variant });
  return useSelector(useAppChild('account'), (s) => s.children.deposit);
}

export function useUsdtDeposit(orderId: string): UsdtDepositRef | undefined {
  useShownPage({ page: 'deposit-usdt-info', orderId });
  return useSelector(useAppChild('account'), (s) => s.children.usdtDeposit);
}

export function useWithdraw(): WithdrawRef | undefined {
  useShownPage({ page: 'withdraw', variant: useRuntimeConfig().variant });
  return useSelector(useAppChild('account'), (s) => s.children.withdraw);
}

/** The jp variant adds the Japan bank fields (spec §1, §3). */
export function useBankBind(): BankBindRef | undefined {
  useShownPage({ page: 'bind-bank', japan: useRuntimeConfig().variant === 'jp' });
  return useSelector(useAppChild('account'), (s) => s.children.bankBind);
}

export function useEmailBind(): EmailBindRef | undefined {
  useShownPage({ page: 'bind-email' });
  return useSelector(useAppChild('account'), (s) => s.children.emailBind);
}

/** The fund records from the default range of spec §9 (today − (time − 1) to tomorrow, time 1). */
export function useFundRecords(): FundRecordsRef | undefined {
  const range = useMemo(() => dateRange(1, new Date()), []);
  useShownPage({ page: 'transaction', range });
  return useSelector(useAppChild('account'), (s) => s.children.fundRecords);
}

export function useDepositHistory(): DepositHistoryRef | undefined {
  useShownPage({ page: 'deposit-history' });
  return useSelector(useAppChild('account'), (s) => s.children.depositHistory);
}

export function useWithdrawHistory(): WithdrawHistoryRef | undefined {
  useShownPage({ page: 'withdraw-history' });
  return useSelector(useAppChild('account'), (s) => s.children.withdrawHistory);
}
