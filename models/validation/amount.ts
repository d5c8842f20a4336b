/** The refusal of a typed amount that is not a plain number (models/typed-amount.ts readTypedAmount). */
import { readTypedAmount } from '../typed-amount';
import type { FieldError } from './field-error';
import { ValidationKey as K, type ValidationKey } from './keys';

/**
 * Cents of the typed `text`, or the field's error: `blankKey` for nothing typed, a format or
 * decimals message for anything that is not exactly an amount.
 */
export function typedAmountOrError(text: string, field: string, blankKey: ValidationKey): { cents: number } | { error: FieldError } {
  const reading = readTypedAmount(text);
  if ('cents' in reading) return reading;
  const messageKey = reading.problem === 'decimals' ? K.amountDecimals : reading.problem === 'format' ? K.amountFormat : blankKey;
  return { error: { field, messageKey } };
}
