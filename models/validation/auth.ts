/** Login and registration forms (spec §5). */
import { firstError, type FieldError, type ValidationRule } from './field-error';
import { ValidationKey as K } from './keys';
import { InputLimit as L } from './limits';

export type LoginValues = { account: string; password: string };

/** Names follow RegisterRequest (`code` is the invite code), plus the confirmation. */
export type RegisterValues = {
  code: string;
  account: string;
  password: string;
  confirmPassword: string;
  withdrawPassword: string;
  confirmWithdrawPassword: string;
};

const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;

const loginRules: readonly ValidationRule[] = [
  { name: 'account', type: 'notnull', message: K.noAccount },
  { name: 'account', type: 'between', param: [L.accountMin, L.accountMax], message: K.accountLength },
  { name: 'password', type: 'notnull', message: K.noPassword },
  { name: 'password', type: 'between', param: [L.passwordMin, L.passwordMax], message: K.passwordLength },
];

const registerRules: readonly ValidationRule[] = [
  { name: 'code', type: 'notnull', message: K.noInviteCode },
  { name: 'code', type: 'reg', param: new RegExp(`^[A-Za-z0-9]{1,${L.inviteCodeMax}}$`), message: K.inviteCodeFormat },
  { name: 'account', type: 'notnull', message: K.noAccount },
  { name: 'account', type: 'reg', param: LETTERS_DIGITS, message: K.accountFormat },
  { name: 'account', type: 'between', param: [L.accountMin, L.accountMax], message: K.accountLength },
  { name: 'password', type: 'notnull', message: K.noPassword },
  { name: 'password', type: 'between', param: [L.passwordMin, L.passwordMax], message: K.passwordLength },
  { name: 'password', type: 'reg', param: LETTERS_DIGITS, message: K.passwordFormat },
  { name: 'withdrawPassword', type: 'notnull', message: K.noWithdrawPassword },
  // One rule for a new withdrawal password, here and on the change page: 6–10 letters or digits.
  { name: 'withdrawPassword', type: 'between', param: [L.withdrawPasswordNewMin, L.withdrawPasswordNewMax], message: K.withdrawPasswordLength },
  { name: 'withdrawPassword', type: 'reg', param: LETTERS_DIGITS, message: K.withdrawPasswordFormat },
  { name: 'confirmPassword', type: 'same', param: 'password', message: K.passwordConfirm },
  { name: 'confirmWithdrawPassword', type: 'same', param: 'withdrawPassword', message: K.withdrawPasswordConfirmRegister },
];

/** Account required, 6–12; password required, 6–12. */
export function validateLogin(values: LoginValues): FieldError | null {
  return firstError(values, loginRules);
}

/**
 * In the order of §5: invite code (required, letters/digits, at most 6); account (required,
 * letters/digits, 6–12); password (required, 6–12, letters/digits); withdrawal password
 * (required, 6–10 letters/digits, as on the change page); confirmation equal to the password;
 * withdrawal password confirmation equal to it.
 */
export function validateRegister(values: RegisterValues): FieldError | null {
  return firstError(values, registerRules);
}
