import { formatAmount } from '../../../models/money';
import { MAX_ENTRY_CENTS } from '../ledger-limits';

/**
 * The account area's business settings (ServerOptions.account; server/env.ts reads them from the
 * environment, docs/api.md "Limits"). Checked once at start-up: a bad value stops the server.
 */

export interface WithdrawLimits {
  /** Per withdrawal, cents. */
  minCents: number;
  maxCents: number;
  /** Withdrawals a player may request per day (server local date); rejected ones count. */
  dailyCount: number;
  /** Daily window 'HH:mm-HH:mm' in server local time, both ends inclusive to the minute; may wrap midnight. */
  window: string;
  /** Stakes needed since the last withdrawal, in % of the deposits since (code 4004); 0 is no requirement. */
  turnoverPercent: number;
}

export interface AccountSettings {
  /** Demo mode: USDT deposits credited on submission, the dev mailbox page. */
  demo: boolean;
  withdraw: WithdrawLimits;
  /** Agent rebate on a sub-account's settled stake, per mille (5 = 0.5 %); 0 turns rebates off. */
  rebatePermille: number;
  /** False: payList answers rechargeSwitch '0' (customer-service mode). */
  rechargeSwitch: boolean;
  /** Wallets USDT deposits are paid to, per network. */
  usdtWallets: Readonly<Record<string, string>>;
  /** Minutes an order awaits payment before it expires (status 4) and can no longer be paid. */
  depositExpiryMinutes: number;
}

export const DEFAULT_WITHDRAW_LIMITS: WithdrawLimits = { minCents: 10_000, maxCents: 100_000_000, dailyCount: 5, window: '00:00-23:59', turnoverPercent: 0 };
export const DEFAULT_REBATE_PERMILLE = 5;
export const DEFAULT_DEPOSIT_EXPIRY_MINUTES = 30;
/** A week: longer than any gateway keeps a cashier open. */
const MAX_DEPOSIT_EXPIRY_MINUTES = 7 * 24 * 60;

/**
 * Placeholder wallets of demo mode (well-formed, owned by nobody we know). A real deployment sets
 * FASTDRAW_USDT_TRC20_ADDRESS / FASTDRAW_USDT_ERC20_ADDRESS.
 */
export const DEMO_USDT_WALLETS: Readonly<Record<string, string>> = {
  TRC20: 'TFastdrawSandboxWa11etTRCtwentyxxx',
  ERC20: '0xFa57d4a3000000000000000000000000005a4d80',
};

export interface AccountOptions {
  demo?: boolean;
  withdraw?: Partial<WithdrawLimits>;
  rebatePermille?: number;
  rechargeSwitch?: boolean;
  usdtWallets?: Partial<Record<string, string>>;
  depositExpiryMinutes?: number;
}

export function resolveAccountSettings(options: AccountOptions = {}): AccountSettings {
  const withdraw = { ...DEFAULT_WITHDRAW_LIMITS, ...options.withdraw };
  const { minCents, maxCents, dailyCount } = withdraw;
  if (!Number.isSafeInteger(minCents) || minCents <= 0) throw new Error(`The withdrawal minimum must be a positive amount, got ${minCents} cents`);
  if (!Number.isSafeInteger(maxCents) || maxCents < minCents || maxCents > MAX_ENTRY_CENTS) {
    throw new Error(`The withdrawal maximum must be between the minimum and ${formatAmount(MAX_ENTRY_CENTS)}, got ${maxCents} cents`);
  }
  if (!Number.isSafeInteger(dailyCount) || dailyCount < 1) throw new Error(`The daily withdrawal count must be at least 1, got ${dailyCount}`);
  parseWindow(withdraw.window);
  if (!Number.isInteger(withdraw.turnoverPercent) || withdraw.turnoverPercent < 0 || withdraw.turnoverPercent > 10_000) {
    throw new Error(`The turnover requirement must be 0 to 10000 %, got ${withdraw.turnoverPercent}`);
  }
  const rebatePermille = options.rebatePermille ?? DEFAULT_REBATE_PERMILLE;
  if (!Number.isInteger(rebatePermille) || rebatePermille < 0 || rebatePermille > 100) {
    throw new Error(`The agent rebate must be 0 to 100 per mille, got ${rebatePermille}`);
  }
  const depositExpiryMinutes = options.depositExpiryMinutes ?? DEFAULT_DEPOSIT_EXPIRY_MINUTES;
  if (!Number.isInteger(depositExpiryMinutes) || depositExpiryMinutes < 1 || depositExpiryMinutes > MAX_DEPOSIT_EXPIRY_MINUTES) {
    throw new Error(`The deposit expiry must be 1 to ${MAX_DEPOSIT_EXPIRY_MINUTES} minutes, got ${depositExpiryMinutes}`);
  }
  const demo = options.demo ?? false;
  // Outside demo mode there is no placeholder: a network without a configured wallet takes no orders.
  const wallets: Record<string, string> = demo ? { ...DEMO_USDT_WALLETS } : {};
  for (const [network, address] of Object.entries(options.usdtWallets ?? {})) if (address) wallets[network] = address;
  return { demo, withdraw, rebatePermille, rechargeSwitch: options.rechargeSwitch ?? true, usdtWallets: wallets, depositExpiryMinutes };
}

/** A window in minutes of the day, or a thrown Error naming the malformed text. */
export function parseWindow(text: string): { start: number; end: number } {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text.trim());
  const [h1, m1, h2, m2] = (match?.slice(1) ?? []).map(Number);
  if (!match || [h1, h2].some((h) => h! > 23) || [m1, m2].some((m) => m! > 59)) {
    throw new Error(`The withdrawal window must look like 09:00-22:00, got "${text}"`);
  }
  return { start: h1! * 60 + m1!, end: h2! * 60 + m2! };
}

/** Whether the server local time `now` falls in the window (wrapping midnight when start > end). */
export function inWindow(window: string, now: number): boolean {
  const { start, end } = parseWindow(window);
  const date = new Date(now);
  const minute = date.getHours() * 60 + date.getMinutes();
  return start <= end ? minute >= start && minute <= end : minute >= start || minute <= end;
}
