/** Change of the login password and of the withdrawal password (spec §5). */
import { firstError, type FieldError, type ValidationRule } from './field-error';
import { ValidationKey as K } from './keys';
import { InputLimit as L } from './limits';

/** Field names follow the change-password payload (oldPassword, newPassword) plus the confirmation. */
export type PasswordChangeValues = { oldPassword: string; newPassword: string; confirmPassword: string };

const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;

/**
 * A new login password, changed or reset: required, 6–12, and the same alphabet as at
 * registration, so it is one registration would accept.
 */
export const NEW_LOGIN_PASSWORD_RULES: readonly ValidationRule[] = [
  { name: 'newPassword', type: 'notnull', message: K.noNewPassword },
  { name: 'newPassword', type: 'between', param: [L.passwordMin, L.passwordMax], message: K.passwordLength },
  { name: 'newPassword', type: 'reg', param: LETTERS_DIGITS, message: K.passwordFormat },
];

const loginPasswordRules: readonly ValidationRule[] = [
  { name: 'oldPassword', type: 'notnull', message: K.noOldPassword },
  ...NEW_LOGIN_PASSWORD_RULES,
  { name: 'newPassword', type: 'notsame', param: 'oldPassword', message: K.sameAsOld },
  { name: 'confirmPassword', type: 'same', param: 'newPassword', message: K.passwordConfirm },
];

const withdrawPasswordRules: readonly ValidationRule[] = [
  { name: 'oldPassword', type: 'notnull', message: K.noOldWithdrawPassword },
  {
    name: 'newPassword',
    type: 'between',
    param: [L.withdrawPasswordNewMin, L.withdrawPasswordNewMax],
    message: K.withdrawPasswordNewLength,
  },
  { name: 'newPassword', type: 'reg', param: LETTERS_DIGITS, message: K.withdrawPasswordFormat },
  { name: 'newPassword', type: 'notsame', param: 'oldPassword', message: K.sameAsOld },
  { name: 'confirmPassword', type: 'same', param: 'newPassword', message: K.withdrawPasswordConfirm },
];

/** Old required; new required, 6–12, letters/digits, different from old; confirmation equal to new. */
export function validateLoginPasswordChange(values: PasswordChangeValues): FieldError | null {
  return firstError(values, loginPasswordRules);
}

/** Old required; new 6–10 (empty fails here too), letters/digits, different from old; confirmation equal to new. */
export function validateWithdrawPasswordChange(values: PasswordChangeValues): FieldError | null {
  return firstError(values, withdrawPasswordRules);
}
