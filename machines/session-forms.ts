import { validateLogin, validateRegister } from '../models/validation';
import type { FormError } from './session-error';

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
}

/** First failing rule of spec §5 "Login", or null. */
export function validateLoginForm(form: LoginForm): FormError | null {
  return validateLogin({ account: form.account, password: form.password });
}

/** First failing rule of spec §5 "Registration", in its order, or null. */
export function validateRegisterForm(form: RegisterForm): FormError | null {
  const error = validateRegister({
    code: form.code,
    account: form.account,
    password: form.password,
    confirmPassword: form.confirm,
    withdrawPassword: form.withdrawPassword,
  });
  // The form calls the confirmation field `confirm`; point the error at it.
  return error && error.field === 'confirmPassword' ? { ...error, field: 'confirm' } : error;
}
