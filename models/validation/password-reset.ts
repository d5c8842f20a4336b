/** Resetting a forgotten login password with an e-mail code (issue 17 §5). */
import { firstError, type FieldError, type ValidationRule } from './field-error';
import { ValidationKey as K } from './keys';
import { InputLimit as L } from './limits';
import { NEW_LOGIN_PASSWORD_RULES } from './passwords';

/** The account whose password is forgotten; the code goes to its bound address. */
export type ResetRequestValues = { account: string };

/** The code from the e-mail and the new password twice. */
export type PasswordResetValues = { code: string; newPassword: string; confirmPassword: string };

const requestRules: readonly ValidationRule[] = [
  { name: 'account', type: 'notnull', message: K.noAccount },
  { name: 'account', type: 'between', param: [L.accountMin, L.accountMax], message: K.accountLength },
];

// The new password follows the same rules as at registration and on the change page.
const resetRules: readonly ValidationRule[] = [
  { name: 'code', type: 'notnull', message: K.emailCode },
  ...NEW_LOGIN_PASSWORD_RULES,
  { name: 'confirmPassword', type: 'same', param: 'newPassword', message: K.passwordConfirm },
];

/** Account required, 6–12 (as at login). */
export function validateResetRequest(values: ResetRequestValues): FieldError | null {
  return firstError({ account: values.account.trim() }, requestRules);
}

/** Code required; new password required, 6–12 letters or digits; confirmation equal to it. */
export function validatePasswordReset(values: PasswordResetValues): FieldError | null {
  return firstError({ ...values, code: values.code.trim() }, resetRules);
}
