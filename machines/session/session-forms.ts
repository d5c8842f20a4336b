import { validateLogin, validateRegister } from '../../models/validation';
import type { FormError } from '../core/session-error';

/** The login and register forms as the session receives them (spec §3 payloads + confirm). */
export interface LoginForm {
  account: string;
  password: string;
}

export interface RegisterForm {
  /** Invite code. */
  code: string;
  account: string;
  password: string;
  confirm: string;
  withdrawPassword: string;
  /** The withdrawal password again. */
  confirmWithdraw: string;
}

/** First failing rule of spec §5 "Login", or null. */
export function validateLoginForm(form: LoginForm): FormError | null {
  return validateLogin({ account: form.account, password: form.password });
}

const FORM_FIELD: Readonly<Record<string, string>> = { confirmPassword: 'confirm', confirmWithdrawPassword: 'confirmWithdraw' };

/** First failing rule of spec §5 "Registration", in its order, or null. */
export function validateRegisterForm(form: RegisterForm): FormError | null {
  const error = validateRegister({
    code: form.code,
    account: form.account,
    password: form.password,
    confirmPassword: form.confirm,
    withdrawPassword: form.withdrawPassword,
    confirmWithdrawPassword: form.confirmWithdraw,
  });
  // The form calls the confirmation fields `confirm` and `confirmWithdraw`; point the error at them.
  const field = error ? FORM_FIELD[error.field] : undefined;
  return error && field ? { ...error, field } : error;
}
