import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { registrationProblem } from '../domain/account-rules';
import { createUser, findLoginRecord, normalizeAccount, updatePasswordHash } from '../domain/accounts';
import { findInviteCode } from '../domain/invite-codes';
import { admitLogin, releaseLogin, withdrawLogin } from '../domain/login-throttle';
import { PasswordPoolBusy } from '../domain/password-pool';
import { registerThrottled } from '../domain/register-throttle';
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
    // Each password check takes its throttle slots first, atomically (domain/login-throttle.ts);
    // throttled attempts skip the hash: a flood of guesses must not buy CPU time.
    const gate = await admitLogin(db, attempt, ctx.loginLimits);
    if (gate.throttled) return runMutation(db, request, ipScope(request), async () => fail(ErrorCode.tooFrequent));
    if (gate.delayMs > 0) await sleep(gate.delayMs);
    // The slow hash runs outside the transaction, so logins do not hold the database while hashing.
    const record = await findLoginRecord(db, attempt.account);
    let passwordOk: boolean;
    let upgradedHash: string | null;
    try {
      // Unknown accounts verify against a dummy hash: the same answer in the same time as a wrong password.
      passwordOk = (await verifyPassword(password, record?.passwordHash ?? ctx.dummyPasswordHash)) && record !== null;
      upgradedHash = passwordOk && needsRehash(record!.passwordHash, ctx.passwordCost) ? await hashPassword(password, ctx.passwordCost) : null;
    } catch (error) {
      if (!(error instanceof PasswordPoolBusy)) throw error;
      await withdrawLogin(db, attempt, ctx.loginLimits);
      return fail(ErrorCode.tooFrequent);
    }

    return runMutation(db, request, ipScope(request), async (tx) => {
      if (!passwordOk || !record) return fail(ErrorCode.wrongAccountOrPassword);
      await releaseLogin(tx, attempt, ctx.loginLimits);
      // Told only to someone who knows the password, so it does not reveal that the account exists.
      if (record.frozen) return fail(ErrorCode.accountFrozen);
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
    if (await registerThrottled(db, request.ip, ctx.registerLimits)) return runMutation(db, request, ipScope(request), async () => fail(ErrorCode.tooFrequent));
    // The invite code before any hashing: a flood of made-up codes costs one lookup each.
    if (!(await findInviteCode(db, fields.code))) return runMutation(db, request, ipScope(request), async () => fail(ErrorCode.inviteCodeNotFound));
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
