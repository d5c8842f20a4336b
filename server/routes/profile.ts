import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountPath } from '../../models/api-paths';
import type { Envelope } from '../../models/envelope';
import { ErrorCode } from '../../models/errors';
import { validateLoginPasswordChange, validateWithdrawPasswordChange } from '../../models/validation';
import { loadUser } from '../domain/accounts';
import { admitPasswordCheck, type PasswordKind } from '../domain/account/password-failures';
import { loadPasswordHash, storePasswordHash } from '../domain/account/password-store';
import { updateAvatar, updatePersonalInfo } from '../domain/account/profile';
import { hashPassword, verifyPassword } from '../domain/passwords';
import type { Caller } from '../domain/sessions';
import { revokeAllSessions } from '../domain/sessions';
import { fail, ok } from '../http/envelope';
import { hasField, textField } from '../http/fields';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';
import { protectedCall, protectedMutation } from './protected';

/** /user/v1/update, updatePassword, updateWithdrawPassword: the player's own profile and passwords. */
export function registerProfileRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.post(
    AccountPath.userUpdate,
    protectedMutation(ctx, async (tx, caller, request) => {
      const body = request.body;
      const result = hasField(body, 'avatar')
        ? await updateAvatar(tx, caller.userId, textField(body, 'avatar'))
        : await updatePersonalInfo(tx, caller.userId, { name: textField(body, 'name'), cardNo: textField(body, 'cardNo'), mobile: textField(body, 'mobile') });
      if (!result.ok) return fail(result.code, result.msg);
      const user = await loadUser(tx, caller.userId);
      return user ? ok(user) : fail(ErrorCode.tokenUnauthorized);
    }),
  );

  app.post(AccountPath.updatePassword, protectedCall(ctx, (caller, request) => changePassword(ctx, caller, request, 'login')));
  app.post(AccountPath.updateWithdrawPassword, protectedCall(ctx, (caller, request) => changePassword(ctx, caller, request, 'withdraw')));
}

/**
 * The models' validator first (code 1 with its key), then throttling (4006) and the old password
 * (1004 login, 1006 withdrawal; failures counted as at login). A new login password ends every
 * session of the account, the caller's included.
 */
async function changePassword(ctx: RouteContext, caller: Caller, request: FastifyRequest, kind: PasswordKind): Promise<Envelope> {
  const { db } = ctx;
  const oldPassword = textField(request.body, 'oldPassword');
  const newPassword = textField(request.body, 'newPassword');
  const values = { oldPassword, newPassword, confirmPassword: newPassword };
  const invalid = kind === 'login' ? validateLoginPasswordChange(values) : validateWithdrawPasswordChange(values);
  // The check takes its throttle slot first, atomically; hashing happens outside the transaction,
  // and invalid or throttled requests get none.
  const check = invalid === null ? await admitPasswordCheck(db, caller.userId, kind, ctx.loginLimits) : null;
  try {
    const oldOk = check?.admitted === true && (await verifyPassword(oldPassword, (await loadPasswordHash(db, caller.userId, kind)) ?? ctx.dummyPasswordHash));
    const newHash = oldOk ? await hashPassword(newPassword, ctx.passwordCost) : null;

    return await runMutation(db, request, userScope(caller), async (tx) => {
      if (invalid) return fail(ErrorCode.failed, invalid.messageKey);
      if (!check?.admitted) return fail(ErrorCode.tooFrequent);
      if (!oldOk || newHash === null) {
        await check.failed(tx);
        return fail(kind === 'login' ? ErrorCode.wrongPassword : ErrorCode.wrongWithdrawPassword);
      }
      await check.passed(tx);
      await storePasswordHash(tx, caller.userId, kind, newHash);
      if (kind === 'login') await revokeAllSessions(tx, caller.userId);
      return ok(null);
    });
  } finally {
    await check?.settle();
  }
}
