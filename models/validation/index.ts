/** Validation of spec §5: the generic checker, format helpers, input filters and every form's validator. */
export { check, type CheckFailure, type CheckRule, type CheckValues, type RuleTest } from './checker';
export { isBlank, isEmail, isIdCard, isLettersDigits, isPhoneNo, isQQ, isZipcode, charLength } from './helpers';
export { ValidationKey } from './keys';
export { InputLimit } from './limits';
export { firstError, type FieldError, type ValidationRule } from './field-error';
export { sanitizeDigits, sanitizeLettersDigits } from './sanitize';
export { validateLogin, validateRegister, type LoginValues, type RegisterValues } from './auth';
export { validateLoginPasswordChange, validateWithdrawPasswordChange, type PasswordChangeValues } from './passwords';
export { validateBindEmail, validateEmailForCode, type BindEmailValues } from './email';
export { validatePasswordReset, validateResetRequest, type PasswordResetValues, type ResetRequestValues } from './password-reset';
export { validatePersonalInfo, type PersonalInfoValues } from './profile';
export { USDT_BANK_CODES, isUsdtBank, validateBindBank, type BindBankValues } from './bank';
export { validateWithdraw, type WithdrawValues } from './withdraw';
export {
  expectedUsdtCents,
  validateDeposit,
  validateTransactionId,
  type DepositLimit,
  type DepositValues,
} from './deposit';
