import { ErrorCode } from '../../models/errors';
import { InputLimit, ValidationKey } from '../../models/validation';
import type { Queryable } from '../db/database';
import { admitPasswordCheck } from '../domain/account/password-failures';
import { loadPasswordHash } from '../domain/account/password-store';
import { verifyPassword } from '../domain/passwords';
import type { RouteContext } from './context';

/** Why a withdrawal password did not pass, as the route answers it. */
export interface PasswordRefusal {
  code: number;
  msg?: string;
}

export interface WithdrawPasswordCheck {
  /**
   * In the request's transaction, once nothing else refuses: null when the password is right (its
   * failures are forgotten), else the refusal: code 1 when none was given, 4006 when throttled,
   * 1006 when wrong (the failure counts).
   */
  verdict(tx: Queryable): Promise<PasswordRefusal | null>;
}

/**
 * Runs `work` with the caller's withdrawal password checked as at withdrawal and at binding a
 * payout method: the throttle slot is taken first, atomically; throttled or empty passwords skip
 * the slow hash, which runs outside the transaction; an unanswered check gives its slot back.
 */
export async function withWithdrawPassword<T>(ctx: RouteContext, userId: number, password: string, work: (check: WithdrawPasswordCheck) => Promise<T>): Promise<T> {
  const shaped = password !== '' && password.length <= InputLimit.withdrawPasswordMax;
  const check = shaped ? await admitPasswordCheck(ctx.db, userId, 'withdraw', ctx.loginLimits) : null;
  try {
    const correct = check?.admitted === true && (await verifyPassword(password, (await loadPasswordHash(ctx.db, userId, 'withdraw')) ?? ctx.dummyPasswordHash));
    return await work({
      async verdict(tx) {
        if (!check) return { code: ErrorCode.failed, msg: ValidationKey.noWithdrawPassword };
        if (!check.admitted) return { code: ErrorCode.tooFrequent };
        if (!correct) {
          await check.failed(tx);
          return { code: ErrorCode.wrongWithdrawPassword };
        }
        await check.passed(tx);
        return null;
      },
    });
  } finally {
    await check?.settle();
  }
}
