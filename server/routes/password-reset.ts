import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { maskEmail, type ForgotPasswordAnswer } from '../../models/password-reset';
import { validatePasswordReset, validateResetRequest } from '../../models/validation';
import type { Queryable } from '../db/database';
import { normalizeAccount } from '../domain/accounts';
import { storePasswordHash } from '../domain/account/password-store';
import { consumeCode, issueCode } from '../domain/email/codes';
import { deliverCode, type IssuedCode } from '../domain/email/deliver-code';
import { hashPassword } from '../domain/passwords';
import { revokeAllSessions } from '../domain/sessions';
import { fail, ok } from '../http/envelope';
import { Fields, TextField } from '../http/request-schemas';
import { ipScope, runMutation } from '../http/mutation';
import type { RouteContext } from './context';

/**
 * /basic/v1/forgotPassword and resetPassword: a visitor resets a forgotten login password with a
 * code sent to the account's bound address (code type 4, with the throttles of every e-mail code:
 * one per 120 s, 20 a day, 10 minutes, 5 wrong tries). An account without a bound address and an
 * unknown account answer alike (`email: ''`): the client sends both to customer service.
 */

const FORGOT = Fields({ account: TextField('account name (models/validation validateResetRequest: code 1 with its key)') });
const RESET = Fields({
  account: TextField('account name'),
  code: TextField('the six-digit code from the e-mail'),
  newPassword: TextField('the new login password (models/validation validatePasswordReset: code 1 with its key)'),
});

const NO_ADDRESS: ForgotPasswordAnswer = { email: '', resendAfter: 0 };

/** The account's id and bound address, its row locked (so two requests cannot both pass the resend check). */
async function lockAccount(tx: Queryable, account: string): Promise<{ id: number; email: string } | null> {
  const [row] = await tx.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE account = $1 FOR UPDATE', [normalizeAccount(account)]);
  return row ?? null;
}

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(ApiPath.forgotPassword, { schema: { body: FORGOT } }, async (request) => {
    const account = request.body.account ?? '';
    const invalid = validateResetRequest({ account });
    if (invalid) return fail(ErrorCode.failed, invalid.messageKey);
    let issued: IssuedCode | null = null;
    const answer = await runMutation(db, request, ipScope(request), async (tx) => {
      const user = await lockAccount(tx, account);
      if (!user || user.email === '') return ok(NO_ADDRESS);
      const result = await issueCode(tx, ctx.mail.codeKey, { userId: user.id, type: 4, email: user.email });
      if (!result.ok) return result.reason === 'too-soon' ? fail(ErrorCode.codeRequestedRepeatedly, `请在 ${result.retryAfter} 秒后重新获取`) : fail(ErrorCode.tooFrequent);
      issued = { userId: user.id, type: 4, to: user.email, code: result.code };
      return ok({ email: maskEmail(user.email), resendAfter: result.resendAfter } satisfies ForgotPasswordAnswer);
    });
    const code = issued as IssuedCode | null;
    if (code === null) return answer;
    const sent = await deliverCode(db, ctx.mail.mailer, code, (error) => request.log.error({ err: error }, 'sending a password reset code failed'));
    return sent ? answer : fail(ErrorCode.sendFailed);
  });

  api.post(ApiPath.resetPassword, { schema: { body: RESET } }, async (request) => {
    const account = request.body.account ?? '';
    const code = request.body.code ?? '';
    const newPassword = request.body.newPassword ?? '';
    const invalid = validateResetRequest({ account }) ?? validatePasswordReset({ code, newPassword, confirmPassword: newPassword });
    if (invalid) return fail(ErrorCode.failed, invalid.messageKey);
    // The slow hash runs outside the transaction; a wrong code wastes it, but codes are few (20 a day, 5 tries each).
    const hash = await hashPassword(newPassword, ctx.passwordCost);
    return runMutation(db, request, ipScope(request), async (tx) => {
      const user = await lockAccount(tx, account);
      // No account, no address, or a missing, expired, used or wrong code: all one answer (1002).
      if (!user || user.email === '' || !(await consumeCode(tx, ctx.mail.codeKey, { userId: user.id, type: 4, email: user.email, code }))) {
        return fail(ErrorCode.wrongVerificationCode);
      }
      await storePasswordHash(tx, user.id, 'login', hash);
      await revokeAllSessions(tx, user.id);
      return ok(null);
    });
  });
}
