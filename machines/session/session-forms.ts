import { validateLogin, validateRegister } from '../../models/validation';
import type { FormError } from '../core/form-error';
import type { LoginForm, RegisterForm } from '../core/session';

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
