import { ErrorCode } from '../../models/errors';

/**
 * Server-side checks of a registration (spec §5), in the spec's order. The client checks the same
 * before sending; the server repeats them because any caller can post anything.
 */

export interface RegistrationFields {
  account: string;
  password: string;
  withdrawPassword: string;
  code: string;
}

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

const isAccountName = (value: string): boolean => LETTERS_AND_DIGITS.test(value) && value.length >= 6 && value.length <= 12;
const isLoginPassword = (value: string): boolean => LETTERS_AND_DIGITS.test(value) && value.length >= 6 && value.length <= 12;
const isWithdrawPassword = (value: string): boolean => LETTERS_AND_DIGITS.test(value) && value.length <= 12;
const isInviteCode = (value: string): boolean => LETTERS_AND_DIGITS.test(value) && value.length <= 6;

/** The refusal for `fields`, or null when they may register. */
export function registrationProblem(fields: RegistrationFields): { code: number; msg: string } | null {
  if (fields.code === '' || fields.account === '' || fields.password === '') {
    return { code: ErrorCode.registerFieldsEmpty, msg: '邀请码、账号和密码不能为空' };
  }
  if (!isInviteCode(fields.code)) return { code: ErrorCode.inviteCodeNotFound, msg: '邀请码不存在' };
  if (!isAccountName(fields.account)) return { code: ErrorCode.failed, msg: '账号须为 6-12 位字母或数字' };
  if (!isLoginPassword(fields.password)) return { code: ErrorCode.failed, msg: '密码须为 6-12 位字母或数字' };
  if (fields.withdrawPassword === '' || !isWithdrawPassword(fields.withdrawPassword)) {
    return { code: ErrorCode.failed, msg: '提现密码须为 1-12 位字母或数字' };
  }
  return null;
}
