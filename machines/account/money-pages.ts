import { sendTo, type CallbackActorLogic, type PromiseActorLogic } from 'xstate';
import type {
  BindBankRequest,
  BindEmailRequest,
  DepositAnswer,
  DepositOrder,
  DepositRequest,
  EmailCodeType,
  FundRecord,
  PayListAnswer,
  SendEmailRequest,
  SubmitTxIdRequest,
  UserBank,
  WithdrawalRecord,
  WithdrawAnswer,
  WithdrawInfo,
  WithdrawRequest,
} from '../../models/account';
import type { Variant } from '../../models/currency';
import { bankBindMachine, type BankPage } from './bank-bind.machine';
import { depositMachine } from './deposit.machine';
import { emailBindMachine } from './email-bind.machine';
import { emailCodeMachine, type ClockTick, type SentCode, type StoredDeadline } from './email-code.machine';
import { fundRecordsInput, fundRecordsMachine, type FundRecordFilter } from './fund-records.machine';
import { depositHistoryMachine, moneyHistoryInput, withdrawHistoryMachine, type NoFilter } from './money-history.machine';
import type { PagedCall } from '../core/paged-list.machine';
import type { SessionEvent } from '../core/session';
import { systemTarget } from '../core/system';
import { usdtDepositMachine } from './usdt-deposit.machine';
import { withdrawMachine } from './withdraw.machine';

/**
 * The money pages of the account area as the account machine runs them (spec §2): what each page
 * says it shows, and its machine with the effects that reach other actors — whatever moves money
 * or changes the bound methods refreshes the session's user (balance, bind status, e-mail).
 */
export type MoneyPageSpec =
  | { page: 'deposit'; variant: Variant }
  | { page: 'deposit-usdt-info'; orderId: string }
  | { page: 'withdraw'; variant: Variant }
  | { page: 'bind-bank'; japan: boolean }
  | { page: 'bind-email' }
  | { page: 'transaction'; range: { startDate: string; endDate: string } }
  | { page: 'deposit-history' }
  | { page: 'withdraw-history' };

const REFRESH_USER = { type: 'session.refreshUser' } satisfies SessionEvent;

export const accountDepositMachine = depositMachine.provide({ actions: { credited: sendTo(systemTarget('session'), REFRESH_USER) } });
export const accountUsdtDepositMachine = usdtDepositMachine.provide({ actions: { credited: sendTo(systemTarget('session'), REFRESH_USER) } });
export const accountWithdrawMachine = withdrawMachine.provide({ actions: { withdrawn: sendTo(systemTarget('session'), REFRESH_USER) } });
export const accountBankBindMachine = bankBindMachine.provide({ actions: { bound: sendTo(systemTarget('session'), REFRESH_USER) } });
export const accountEmailBindMachine = emailBindMachine.provide({ actions: { changed: sendTo(systemTarget('session'), REFRESH_USER) } });
export const accountFundRecordsMachine = fundRecordsMachine;
export const accountDepositHistoryMachine = depositHistoryMachine;
export const accountWithdrawHistoryMachine = withdrawHistoryMachine;

export { fundRecordsInput, moneyHistoryInput };

/** The money pages' calls (part of AppCalls). Deposits and orders are on the pay base. */
export interface MoneyCalls {
  fetchPayList: PromiseActorLogic<PayListAnswer, void>;
  /** The recharge notice (HTML). */
  fetchRechargeNotice: PromiseActorLogic<string, void>;
  /** One idempotency key per submit. */
  deposit: PromiseActorLogic<DepositAnswer, DepositRequest>;
  fetchDepositOrder: PromiseActorLogic<DepositOrder, { orderId: string }>;
  submitTxId: PromiseActorLogic<DepositOrder, SubmitTxIdRequest>;
  fetchWithdrawInfo: PromiseActorLogic<WithdrawInfo, void>;
  /** One idempotency key per submit. */
  addWithdraw: PromiseActorLogic<WithdrawAnswer, WithdrawRequest>;
  /** The bank list and the bound entry. */
  fetchBanks: PromiseActorLogic<BankPage, void>;
  bindBank: PromiseActorLogic<UserBank, BindBankRequest>;
  /** Answers the server's resend wait and the wall clock at arrival. */
  sendEmailCode: PromiseActorLogic<SentCode, SendEmailRequest>;
  /** Not the server: the stored resend deadline of a code type, and the wall clock now. */
  readEmailResend: PromiseActorLogic<StoredDeadline, { type: EmailCodeType }>;
  bindEmail: PromiseActorLogic<void, BindEmailRequest>;
  fetchFundRecords: PagedCall<FundRecordFilter, FundRecord>;
  /** The caller's deposit orders, newest first. */
  fetchDepositHistory: PagedCall<NoFilter, DepositOrder>;
  /** The caller's withdrawals, newest first. */
  fetchWithdrawHistory: PagedCall<NoFilter, WithdrawalRecord>;
  /** Sends `clock.tick {now}` (wall-clock ms) every `intervalMs` and when the page becomes visible. */
  clockTicker: CallbackActorLogic<ClockTick, { intervalMs: number }>;
}

/** The money pages' page effects (part of AppEffects). */
export interface MoneyEffects {
  /** Opens a URL in a new window without an opener (a cashier, a contact page). */
  openWindow(url: string): void;
  /** Keeps the resend deadline of a code type for this player (null forgets it). */
  storeEmailResend(type: EmailCodeType, until: number | null): void;
}

/** Where the USDT order of a deposit shows (spec §2 deposit-usdt-info with orderId). */
export const usdtOrderHref = (orderId: string) => `/my/index?page=deposit-usdt-info&orderId=${encodeURIComponent(orderId)}`;

/** The account machine's money-page actors with every call and effect in place (for provideApp). */
export function provideMoneyPages(calls: MoneyCalls & { copyText: PromiseActorLogic<void, { text: string }> }, effects: MoneyEffects & { navigate(to: string): void }) {
  const emailCode = emailCodeMachine.provide({
    actors: { loadResendDeadline: calls.readEmailResend, sendCode: calls.sendEmailCode, ticker: calls.clockTicker },
    actions: { storeResendDeadline: (_, params) => effects.storeEmailResend(params.type, params.until) },
  });
  return {
    deposit: accountDepositMachine.provide({
      actors: { fetchPayList: calls.fetchPayList, fetchRechargeNotice: calls.fetchRechargeNotice, deposit: calls.deposit, fetchDepositOrder: calls.fetchDepositOrder },
      actions: {
        openWindow: (_, params) => effects.openWindow(params.url),
        showUsdtOrder: (_, params) => effects.navigate(usdtOrderHref(params.orderId)),
      },
    }),
    usdtDeposit: accountUsdtDepositMachine.provide({
      actors: { fetchDepositOrder: calls.fetchDepositOrder, submitTxId: calls.submitTxId, copyText: calls.copyText },
    }),
    withdraw: accountWithdrawMachine.provide({ actors: { fetchWithdrawInfo: calls.fetchWithdrawInfo, addWithdraw: calls.addWithdraw, emailCode } }),
    bankBind: accountBankBindMachine.provide({ actors: { fetchBanks: calls.fetchBanks, bindBank: calls.bindBank } }),
    emailBind: accountEmailBindMachine.provide({ actors: { bindEmail: calls.bindEmail, emailCode } }),
    fundRecords: accountFundRecordsMachine.provide({ actors: { fetchPage: calls.fetchFundRecords } }),
    depositHistory: accountDepositHistoryMachine.provide({ actors: { fetchPage: calls.fetchDepositHistory } }),
    withdrawHistory: accountWithdrawHistoryMachine.provide({ actors: { fetchPage: calls.fetchWithdrawHistory } }),
  };
}
