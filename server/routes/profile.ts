import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
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
import { Fields, NullableTextField, TextField, type WithBody } from '../http/request-schemas';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';
import { protectedCall, protectedMutation } from './protected';

/** Either the avatar, or the personal information (validatePersonalInfo: code 1 with its key). */
const UPDATE_FIELDS = Fields({
  avatar: NullableTextField('b_01.png … b_16.png; when present (not null), only the avatar changes'),
  name: TextField('real name'),
  cardNo: TextField('identity card number'),
  mobile: TextField('mobile number'),
});
const PASSWORD_CHANGE_FIELDS = Fields({ oldPassword: TextField('the current password'), newPassword: TextField('the new password (models/validation: code 1 with its key)') });

/** /user/v1/update, updatePassword, updateWithdrawPassword: the player's own profile and passwords. */
export function registerProfileRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    AccountPath.userUpdate,
    { schema: { body: UPDATE_FIELDS } },
    protectedMutation(ctx, async (tx, caller, request: WithBody<typeof UPDATE_FIELDS>) => {
      const body = request.body;
      const result = body.avatar !== undefined && body.avatar !== null
        ? await updateAvatar(tx, caller.userId, body.avatar)
        : await updatePersonalInfo(tx, caller.userId, { name: body.name ?? '', cardNo: body.cardNo ?? '', mobile: body.mobile ?? '' }, ctx.variant);
      if (!result.ok) return fail(result.code, result.msg);
      const user = await loadUser(tx, caller.userId);
      return user ? ok(user) : fail(ErrorCode.tokenUnauthorized);
    }),
  );

  api.post(AccountPath.updatePassword, { schema: { body: PASSWORD_CHANGE_FIELDS } }, protectedCall(ctx, (caller, request: WithBody<typeof PASSWORD_CHANGE_FIELDS>) => changePassword(ctx, caller, request, 'login')));
  api.post(AccountPath.updateWithdrawPassword, { schema: { body: PASSWORD_CHANGE_FIELDS } }, protectedCall(ctx, (caller, request: WithBody<typeof PASSWORD_CHANGE_FIELDS>) => changePassword(ctx, caller, request, 'withdraw')));
}

/**
 * The models' validator first (code 1 with its key), then throttling (4006) and the old password
 * (1004 login, 1006 withdrawal; failures counted as at login). A new login password ends every
 * session of the account, the caller's included.
 */
async function changePassword(ctx: RouteContext, caller: Caller, request: WithBody<typeof PASSWORD_CHANGE_FIELDS>, kind: PasswordKind): Promise<Envelope> {
  const { db } = ctx;
  const oldPassword = request.body.oldPassword ?? '';
  const newPassword = request.body.newPassword ?? '';
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
