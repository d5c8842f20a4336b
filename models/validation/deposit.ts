/** Deposit form (spec §5). Amounts from the server (limits) are cents; the typed amount is in currency units. */
import { DEFAULT_USDT_EXCHANGE_RATE, type Variant } from '../currency';
import { divideCentsFloor, formatMoney } from '../money';
import { typedAmountOrError } from './amount';
import type { FieldError } from './field-error';
import { isBlank } from './helpers';
import { ValidationKey as K } from './keys';

/** A payment method's (or USDT protocol's) limit. Only an enabled limit bounds the amount. */
export type DepositLimit = { min: number; max: number; enable: boolean };

export type DepositValues = {
  payTypeId: number | string | null;
  amount: string;
  limit: DepositLimit | null;
  variant: Variant;
};

/** Method selected; amount typed exactly (models/money.ts readTypedAmount) and above 0; within an enabled limit (message with min and max). */
export function validateDeposit(values: DepositValues): FieldError | null {
  if (isBlank(values.payTypeId)) return { field: 'payTypeId', messageKey: K.selectPayType };
  const typed = typedAmountOrError(values.amount, 'amount', K.depositAmount);
  if ('error' in typed) return typed.error;
  const { cents } = typed;
  if (cents <= 0) return { field: 'amount', messageKey: K.depositAmount };
  const { limit } = values;
  if (limit?.enable && (cents < limit.min || cents > limit.max)) {
    return {
      field: 'amount',
      messageKey: K.depositOutOfLimit,
      values: { min: formatMoney(limit.min, values.variant), max: formatMoney(limit.max, values.variant) },
    };
  }
  return null;
}

/** The blockchain transaction ID of a USDT deposit must not be empty. */
export function validateTransactionId(txId: string): FieldError | null {
  return isBlank(txId) ? { field: 'txId', messageKey: K.noTransactionId } : null;
}

/**
 * Expected USDT for a deposit: amount ÷ exchange rate, rounded down to whole USDT cents.
 * Null when the rate is not a positive number.
 */
export function expectedUsdtCents(amountCents: number, exchangeRate: number = DEFAULT_USDT_EXCHANGE_RATE): number | null {
  return divideCentsFloor(amountCents, exchangeRate);
}
