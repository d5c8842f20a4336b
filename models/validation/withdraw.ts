/** Withdraw order submission (spec §5), in the spec's order. */
import type { Variant } from '../currency';
import { formatMoney } from '../money';
import { typedAmountOrError } from './amount';
import type { FieldError } from './field-error';
import { isBlank } from './helpers';
import { ValidationKey as K } from './keys';

export type WithdrawValues = {
  /** Withdraw info status: 0 allowed, 1 not. */
  status: number;
  /** The server's explanation shown when withdrawing is not allowed. */
  staticNotice?: string | null;
  bankId: number | string | null;
  /** The typed amount, in currency units. */
  amount: string;
  withdrawPassword: string;
  availableCents: number;
  minWithdrawCents: number;
  /** Whether an e-mail code must accompany the order. */
  emailRequired: boolean;
  verifyCode: string;
  /** For the minimum shown in the message. */
  variant: Variant;
};

/**
 * Status 0 (else the server notice); bank chosen; amount typed exactly, positive and not above the
 * available balance; password present; amount at least the minimum (message with the minimum and
 * currency); e-mail code when required.
 */
export function validateWithdraw(values: WithdrawValues): FieldError | null {
  if (values.status !== 0) {
    const notice = values.staticNotice?.trim();
    return { field: 'status', messageKey: K.withdrawUnavailable, ...(notice ? { serverMessage: notice } : {}) };
  }
  if (isBlank(values.bankId)) return { field: 'bankId', messageKey: K.selectWithdrawAccount };
  const typed = typedAmountOrError(values.amount, 'amount', K.withdrawAmount);
  if ('error' in typed) return typed.error;
  const { cents } = typed;
  if (cents <= 0 || cents > values.availableCents) {
    return { field: 'amount', messageKey: K.withdrawAmount };
  }
  if (isBlank(values.withdrawPassword)) return { field: 'withdrawPassword', messageKey: K.noWithdrawPassword };
  if (cents < values.minWithdrawCents) {
    return {
      field: 'amount',
      messageKey: K.withdrawBelowMinimum,
      values: { min: formatMoney(values.minWithdrawCents, values.variant) },
    };
  }
  if (values.emailRequired && isBlank(values.verifyCode)) return { field: 'verifyCode', messageKey: K.emailCode };
  return null;
}
