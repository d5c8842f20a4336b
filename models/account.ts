/**
 * Entity types of the account area (spec §2 "Account area", §3, §4): withdrawals, banks, deposits
 * and payment methods, e-mail, profile and passwords, VIP, fund records and the agent centre.
 * Amounts are integers in cents, as everywhere in the API; times are server time
 * 'YYYY-MM-DD HH:mm:ss'; request dates are 'yyyy-MM-dd'. Paths are in api-paths.ts
 * (`AccountPath`, `PayPath`), the server's decisions in docs/api.md "Account area".
 */

// ---------------------------------------------------------------------------------------------
// Profile, avatar, passwords

/** The 16 preset avatars of spec §1: b_01.png … b_16.png (default b_01.png). */
export const AVATARS: readonly string[] = Array.from({ length: 16 }, (_, i) => `b_${String(i + 1).padStart(2, '0')}.png`);
export const DEFAULT_AVATAR = 'b_01.png';

export const isAvatar = (value: unknown): value is string => typeof value === 'string' && AVATARS.includes(value);

/**
 * POST /user/v1/update: either the personal info (name, cardNo, mobile; accepted only while any
 * of the three is still empty on the server) or the avatar alone.
 */
export type UserUpdateRequest = { name: string; cardNo: string; mobile: string } | { avatar: string };

/** POST /user/v1/updatePassword and /user/v1/updateWithdrawPassword (spec §3). */
export interface PasswordChangeRequest {
  /** Ignored by the server (the token says who); sent as the spec shows. */
  account: string;
  oldPassword: string;
  newPassword: string;
}

// ---------------------------------------------------------------------------------------------
// Banks and withdrawals

/** One entry of GET /withdraw/v1/bankList: a bank, or a USDT wallet network (bankCode USDTTRC20 / USDTERC20). */
export interface Bank {
  bankId: number;
  /** In the request's language. */
  bankName: string;
  bankCode: string;
  /** The bank's names in the other languages, so a search finds it by any of them (not in the spec). */
  searchNames?: string[];
}

/** The player's bound bank card or wallet (POST /withdraw/v1/userBankList answers at most one). */
export interface UserBank {
  /** The bound entry's own id (withdraw request `id`). */
  id: number;
  bankId: number;
  bankName: string;
  bankCode: string;
  /** Card number, or the wallet address for USDT banks. */
  bankCardNo: string;
  /** Holder name; '' for USDT wallets. */
  bankUserName: string;
  /** Japan variant (spec §3); '' elsewhere. */
  bankSub: string;
  bankNumber: string;
  bankUserNameKa: string;
}

/** POST /withdraw/v1/addUserBank. bankUserName is ignored for USDT banks; the jp fields are optional. */
export interface BindBankRequest {
  bankId: number;
  bankCardNo: string;
  bankUserName: string;
  /** The player's withdrawal password: a binding is for good. */
  withdrawPassword: string;
  bankSub?: string;
  bankNumber?: string;
  bankUserNameKa?: string;
}

/** POST /withdraw/v1/index (spec §3 "Withdraw info"). */
export interface WithdrawInfo {
  /** Available balance, cents. */
  amount: number;
  /** Per-withdrawal minimum and maximum, cents. */
  minWithdraw: number;
  maxWithdraw: number;
  /** 0 allowed, 1 not (then staticNotice says why). */
  status: 0 | 1;
  /** Why withdrawing is not possible now (plain text); '' when status is 0. */
  staticNotice: string;
  /** The reminder shown under the form (HTML). */
  remind: string;
  /** The bound e-mail address, '' when none. */
  email: string;
  /** True when a withdrawal needs an e-mail code (type 1): the player has a bound e-mail. */
  emailRequired: boolean;
  /** The bound bank or wallet, null when none. */
  bank: UserBank | null;
  /** The daily window, e.g. '00:00-23:59' (server time). */
  withdrawTime: string;
  /** Withdrawals allowed per day, and used today (rejected ones count). */
  dailyCount: number;
  usedCount: number;
}

/**
 * POST /withdraw/v1/addWithdraw (spec §3 "Withdraw request"). `id` is the bound entry's id (the
 * server also accepts it as `bankId`'s owner); bank names and card numbers are informative, the
 * server pays to the bound entry. `verifyCode` is required when WithdrawInfo.emailRequired.
 */
export interface WithdrawRequest {
  id: number;
  bankId: number;
  bankName: string;
  bankCardNo: string;
  bankUserName: string;
  /** Cents. */
  amount: number;
  withdrawPassword: string;
  email: string;
  verifyCode: string;
}

/** Withdrawal status (spec §4): 0 in progress, 1 completed, 2 rejected. */
export type WithdrawStatus = 0 | 1 | 2;

/** One withdrawal of the player's history (POST /withdraw/v1/list, newest first). */
export interface WithdrawalRecord {
  id: number;
  /** Cents. */
  amount: number;
  bankName: string;
  /** The card number or wallet masked but for its last 4 characters. */
  cardNo: string;
  status: WithdrawStatus;
  /** Why it was rejected (status 2); '' otherwise. */
  reason: string;
  createTime: string;
  /** When an operator approved or rejected it; '' while in progress. */
  decideTime: string;
}

/** POST /withdraw/v1/list and POST {payBase}/pay/orders: a page of the caller's history. */
export interface HistoryQuery {
  pageIndex: number;
  pageSize: number;
}

/** Answer of addWithdraw: the new withdrawal and the balance after the reservation. */
export interface WithdrawAnswer {
  withdrawId: number;
  status: WithdrawStatus;
  /** Cents. */
  balance: number;
}

// ---------------------------------------------------------------------------------------------
// Deposits (pay base: runtime config payBase)

/** A deposit limit in cents; only an enabled limit bounds the amount. */
export interface PayLimit {
  min: number;
  max: number;
  enable: boolean;
}

/** A USDT network of a virtual-currency method (spec §3 "virtual protocol"). */
export interface VirtualProtocol {
  /** 'TRC20' or 'ERC20': the deposit request's protocolType. */
  type: string;
  name: string;
  tips: string;
  /** Preset amounts, cents (of the site currency, not USDT). */
  initPrices: number[];
  limit: PayLimit;
}

/**
 * classIcon of spec §3: 'xnzf' virtual currency (USDT), 'svip' contact customer service; others are
 * channel icons — the reference server seeds 'bank', 'alipay' and 'wechat' (e-wallets).
 */
export type PayClassIcon = 'bank' | 'alipay' | 'wechat' | 'xnzf' | 'svip' | (string & {});

/** One payment method of POST {payBase}/pay/payList (spec §3 "Pay method"). */
export interface PayMethod {
  id: number;
  name: string;
  classIcon: PayClassIcon;
  /** 2 = USDT (pays by blockchain transfer); 1 = cashier page (payUrl); 0 = contact only (svip). */
  checkType: number;
  /** 1 shows the recommended badge. */
  isRecommend: 0 | 1;
  /** Bonus percentage credited on top of a paid deposit (fund type 9), e.g. 1.5 = 1.5 %; 0 none. */
  discount: number;
  tips: string;
  limit: PayLimit;
  /** Preset amounts, cents. */
  initPrices: number[];
  /** Site currency per 1 USDT (USDT methods; 0 elsewhere). Expected USDT = money / exchangeRate, rounded down. */
  exchangeRate: number;
  /** SDK methods are dropped by the web client (spec §4). */
  isSdk: 0 | 1;
  /** svip: the contact page to open; '' elsewhere. */
  url: string;
  /** USDT networks; [] elsewhere. */
  virtualPayList: VirtualProtocol[];
}

export interface PayListRequest {
  device: 'pc';
}

export interface PayListAnswer {
  /** '0': deposits are off, show customer service instead (spec §4). */
  rechargeSwitch: '0' | '1';
  list: PayMethod[];
}

/** POST {payBase}/pay/pay (spec §3 "Deposit request"). */
export interface DepositRequest {
  payTypeId: number;
  /** Cents of the site currency. */
  money: number;
  isPaySDK: 0 | 1;
  /** USDT: the chosen VirtualProtocol.type; '' otherwise. */
  protocolType: string;
  /** USDT: 'USDT'; '' otherwise. */
  virtualType: string;
  checkType: number;
  device: 'pc';
}

/**
 * Answer of /pay/pay. USDT: `orderId` only (show deposit-usdt-info). Cashier methods: `orderId`
 * and `payUrl`, an absolute or same-origin URL of the cashier page (a real gateway may answer
 * HTML instead, spec §4: never written into a window of our origin).
 */
/** A payUrl is a URL (absolute http(s) or a path on this site); anything else is a cashier page's HTML. */
export const isPayUrl = (payUrl: string): boolean => /^(https?:\/\/|\/(?!\/))\S*$/i.test(payUrl.trim());

export interface DepositAnswer {
  orderId: string;
  payUrl?: string;
}

/**
 * Deposit order status: 0 awaiting payment, 1 credited, 2 failed or cancelled, 3 USDT transaction
 * submitted (awaiting confirmation), 4 expired (not paid in time: it can no longer be paid).
 */
export type DepositStatus = 0 | 1 | 2 | 3 | 4;

/** POST {payBase}/pay/order `{ orderId }` and /pay/submitTxId: the caller's deposit order. */
export interface DepositOrder {
  orderId: string;
  payTypeId: number;
  payName: string;
  checkType: number;
  /** Cents of the site currency. */
  money: number;
  /** Bonus credited on payment (type 9), cents. */
  bonus: number;
  status: DepositStatus;
  createTime: string;
  /** Until when an order awaiting payment (status 0) may be paid; after it the order is expired (4). */
  expireTime: string;
  /** USDT only ('' / 0 otherwise): network, the wallet to pay to, USDT cents to send, the rate used, the submitted transaction id. */
  protocolType: string;
  walletAddress: string;
  usdtAmount: number;
  exchangeRate: number;
  txId: string;
}

/** POST {payBase}/pay/submitTxId. */
export interface SubmitTxIdRequest {
  orderId: string;
  txId: string;
}

/** POST /recharge/v1/getRechargeConfig. */
export interface RechargeConfig {
  /** Notice shown in customer-service mode and above the methods (HTML). */
  rechargeContent: string;
}

// ---------------------------------------------------------------------------------------------
// VIP

export interface VipLevel {
  level: number;
  /** Total recharge needed for the level, cents. */
  limitRechargeAmount: number;
}

/** POST /vip/v1/vipConfigList. */
export interface VipConfig {
  vipConfigList: VipLevel[];
  /** Explanation (HTML), may be ''. */
  content: string;
  /** The caller's total credited deposits, cents (progress to the next level). */
  rechargeTotal: number;
  /** The caller's level (same as User.vipLevel). */
  vipLevel: number;
}

// ---------------------------------------------------------------------------------------------
// Fund records (details)

/** Fund record types of spec §4. */
export const FundTypeId = {
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
  /** An operator's manual credit (cli credit); not in spec §4, see docs/decisions.md. */
  manualCredit: 11,
} as const;

export type FundTypeIdValue = (typeof FundTypeId)[keyof typeof FundTypeId];

/** GET /details/v1/type: one entry per fund type (name in Chinese; clients translate by id). */
export interface FundTypeEntry {
  id: number;
  name: string;
}

/** POST /details/v1/list. `detailsTypeId` null (or absent) is all types; dates as in bet records. */
export interface FundRecordQuery {
  pageIndex: number;
  pageSize: number;
  detailsTypeId: number | null;
  startDate: string;
  endDate: string;
}

/** One fund record (spec §3 "Transaction detail"), newest first. */
export interface FundRecord {
  id: number;
  typeId: FundTypeIdValue;
  /** Withdrawals (typeId 3): the withdrawal's status 0/1/2; null for every other type. */
  status: WithdrawStatus | null;
  /** Signed cents: credits positive, debits negative. */
  amount: number;
  /** Balance after the record, cents. */
  balance: number;
  /** Description: for typeId 8 the rejection reason; may be '' otherwise. */
  desp: string;
  createTime: string;
}

// ---------------------------------------------------------------------------------------------
// E-mail

/** sendEmail types (spec §7): 1 withdrawal code (to the bound address), 2 bind a new address, 3 unbind (to the bound address). */
/** 1 withdrawal, 2 bind, 3 unbind (sendEmail); 4 login password reset (forgotPassword, a visitor's call). */
export type EmailCodeType = 1 | 2 | 3 | 4;

export interface SendEmailRequest {
  /** The address to bind (type 2); ignored for 1 and 3, which go to the bound address. */
  email: string;
  type: EmailCodeType;
}

/** Answer of sendEmail: when the next code may be asked for. */
export interface SendEmailAnswer {
  /** Seconds until a resend is accepted (120 after a send). */
  resendAfter: number;
}

/** POST /email/v1/bindEmail: type 2 binds `email`, type 3 unbinds the bound address. */
export interface BindEmailRequest {
  email: string;
  code: string;
  type: 2 | 3;
}

// ---------------------------------------------------------------------------------------------
// Agent centre

/** GET /user/v1/agentShare. */
export interface AgentShare {
  /** The caller's invite code. */
  code: string;
  /** Registration link carrying the code (`…/pages/auth/register?invite=CODE`). */
  shareUrlPc: string;
  /** Same link for the QR image (the client renders the QR). */
  shareUrlImage: string;
  /** Recharge notice (HTML). */
  content: string;
}

/** GET /user/v1/agentContent: how to share (HTML) and the rebate rate. */
export interface AgentContent {
  content: string;
  /** Rebate on sub-accounts' settled stakes, in per mille of the stake (e.g. 5 = 0.5 %). */
  rebatePermille: number;
}

/** POST /user/v1/agentReport (spec §9: 10 a page). */
export interface AgentReportQuery {
  pageIndex: number;
  pageSize: number;
  startDate: string;
  endDate: string;
}

/** One sub-account in the date range. */
export interface AgentReportRow {
  account: string;
  /** Paid out to the sub-account on bets settled in the range, cents. */
  prizeAmount: number;
  /** Rebate credited to the caller for the sub-account's bets settled in the range, cents. */
  rebateAmount: number;
  /** Stakes of the sub-account's settled bets in the range, cents. */
  bettingAmount: number;
  registerTime: string;
}

/** Answer of agentReport; the envelope also carries `total` at the top level (spec §7). */
export interface AgentReport {
  reportVOList: AgentReportRow[];
  /** Number of sub-accounts (rows over all pages). */
  total: number;
}

/** How a bound entry reads (spec §2: bank name + card number + holder), its number masked. */
export const payoutLabel = (bank: Pick<UserBank, 'bankName' | 'bankCardNo' | 'bankUserName'>): string =>
  [bank.bankName, maskAccountNo(bank.bankCardNo), bank.bankUserName].filter(Boolean).join(' · ');

/**
 * A card number or wallet address as shown back to the player: enough to recognise it, not
 * enough to copy it. Cards keep their last 4 digits (`**** 1234`); wallet addresses, which are
 * checked by eye at both ends, keep their first 6 and last 4 (`TXyZ12…9aBc`).
 */
export function maskAccountNo(no: string): string {
  const plain = no.replace(/\s+/g, '');
  if (plain.length <= 4) return plain;
  if (plain.length > 20) return `${plain.slice(0, 6)}…${plain.slice(-4)}`;
  return `**** ${plain.slice(-4)}`;
}
