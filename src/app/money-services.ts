import { fromCallback, fromPromise } from 'xstate';
import type { MoneyCalls, MoneyEffects } from '../../machines/account/money-pages';
import { isPayUrl } from '../../models/account';
import type { ClockTick } from '../../machines/account/email-code.machine';
import type { EmailCodeType } from '../../models/account';
import type { ApiClient } from '../api/client';
import * as moneyApi from '../api/endpoints/money';
import { newIdempotencyKey } from '../api/idempotency';
import { tickWhileVisible } from './visible-ticks';

/**
 * The real calls and page effects of the money pages (part of src/app/services.ts). Every
 * mutating call makes one idempotency key per submit: the transport's retries of that submit
 * reuse it, so a lost answer never moves money twice.
 */
export function moneyCalls(api: ApiClient, account: () => string): MoneyCalls {
  return {
    fetchPayList: fromPromise(({ signal }) => moneyApi.payList(api, { signal })),
    fetchRechargeNotice: fromPromise(async ({ signal }) => (await moneyApi.rechargeConfig(api, { signal, silent: true })).rechargeContent),
    deposit: fromPromise(({ input }) => moneyApi.pay(api, input, newIdempotencyKey())),
    fetchDepositOrder: fromPromise(({ input, signal }) => moneyApi.depositOrder(api, input.orderId, { signal, silent: true })),
    submitTxId: fromPromise(({ input }) => moneyApi.submitTxId(api, input, newIdempotencyKey())),
    fetchWithdrawInfo: fromPromise(({ signal }) => moneyApi.withdrawInfo(api, { signal })),
    addWithdraw: fromPromise(({ input }) => moneyApi.addWithdraw(api, input, newIdempotencyKey())),
    fetchBanks: fromPromise(async ({ signal }) => {
      const [banks, bound] = await Promise.all([moneyApi.bankList(api, { signal }), moneyApi.userBank(api, { signal })]);
      return { banks, bound };
    }),
    bindBank: fromPromise(({ input }) => moneyApi.addUserBank(api, input, newIdempotencyKey())),
    sendEmailCode: fromPromise(async ({ input }) => {
      const { resendAfter } = await moneyApi.sendEmail(api, input, newIdempotencyKey());
      return { resendAfter, receivedAt: Date.now() };
    }),
    readEmailResend: fromPromise(async ({ input }) => ({ resendUntil: resendStore.read(account(), input.type), now: Date.now() })),
    bindEmail: fromPromise(({ input }) => moneyApi.bindEmail(api, input, newIdempotencyKey())),
    fetchFundRecords: fromPromise(({ input, signal }) => moneyApi.fundRecords(api, input, { signal })),
    fetchDepositHistory: fromPromise(({ input, signal }) => moneyApi.depositHistory(api, input, { signal })),
    fetchWithdrawHistory: fromPromise(({ input, signal }) => moneyApi.withdrawHistory(api, input, { signal })),
    clockTicker: wallClockTicker,
  };
}

export function moneyEffects(account: () => string, win: Pick<Window, 'open'> = window): MoneyEffects {
  return {
    // noopener: the new page cannot reach (or navigate) this one; it gets no window handle back.
    // Only web addresses: a javascript: or data: URL from a misconfigured method never runs.
    openWindow: (url) => void (isPayUrl(url) && win.open(url.trim(), '_blank', 'noopener,noreferrer')),
    storeEmailResend: (type, until) => resendStore.write(account(), type, until),
  };
}

/** Wall-clock ticks (the resend deadline outlives the page), at once when the tab shows again. */
const wallClockTicker = fromCallback<ClockTick, { intervalMs: number }>(({ sendBack, input }) =>
  tickWhileVisible(input.intervalMs, () => sendBack({ type: 'clock.tick', now: Date.now() })),
);

/**
 * The resend deadlines of e-mail codes, by player and code type, in localStorage: a reload (or a
 * second tab) shows the same countdown. Unreadable storage means no deadline; the server still refuses an
 * early resend with 1001.
 */
const RESEND_KEY = 'fastdraw.emailResend.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const resendStore = {
  read(account: string, type: EmailCodeType): number | null {
    const value = Number(storage()?.getItem(`${RESEND_KEY}${account}.${type}`));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write(account: string, type: EmailCodeType, until: number | null): void {
    const key = `${RESEND_KEY}${account}.${type}`;
    if (until === null) storage()?.removeItem(key);
    else storage()?.setItem(key, String(until));
  },
};
