import dayjs from 'dayjs';
import { fromCallback, type PromiseActorLogic, type SimulatedClock } from 'xstate';
import type { AppCalls } from '../../machines/app/services';
import type { ClockTick } from '../../machines/account/email-code.machine';
import { RESEND_SECONDS } from '../../machines/account/email-code.machine';
import type { Bank, DepositOrder, EmailCodeType, FundRecord, FundTypeIdValue, PayMethod, UserBank, WithdrawInfo } from '../../models/account';
import { FundTypeId } from '../../models/account';
import type { User } from '../../models/entities';
import { ErrorCode } from '../../models/errors';
import { expectedUsdtCents, isUsdtBank, validateBindBank, validateDeposit } from '../../models/validation';
import { apiFailure, EPOCH } from './fake-basics';
import type { FakeProfileState } from './fake-profile';

/**
 * The money calls of the fake platform (tests/support/fake-platform.ts): deposits on a sandbox
 * cashier the test pays or fails (`payDeposit`), USDT orders credited when a transaction id is
 * submitted (as the reference server in demo mode), withdrawals reserved at request, the one bound
 * bank, e-mail codes in a mailbox the test reads, fund records, and the resend deadlines "storage".
 * They follow the reference server's rules (docs/api.md "Account area"); the wall clock is the
 * platform's SimulatedClock from EPOCH.
 */
export interface FakeMoneyState {
  rechargeSwitch: '0' | '1';
  rechargeNotice: string;
  methods: PayMethod[];
  deposits: DepositOrder[];
  banks: Bank[];
  bound: UserBank | null;
  /** Card numbers (or wallets) bound by other players: binding one is 4001. */
  takenCards: string[];
  withdraw: Pick<WithdrawInfo, 'minWithdraw' | 'maxWithdraw' | 'status' | 'staticNotice' | 'remind' | 'withdrawTime' | 'dailyCount' | 'usedCount'>;
  withdrawals: { id: number; amount: number; status: 0 | 1 | 2; reason?: string }[];
  /** Every code sent, newest last (the dev mailbox). */
  mailbox: { type: EmailCodeType; email: string; code: string; sentAt: number; used: boolean }[];
  /** What `storeEmailResend` kept, by code type ("localStorage"). */
  resendDeadlines: Map<EmailCodeType, number>;
  /** URLs the page opened in a new window. */
  opened: string[];
  /** A gateway that answers its cashier as HTML instead of a URL. */
  cashierHtml: string | null;
  fund: FundRecord[];
  nextId: number;
}

export const USDT_WALLET = 'TXsandboxWalletAddress000000000001';

const limit = (min: number, max: number) => ({ min, max, enable: true });

/** The sandbox's methods: a bank card (recommended), an e-wallet with a bonus, USDT on two networks, an SDK method the web drops, and customer service. */
export function fakeMoneyState(): FakeMoneyState {
  const method = (id: number, name: string, classIcon: string, extra: Partial<PayMethod> = {}): PayMethod => ({
    id,
    name,
    classIcon,
    checkType: 1,
    isRecommend: 0,
    discount: 0,
    tips: '',
    limit: limit(10_000, 5_000_000),
    initPrices: [10_000, 50_000, 100_000, 500_000],
    exchangeRate: 0,
    isSdk: 0,
    url: '',
    virtualPayList: [],
    ...extra,
  });
  return {
    rechargeSwitch: '1',
    rechargeNotice: '<p>充值到账后即可投注。</p>',
    methods: [
      method(1, '银行卡转账', 'bank', { isRecommend: 1 }),
      method(2, '电子钱包', 'ewallet', { discount: 1.5, limit: limit(5_000, 1_000_000), initPrices: [5_000, 20_000] }),
      method(3, 'USDT', 'xnzf', {
        checkType: 2,
        exchangeRate: 7.25,
        limit: limit(0, 0),
        initPrices: [],
        virtualPayList: [
          { type: 'TRC20', name: 'TRC20', tips: '', initPrices: [72_500, 145_000], limit: limit(72_500, 7_250_000) },
          { type: 'ERC20', name: 'ERC20', tips: '', initPrices: [362_500], limit: limit(362_500, 7_250_000) },
        ],
      }),
      method(4, 'App SDK', 'ewallet', { isSdk: 1 }),
      method(5, 'VIP 客服充值', 'svip', { url: 'https://fastdraw.test/pages/chat/customer-service', limit: limit(0, 0), initPrices: [] }),
    ],
    deposits: [],
    banks: [
      { bankId: 1, bankName: '中国工商银行', bankCode: 'ICBC' },
      { bankId: 2, bankName: '招商银行', bankCode: 'CMB' },
      { bankId: 3, bankName: 'USDT-TRC20', bankCode: 'USDTTRC20' },
    ],
    bound: null,
    takenCards: ['6222000000000009'],
    withdraw: { minWithdraw: 10_000, maxWithdraw: 100_000_000, status: 0, staticNotice: '', remind: '<p>提现 <b>1-3</b> 分钟到账。</p>', withdrawTime: '00:00-23:59', dailyCount: 5, usedCount: 0 },
    withdrawals: [],
    mailbox: [],
    resendDeadlines: new Map(),
    opened: [],
    cashierHtml: null,
    fund: [],
    nextId: 1,
  };
}

type MoneyCallName =
  | 'fetchPayList'
  | 'fetchRechargeNotice'
  | 'deposit'
  | 'fetchDepositOrder'
  | 'submitTxId'
  | 'fetchWithdrawInfo'
  | 'addWithdraw'
  | 'fetchBanks'
  | 'bindBank'
  | 'sendEmailCode'
  | 'readEmailResend'
  | 'bindEmail'
  | 'fetchFundRecords'
  | 'fetchDepositHistory'
  | 'fetchWithdrawHistory';

type OutputOf<K extends MoneyCallName> = AppCalls[K] extends PromiseActorLogic<infer O, infer _I> ? O : never;
type InputOf<K extends MoneyCallName> = AppCalls[K] extends PromiseActorLogic<infer _O, infer I> ? I : never;

/** The fake platform's call factory (records the call, applies held calls and `failNext`). */
export type FakeMoneyCall = <K extends MoneyCallName>(name: K, run: (input: InputOf<K>) => OutputOf<K>) => AppCalls[K];

interface World {
  user: User;
  profile: FakeProfileState;
  money: FakeMoneyState;
}

const wall = (clock: SimulatedClock) => EPOCH + clock.now();
const time = (clock: SimulatedClock) => dayjs(wall(clock)).format('YYYY-MM-DD HH:mm:ss');

function record(world: World, clock: SimulatedClock, typeId: FundTypeIdValue, amount: number, extra: Partial<FundRecord> = {}) {
  world.user.balance += amount;
  world.money.fund.unshift({ id: world.money.nextId++, typeId, status: null, amount, balance: world.user.balance, desp: '', createTime: time(clock), ...extra });
}

/** The cashier reports the order paid (or failed): credited once, with the method's bonus (type 9). */
export function payDeposit(world: World, clock: SimulatedClock, orderId: string, outcome: 'paid' | 'failed' = 'paid') {
  const order = world.money.deposits.find((d) => d.orderId === orderId);
  if (!order || order.status === 1 || order.status === 2) return;
  if (outcome === 'failed') {
    order.status = 2;
    return;
  }
  order.status = 1;
  record(world, clock, FundTypeId.recharge, order.money);
  if (order.bonus > 0) record(world, clock, FundTypeId.bonusGift, order.bonus);
}

/** An operator rejects a pending withdrawal: refunded (type 8) with the reason. */
export function rejectWithdrawal(world: World, clock: SimulatedClock, id: number, reason: string) {
  const withdrawal = world.money.withdrawals.find((w) => w.id === id);
  if (!withdrawal || withdrawal.status !== 0) return;
  withdrawal.status = 2;
  const request = world.money.fund.find((r) => r.typeId === FundTypeId.withdrawal && r.id === id);
  if (request) request.status = 2;
  record(world, clock, FundTypeId.withdrawalRejectedRefund, withdrawal.amount, { desp: reason });
}

/** The newest code mailed for a type. */
export const lastCode = (world: World, type: EmailCodeType) => [...world.money.mailbox].reverse().find((mail) => mail.type === type)?.code ?? '';

/** One page of `rows` as the server pages them. */
const page = <Row extends object>(rows: Row[], input: { pageIndex: number; pageSize: number }) => ({
  list: rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize).map((row) => ({ ...row })),
  total: rows.length,
});

export function fakeMoneyCalls(call: FakeMoneyCall, world: World, clock: SimulatedClock): Pick<AppCalls, MoneyCallName | 'clockTicker'> {
  const { money } = world;
  const variant = 'cn';

  const codeFor = (type: EmailCodeType, email: string, code: string) => {
    const mail = [...money.mailbox].reverse().find((m) => m.type === type && !m.used);
    if (!mail || mail.email.toLowerCase() !== email.toLowerCase() || mail.code !== code || wall(clock) - mail.sentAt > 600_000) return false;
    mail.used = true;
    return true;
  };

  return {
    fetchPayList: call('fetchPayList', () => ({ rechargeSwitch: money.rechargeSwitch, list: money.rechargeSwitch === '1' ? money.methods.map((m) => ({ ...m })) : [] })),
    fetchRechargeNotice: call('fetchRechargeNotice', () => money.rechargeNotice),
    deposit: call('deposit', (input) => {
      const method = money.methods.find((m) => m.id === input.payTypeId && m.isSdk === 0 && m.classIcon !== 'svip');
      if (!method) throw apiFailure(ErrorCode.failed);
      const protocol = method.checkType === 2 ? method.virtualPayList.find((p) => p.type === input.protocolType) : undefined;
      if (method.checkType === 2 && !protocol) throw apiFailure(ErrorCode.failed);
      if (validateDeposit({ payTypeId: method.id, amount: String(input.money / 100), limit: (protocol ?? method).limit, variant })) throw apiFailure(ErrorCode.failed);
      const orderId = `D${money.nextId++}`;
      const usdt = method.checkType === 2;
      money.deposits.push({
        orderId,
        payTypeId: method.id,
        payName: method.name,
        checkType: method.checkType,
        money: input.money,
        bonus: Math.floor((input.money * method.discount) / 100),
        status: 0,
        createTime: time(clock),
        expireTime: time(clock),
        protocolType: usdt ? input.protocolType : '',
        walletAddress: usdt ? USDT_WALLET : '',
        usdtAmount: usdt ? (expectedUsdtCents(input.money, method.exchangeRate) ?? 0) : 0,
        exchangeRate: usdt ? method.exchangeRate : 0,
        txId: '',
      });
      if (usdt) return { orderId };
      return { orderId, payUrl: money.cashierHtml ?? `/payment/pay/cashier/${orderId}?token=t` };
    }),
    fetchDepositOrder: call('fetchDepositOrder', (input) => {
      const order = money.deposits.find((d) => d.orderId === input.orderId);
      if (!order) throw apiFailure(ErrorCode.failed);
      return { ...order };
    }),
    // Demo mode: a submitted transaction id credits the order at once.
    submitTxId: call('submitTxId', (input) => {
      const order = money.deposits.find((d) => d.orderId === input.orderId && d.checkType === 2);
      if (!order || order.status !== 0 || input.txId.trim() === '') throw apiFailure(ErrorCode.failed);
      order.txId = input.txId.trim();
      payDeposit(world, clock, order.orderId);
      return { ...order };
    }),
    fetchWithdrawInfo: call('fetchWithdrawInfo', () => ({
      ...money.withdraw,
      amount: world.user.balance,
      email: world.user.email,
      emailRequired: world.user.email !== '',
      bank: money.bound ? { ...money.bound } : null,
    })),
    addWithdraw: call('addWithdraw', (input) => {
      if (!money.bound || money.bound.id !== input.id || !Number.isSafeInteger(input.amount) || input.amount <= 0) throw apiFailure(ErrorCode.wrongWithdrawInfo);
      if (input.amount < money.withdraw.minWithdraw) throw apiFailure(ErrorCode.withdrawBelowMinimum);
      if (input.amount > money.withdraw.maxWithdraw) throw apiFailure(ErrorCode.withdrawAboveMaximum);
      if (input.withdrawPassword !== world.profile.passwords.withdraw) throw apiFailure(ErrorCode.wrongWithdrawPassword);
      if (money.withdraw.usedCount >= money.withdraw.dailyCount) throw apiFailure(ErrorCode.dailyWithdrawCountUsed);
      if (input.amount > world.user.balance) throw apiFailure(ErrorCode.insufficientBalance);
      if (world.user.email !== '' && !codeFor(1, world.user.email, input.verifyCode)) throw apiFailure(ErrorCode.wrongVerificationCode);
      money.withdraw.usedCount += 1;
      const id = money.nextId;
      record(world, clock, FundTypeId.withdrawal, -input.amount, { status: 0 });
      money.withdrawals.push({ id, amount: input.amount, status: 0 });
      return { withdrawId: id, status: 0 as const, balance: world.user.balance };
    }),
    fetchBanks: call('fetchBanks', () => ({ banks: money.banks.map((b) => ({ ...b })), bound: money.bound ? { ...money.bound } : null })),
    bindBank: call('bindBank', (input) => {
      const bank = money.banks.find((b) => b.bankId === input.bankId);
      if (!bank || validateBindBank({ bankId: input.bankId, bankCode: bank.bankCode, bankCardNo: input.bankCardNo, bankUserName: input.bankUserName, withdrawPassword: input.withdrawPassword })) throw apiFailure(ErrorCode.wrongWithdrawInfo);
      if (input.withdrawPassword !== world.profile.passwords.withdraw) throw apiFailure(ErrorCode.wrongWithdrawPassword);
      if (money.bound) throw apiFailure(ErrorCode.onlyOneMethod);
      if (money.takenCards.includes(input.bankCardNo)) throw apiFailure(ErrorCode.withdrawMethodBoundByOther);
      const usdt = isUsdtBank(bank.bankCode);
      money.bound = {
        id: money.nextId++,
        bankId: bank.bankId,
        bankName: bank.bankName,
        bankCode: bank.bankCode,
        bankCardNo: input.bankCardNo,
        bankUserName: usdt ? '' : input.bankUserName,
        bankSub: input.bankSub ?? '',
        bankNumber: input.bankNumber ?? '',
        bankUserNameKa: input.bankUserNameKa ?? '',
      };
      world.user.bindStatus = true;
      return { ...money.bound };
    }),
    sendEmailCode: call('sendEmailCode', (input) => {
      const to = input.type === 2 ? input.email : world.user.email;
      if (to === '' || (input.type === 2 && world.user.email !== '')) throw apiFailure(ErrorCode.failed);
      const last = [...money.mailbox].reverse().find((m) => m.type === input.type);
      if (last && wall(clock) - last.sentAt < RESEND_SECONDS * 1000) throw apiFailure(ErrorCode.codeRequestedRepeatedly);
      const code = String(100_000 + ((money.nextId++ * 7919) % 900_000));
      money.mailbox.push({ type: input.type, email: to, code, sentAt: wall(clock), used: false });
      return { resendAfter: RESEND_SECONDS, receivedAt: wall(clock) };
    }),
    readEmailResend: call('readEmailResend', (input) => ({ resendUntil: money.resendDeadlines.get(input.type) ?? null, now: wall(clock) })),
    bindEmail: call('bindEmail', (input) => {
      if (input.type === 3) {
        if (world.user.email === '' || !codeFor(3, world.user.email, input.code)) throw apiFailure(ErrorCode.wrongVerificationCode);
        world.user.email = '';
        return;
      }
      if (world.user.email !== '') throw apiFailure(ErrorCode.failed);
      if (!codeFor(2, input.email, input.code)) throw apiFailure(ErrorCode.wrongVerificationCode);
      world.user.email = input.email;
    }),
    // By type only: records carry simulated times, while the page's default range is today's date;
    // the range itself is the server's business (tests/server), here it is only checked as sent.
    fetchFundRecords: call('fetchFundRecords', (input) => {
      const rows = money.fund.filter((r) => input.detailsTypeId === null || r.typeId === input.detailsTypeId);
      return { list: rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize).map((r) => ({ ...r })), total: rows.length };
    }),
    fetchDepositHistory: call('fetchDepositHistory', (input) => page([...money.deposits].reverse(), input)),
    fetchWithdrawHistory: call('fetchWithdrawHistory', (input) =>
      page(
        [...money.withdrawals].reverse().map((w) => ({ id: w.id, amount: w.amount, bankName: money.bound?.bankName ?? '', cardNo: '**** 0000', status: w.status, reason: w.reason ?? '', createTime: time(clock), decideTime: '' })),
        input,
      ),
    ),
    clockTicker: fromCallback<ClockTick, { intervalMs: number }>(({ sendBack, input }) => {
      let id: ReturnType<SimulatedClock['setTimeout']> | undefined;
      const loop = () => {
        sendBack({ type: 'clock.tick', now: wall(clock) });
        id = clock.setTimeout(loop, input.intervalMs);
      };
      loop();
      return () => {
        if (id !== undefined) clock.clearTimeout(id);
      };
    }),
  };
}

/** The page effects of the money pages, on the fake's state. */
export function fakeMoneyEffects(money: FakeMoneyState) {
  return {
    openWindow: (url: string) => void money.opened.push(url),
    storeEmailResend: (type: EmailCodeType, until: number | null) => void (until === null ? money.resendDeadlines.delete(type) : money.resendDeadlines.set(type, until)),
  };
}
