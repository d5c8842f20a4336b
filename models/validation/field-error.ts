import { check, type CheckRule, type CheckValues } from './checker';
import type { ValidationKey } from './keys';

/**
 * What a validator reports: the first failing field and its message key, with interpolation
 * values when the text needs them. `serverMessage`, when present, is the server's own text to
 * show instead of the key's (as for the withdraw notice). Same shape as machines' FormError.
 */
export interface FieldError {
  field: string;
  messageKey: ValidationKey;
  values?: Record<string, string | number>;
  serverMessage?: string;
}

export type ValidationRule = CheckRule<ValidationKey>;

/** The first failing rule as a FieldError, or null. */
export function firstError(values: CheckValues, rules: readonly ValidationRule[]): FieldError | null {
  const failure = check(values, rules);
  return failure ? { field: failure.field, messageKey: failure.message } : null;
}
