import { setTimeout as sleep } from 'node:timers/promises';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { GamingCode } from '../../models/gaming-limits';
import { registrationProblem } from '../domain/account-rules';
import { createUser, findLoginRecord, normalizeAccount, updatePasswordHash } from '../domain/accounts';
import { findInviteCode } from '../domain/invite-codes';
import { admitLogin, releaseLogin, withdrawLogin } from '../domain/login-throttle';
import { PasswordPoolBusy } from '../domain/password-pool';
import { registerThrottled } from '../domain/register-throttle';
import { requestLanguage } from '../domain/content/languages';
import { standingExclusion } from '../domain/gaming/exclusions';
import { exclusionMessage, siteTimeZone } from '../domain/gaming/usage';
import { listNotices } from '../domain/notices';
import { hashPassword, needsRehash, verifyPassword } from '../domain/passwords';
import { openSession, rotateSession } from '../domain/sessions';
import { fail, ok } from '../http/envelope';
import { positiveInt } from '../http/fields';
import { Fields, NumberField, TextField } from '../http/request-schemas';
import { ipScope, runMutation } from '../http/mutation';
import type { RouteContext } from './context';

const LOGIN = Fields({ account: TextField('account name'), password: TextField('login password') });
const REGISTER = Fields({
  account: TextField('account name (validated by models/validation: code 1 with its key)'),
  password: TextField('login password'),
  withdrawPassword: TextField('withdrawal password'),
  code: TextField('invite code'),
});
const REFRESH = Fields({ secretToken: TextField('the refresh token of the pair') });
const NOTICE_QUERY = Fields({ platformId: NumberField('accepted and unused (one tenant)') });

/** /basic/v1: what a visitor may call — login, register, refresh, notices. */
export function registerBasicRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(ApiPath.login, { schema: { body: LOGIN } }, async (request) => {
    const attempt = { account: normalizeAccount(request.body.account ?? ''), ip: request.ip };
    const password = request.body.password ?? '';
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
      // A time-out or self-exclusion: no session until it ends, and the answer says when.
      const exclusion = await standingExclusion(tx, record.id, ctx.games.now());
      if (exclusion) return fail(GamingCode.selfExcluded, exclusionMessage(exclusion.endsAt, ctx.games.timeZone ?? siteTimeZone()));
      if (upgradedHash) await updatePasswordHash(tx, record.id, upgradedHash);
      return ok(await openSession(tx, record.id, ctx.sessionLifetimes));
    });
  });

  api.post(ApiPath.register, { schema: { body: REGISTER } }, async (request) => {
    const fields = {
      account: normalizeAccount(request.body.account ?? ''),
      password: request.body.password ?? '',
      withdrawPassword: request.body.withdrawPassword ?? '',
      code: (request.body.code ?? '').trim(),
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

  api.post(ApiPath.refresh, { schema: { body: REFRESH } }, async (request) => {
    const secretToken = request.body.secretToken ?? '';
    return runMutation(db, request, ipScope(request), async (tx) => {
      const pair = secretToken === '' ? null : await rotateSession(tx, secretToken, ctx.sessionLifetimes);
      return pair ? ok(pair) : fail(ErrorCode.credentialInvalid);
    });
  });

  api.get(ApiPath.notice, { schema: { querystring: NOTICE_QUERY } }, async (request) => ok(await listNotices(db, positiveInt(request.query.platformId, 1), requestLanguage(request))));
}
