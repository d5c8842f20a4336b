import type { Envelope } from '../../models/envelope';
import { ErrorCode } from '../../models/errors';

/** Business answers: HTTP 200 with `{ code, msg, data }`; the client translates by code. */

/** A repeat of an Idempotency-Key with a different request (method, path or body). Not in spec §8. */
export const IDEMPOTENCY_KEY_REUSED = ErrorCode.idempotencyKeyReused;

const SUCCESS = '成功';
const FAILED = '操作失败';

const MESSAGES: Readonly<Record<number, string>> = {
  [ErrorCode.tokenUnauthorized]: '登录已失效，请重新登录',
  [ErrorCode.credentialInvalid]: '登录凭证无效，请重新登录',
  [ErrorCode.accountAlreadyRegistered]: '该账号已被注册',
  [ErrorCode.wrongAccountOrPassword]: '账号或密码错误',
  [ErrorCode.inviteCodeNotFound]: '邀请码不存在',
  [ErrorCode.registerFieldsEmpty]: '邀请码、账号和密码不能为空',
  [ErrorCode.accountFrozen]: '账号已被冻结',
  [ErrorCode.tooFrequent]: '操作过于频繁，请稍后再试',
  [ErrorCode.codeRequestedRepeatedly]: '验证码已发送，请稍后再试',
  [ErrorCode.wrongVerificationCode]: '验证码错误',
  [ErrorCode.wrongPassword]: '密码错误',
  [ErrorCode.wrongWithdrawPassword]: '提现密码错误',
  [ErrorCode.insufficientBalance]: '余额不足',
  [ErrorCode.abnormalBalance]: '余额异常，请联系客服',
  [ErrorCode.sendFailed]: '发送失败，请重新发送',
  [ErrorCode.withdrawMethodBoundByOther]: '该提现方式已被其他用户绑定',
  [ErrorCode.wrongWithdrawInfo]: '提现信息错误',
  [ErrorCode.withdrawNotAllowed]: '该账号暂不能提现',
  [ErrorCode.turnoverNotMet]: '未达到提现流水要求',
  [ErrorCode.onlyOneMethod]: '只能绑定一种提现方式，如需更换请联系客服',
  [ErrorCode.dailyWithdrawCountUsed]: '今日提现次数已用完',
  [IDEMPOTENCY_KEY_REUSED]: 'Idempotency-Key 已用于另一个请求',
};

export const ok = <T>(data: T): Envelope<T> => ({ code: ErrorCode.ok, msg: SUCCESS, data });

/** A refusal; `msg` defaults to the Chinese text of the code (zh-CN is the product's default). */
export const fail = (code: number, msg: string = MESSAGES[code] ?? FAILED): Envelope<null> => ({ code, msg, data: null });

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'msg' in value && 'data' in value;
}
