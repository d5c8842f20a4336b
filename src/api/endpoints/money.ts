import type {
  Bank,
  BindBankRequest,
  BindEmailRequest,
  DepositAnswer,
  DepositOrder,
  DepositRequest,
  FundRecord,
  FundRecordQuery,
  HistoryQuery,
  PayListAnswer,
  RechargeConfig,
  SendEmailAnswer,
  SendEmailRequest,
  SubmitTxIdRequest,
  UserBank,
  WithdrawalRecord,
  WithdrawAnswer,
  WithdrawInfo,
  WithdrawRequest,
} from '../../../models/account';
import { AccountPath, PayPath } from '../../../models/api-paths';
import type { Paged } from '../../../models/bet-records';
import type { ApiClient, RequestOptions } from '../client';

/**
 * Typed calls of the account area's money parts (spec §7): deposits on the pay base, withdrawals
 * and the bound bank, e-mail codes and binding, fund records. Every mutating call takes the
 * idempotency key of the player's action (newIdempotencyKey() once per submit), so a retried
 * submit is the same submit and can never move money twice.
 */

const onPay = (opts: RequestOptions): RequestOptions => ({ ...opts, base: 'pay' });

// Deposits ({payBase})

export function payList(api: ApiClient, opts: RequestOptions = {}): Promise<PayListAnswer> {
  return api.post<PayListAnswer>(PayPath.payList, { device: 'pc' }, onPay(opts));
}

export function pay(api: ApiClient, request: DepositRequest, key: string, opts: RequestOptions = {}): Promise<DepositAnswer> {
  return api.post<DepositAnswer>(PayPath.pay, request, { ...onPay(opts), idempotencyKey: key });
}

/** The caller's deposit order (read-only: no key of its own). */
export function depositOrder(api: ApiClient, orderId: string, opts: RequestOptions = {}): Promise<DepositOrder> {
  return api.post<DepositOrder>(PayPath.order, { orderId }, onPay(opts));
}

/** The caller's deposit orders, newest first (read-only). */
export function depositHistory(api: ApiClient, query: HistoryQuery, opts: RequestOptions = {}): Promise<Paged<DepositOrder>> {
  return api.post<Paged<DepositOrder>>(PayPath.orders, query, onPay(opts));
}

export function submitTxId(api: ApiClient, request: SubmitTxIdRequest, key: string, opts: RequestOptions = {}): Promise<DepositOrder> {
  return api.post<DepositOrder>(PayPath.submitTxId, request, { ...onPay(opts), idempotencyKey: key });
}

/** The notice of the deposit page; spec §7: the first '.0' of the text reads '.00'. */
export async function rechargeConfig(api: ApiClient, opts: RequestOptions = {}): Promise<RechargeConfig> {
  const config = await api.post<RechargeConfig>(AccountPath.rechargeConfig, {}, opts);
  return { rechargeContent: (config.rechargeContent ?? '').replace(/\.0(?!\d)/, '.00') };
}

// Withdrawals and the bound bank

export function withdrawInfo(api: ApiClient, opts: RequestOptions = {}): Promise<WithdrawInfo> {
  return api.post<WithdrawInfo>(AccountPath.withdrawInfo, {}, opts);
}

export function addWithdraw(api: ApiClient, request: WithdrawRequest, key: string, opts: RequestOptions = {}): Promise<WithdrawAnswer> {
  return api.post<WithdrawAnswer>(AccountPath.addWithdraw, request, { ...opts, idempotencyKey: key });
}

/** The caller's withdrawals, newest first (read-only). */
export function withdrawHistory(api: ApiClient, query: HistoryQuery, opts: RequestOptions = {}): Promise<Paged<WithdrawalRecord>> {
  return api.post<Paged<WithdrawalRecord>>(AccountPath.withdrawList, query, opts);
}

export function bankList(api: ApiClient, opts: RequestOptions = {}): Promise<Bank[]> {
  return api.get<Bank[]>(AccountPath.bankList, undefined, opts);
}

/** The bound bank or wallet: the first entry of the list (spec §7), null when none. */
export async function userBank(api: ApiClient, opts: RequestOptions = {}): Promise<UserBank | null> {
  return (await api.post<UserBank[]>(AccountPath.userBankList, {}, opts))[0] ?? null;
}

export function addUserBank(api: ApiClient, request: BindBankRequest, key: string, opts: RequestOptions = {}): Promise<UserBank> {
  return api.post<UserBank>(AccountPath.addUserBank, request, { ...opts, idempotencyKey: key });
}

// E-mail

export function sendEmail(api: ApiClient, request: SendEmailRequest, key: string, opts: RequestOptions = {}): Promise<SendEmailAnswer> {
  return api.post<SendEmailAnswer>(AccountPath.sendEmail, request, { ...opts, idempotencyKey: key });
}

export function bindEmail(api: ApiClient, request: BindEmailRequest, key: string, opts: RequestOptions = {}): Promise<void> {
  return api.post<unknown>(AccountPath.bindEmail, request, { ...opts, idempotencyKey: key }).then(() => undefined);
}

// Fund records

export function fundRecords(api: ApiClient, query: FundRecordQuery, opts: RequestOptions = {}): Promise<Paged<FundRecord>> {
  return api.post<Paged<FundRecord>>(AccountPath.detailsList, query, opts);
}
