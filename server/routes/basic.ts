import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { registrationProblem } from '../domain/account-rules';
import { createUser, findLoginRecord, normalizeAccount, updatePasswordHash } from '../domain/accounts';
import { findInviteCode } from '../domain/invite-codes';
import { clearAccountFailures, isThrottled, recordFailure } from '../domain/login-throttle';
import { requestLanguage } from '../domain/content/languages';
import { listNotices } from '../domain/notices';
import { hashPassword, needsRehash, verifyPassword } from '../domain/passwords';
import { openSession, rotateSession } from '../domain/sessions';
import { fail, ok } from '../http/envelope';
import { positiveIntField, textField } from '../http/fields';
import { ipScope, runMutation } from '../http/mutation';
import type { RouteContext } from './context';

/** /basic/v1: what a visitor may call — login, register, refresh, notices. */
export function registerBasicRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.post(ApiPath.login, async (request) => {
    const attempt = { account: normalizeAccount(textField(request.body, 'account')), ip: request.ip };
    const password = textField(request.body, 'password');
    // The slow hash runs outside the transaction, so logins do not hold the database while hashing.
    // Throttled attempts skip it: a flood of guesses must not buy CPU time.
    const record = await findLoginRecord(db, attempt.account);
    const throttled = await isThrottled(db, attempt, ctx.loginLimits);
    // Unknown accounts verify against a dummy hash: the same answer in the same time as a wrong password.
    const passwordOk = !throttled && (await verifyPassword(password, record?.passwordHash ?? ctx.dummyPasswordHash)) && record !== null;
    const upgradedHash = passwordOk && needsRehash(record.passwordHash, ctx.passwordCost) ? await hashPassword(password, ctx.passwordCost) : null;

    return runMutation(db, request, ipScope(request), async (tx) => {
      if (throttled || (await isThrottled(tx, attempt, ctx.loginLimits))) return fail(ErrorCode.tooFrequent);
      if (!passwordOk) {
        await recordFailure(tx, attempt);
        return fail(ErrorCode.wrongAccountOrPassword);
      }
      // Told only to someone who knows the password, so it does not reveal that the account exists.
      if (record.frozen) return fail(ErrorCode.accountFrozen);
      await clearAccountFailures(tx, attempt.account);
      if (upgradedHash) await updatePasswordHash(tx, record.id, upgradedHash);
      return ok(await openSession(tx, record.id, ctx.sessionLifetimes));
    });
  });

  app.post(ApiPath.register, async (request) => {
    const fields = {
      account: normalizeAccount(textField(request.body, 'account')),
      password: textField(request.body, 'password'),
      withdrawPassword: textField(request.body, 'withdrawPassword'),
      code: textField(request.body, 'code').trim(),
    };
    const problem = registrationProblem(fields);
    if (problem) return fail(problem.code, problem.msg);
    const passwordHash = await hashPassword(fields.password, ctx.passwordCost);
    const withdrawPasswordHash = await hashPassword(fields.withdrawPassword, ctx.passwordCost);

    return runMutation(db, request, ipScope(request), async (tx) => {
      const invite = await findInviteCode(tx, fields.code);
      if (!invite) return fail(ErrorCode.inviteCodeNotFound);
      const userId = await createUser(tx, { account: fields.account, passwordHash, withdrawPasswordHash, inviterId: invite.ownerId });
      if (userId === null) return fail(ErrorCode.accountAlreadyRegistered);
      return ok(await openSession(tx, userId, ctx.sessionLifetimes));
    });
  });

  app.post(ApiPath.refresh, async (request) => {
    const secretToken = textField(request.body, 'secretToken');
    return runMutation(db, request, ipScope(request), async (tx) => {
      const pair = secretToken === '' ? null : await rotateSession(tx, secretToken, ctx.sessionLifetimes);
      return pair ? ok(pair) : fail(ErrorCode.credentialInvalid);
    });
  });

  app.get(ApiPath.notice, async (request) => ok(await listNotices(db, positiveIntField(request.query, 'platformId', 1), requestLanguage(request))));
}
