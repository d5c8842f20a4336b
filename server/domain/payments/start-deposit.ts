import type { DepositAnswer } from '../../../models/account';
import type { Variant } from '../../../models/currency';
import type { Language } from '../../../models/language';
import { ErrorCode } from '../../../models/errors';
import { plainAmount } from '../../../models/money';
import { expectedUsdtCents, validateDeposit } from '../../../models/validation';
import type { Queryable } from '../../db/database';
import { passedLimit } from '../../../models/gaming-limits';
import { limitRefusal, siteTimeZone, usageOf } from '../gaming/usage';
import { isEntryAmount } from '../ledger-limits';
import { insertDeposit, MAX_OPEN_ORDERS, newOrderId, openOrderCount } from './deposits';
import { findPayMethod } from './methods';
import { CONTACT_PROVIDER, USDT_PROVIDER, type PaymentProvider } from './provider';

/**
 * POST {payBase}/pay/pay: checks the request against the method (the models' validateDeposit for
 * the limit), records the order and starts it — a USDT order gets the wallet to pay to, a gateway
 * order the provider's payUrl. Runs in the call's transaction, provider start included, so a
 * repeat with the same Idempotency-Key gets the same order and payUrl.
 */

export interface DepositDeps {
  providers: ReadonlyMap<string, PaymentProvider>;
  usdtWallets: Readonly<Record<string, string>>;
  variant: Variant;
  payBase: string;
  now: number;
  /** Minutes an order may await payment (FASTDRAW_DEPOSIT_EXPIRY_MINUTES). */
  expiryMinutes: number;
  /** The site's time zone of the deposit limits' periods; absent: the process's. */
  timeZone?: string;
}

export interface DepositFields {
  userId: number;
  payTypeId: number;
  /** Cents; NaN or anything not a whole number fails. */
  money: number;
  protocolType: string;
  origin: string;
  /** The language of the player's app (the call's `locale`): a gateway's cashier opens in it. */
  lang?: Language;
}

export type StartResult = { ok: true; answer: DepositAnswer } | { ok: false; code: number; msg?: string };

const refuse = (code: number, msg?: string): StartResult => ({ ok: false, code, ...(msg ? { msg } : {}) });

export async function startDeposit(tx: Queryable, deps: DepositDeps, fields: DepositFields): Promise<StartResult> {
  const method = Number.isSafeInteger(fields.payTypeId) && fields.payTypeId > 0 ? await findPayMethod(tx, fields.payTypeId, deps.providers) : null;
  if (!method) return refuse(ErrorCode.failed, 'validation:tip_select_type');
  if (method.provider === CONTACT_PROVIDER) return refuse(ErrorCode.failed, '该方式请联系客服充值');
  const usdt = method.provider === USDT_PROVIDER;
  const protocol = usdt ? method.virtualPayList.find((candidate) => candidate.type === fields.protocolType) : undefined;
  if (usdt && !protocol) return refuse(ErrorCode.failed, 'validation:tip_select_type');

  if (!isEntryAmount(fields.money)) return refuse(ErrorCode.failed, 'validation:tip_right_amount');
  const invalid = validateDeposit({ payTypeId: method.id, amount: plainAmount(fields.money), limit: protocol?.limit ?? method.limit, variant: deps.variant });
  if (invalid) return refuse(ErrorCode.failed, invalid.messageKey);

  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [fields.userId]);
  if ((await openOrderCount(tx, fields.userId)) >= MAX_OPEN_ORDERS) return refuse(ErrorCode.tooFrequent);
  // The player's own deposit limits (and a time-out or self-exclusion), under the wallet's lock.
  const timeZone = deps.timeZone ?? siteTimeZone();
  const usage = (await usageOf(tx, fields.userId, deps.now, timeZone)).filter((row) => row.kind === 'deposit' || row.kind === 'exclusion');
  const passed = passedLimit(usage, fields.money);
  if (passed) {
    const refusal = limitRefusal(passed, deps.now, timeZone);
    return refuse(refusal.code, refusal.msg);
  }

  const orderId = newOrderId(deps.now);
  const bonusCents = Math.floor((fields.money * method.discountBp) / 10_000);
  const base = {
    orderId,
    userId: fields.userId,
    payMethodId: method.id,
    payName: method.name,
    provider: method.provider,
    checkType: method.checkType,
    moneyCents: fields.money,
    bonusCents,
    expiryMinutes: deps.expiryMinutes,
    createdAt: deps.now,
  };

  if (usdt && protocol) {
    const walletAddress = deps.usdtWallets[protocol.type];
    const usdtCents = expectedUsdtCents(fields.money, method.exchangeRate);
    if (!walletAddress || !usdtCents || usdtCents <= 0) return refuse(ErrorCode.failed, '该网络暂不可用');
    await insertDeposit(tx, { ...base, protocolType: protocol.type, walletAddress, usdtCents, exchangeRate: String(method.exchangeRate) });
    return { ok: true, answer: { orderId } };
  }

  const provider = deps.providers.get(method.provider);
  if (!provider) throw new Error(`pay method ${method.id} names the unknown payment provider "${method.provider}"`);
  await insertDeposit(tx, base);
  const { payUrl } = await provider.start({ orderId, amountCents: fields.money, methodName: method.name, origin: fields.origin, payBase: deps.payBase, lang: fields.lang });
  return { ok: true, answer: { orderId, payUrl } };
}
