import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { EmailCodeType } from '../../models/account';
import { AccountPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { isBlank, validateBindEmail, validateEmailForCode, ValidationKey } from '../../models/validation';
import type { Queryable } from '../db/database';
import { lockName } from '../db/locks';
import { consumeCode, issueCode } from '../domain/email/codes';
import { deliverCode, type IssuedCode } from '../domain/email/deliver-code';
import { fail, ok } from '../http/envelope';
import { wholeNumber } from '../http/fields';
import { Fields, NumberField, TextField, type WithBody } from '../http/request-schemas';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';
import { protectedCall, protectedMutation } from './protected';

/**
 * /email/v1: codes and binding (spec §4 "E-mail binding"). sendEmail type 1 (withdrawal) and 3
 * (unbind) go to the bound address, type 2 to the address to bind. bindEmail type 2 binds the
 * address the code was sent to, type 3 unbinds.
 */

const EMAIL_MAX = 254;

const SEND_FIELDS = Fields({ type: NumberField('1 withdrawal, 2 bind (to `email`), 3 unbind'), email: TextField('type 2: the address to bind') });
const BIND_FIELDS = Fields({ type: NumberField('2 bind, 3 unbind'), email: TextField('type 2: the address the code was sent to'), code: TextField('the six-digit code') });

const codeType = (value: number): EmailCodeType | null => (value === 1 || value === 2 || value === 3 ? value : null);

async function emailOf(db: Queryable, userId: number, lock = false): Promise<string> {
  const [row] = await db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [userId]);
  return row?.email ?? '';
}

async function takenByOther(db: Queryable, userId: number, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, userId])).length > 0;
}

export function registerEmailRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * The code is issued and committed first, then sent outside the transaction (deliverCode); when
   * sending fails the code is withdrawn and the answer is 2003.
   */
  api.post(
    AccountPath.sendEmail,
    { schema: { body: SEND_FIELDS } },
    protectedCall(ctx, async (caller, request: WithBody<typeof SEND_FIELDS>) => {
      let issued: IssuedCode | null = null;
      const answer = await runMutation(db, request, userScope(caller), async (tx) => {
        const type = codeType(wholeNumber(request.body.type));
        if (type === null) return fail(ErrorCode.failed, '验证码类型错误');
        const bound = await emailOf(tx, caller.userId, true);
        let to = bound;
        if (type === 2) {
          to = (request.body.email ?? '').trim();
          const invalid = validateEmailForCode(to);
          if (invalid || to.length > EMAIL_MAX) return fail(ErrorCode.failed, ValidationKey.emailAddress);
          if (bound !== '') return fail(ErrorCode.failed, '已绑定邮箱，请先解绑');
          if (await takenByOther(tx, caller.userId, to)) return fail(ErrorCode.failed, '该邮箱已被其他账号绑定');
        } else if (bound === '') {
          return fail(ErrorCode.failed, '尚未绑定邮箱');
        }
        const result = await issueCode(tx, ctx.mail.codeKey, { userId: caller.userId, type, email: to });
        if (!result.ok) return result.reason === 'too-soon' ? fail(ErrorCode.codeRequestedRepeatedly, `请在 ${result.retryAfter} 秒后重新获取`) : fail(ErrorCode.tooFrequent);
        issued = { userId: caller.userId, type, to, code: result.code };
        return ok({ resendAfter: result.resendAfter });
      });
      const code = issued as IssuedCode | null;
      if (code === null) return answer;
      const sent = await deliverCode(db, ctx.mail.mailer, code, (error) => request.log.error({ err: error }, 'sending an e-mail code failed'));
      return sent ? answer : fail(ErrorCode.sendFailed);
    }),
  );

  api.post(
    AccountPath.bindEmail,
    { schema: { body: BIND_FIELDS } },
    protectedMutation(ctx, async (tx, caller, request: WithBody<typeof BIND_FIELDS>) => {
      const type = wholeNumber(request.body.type);
      const code = (request.body.code ?? '').trim();
      const bound = await emailOf(tx, caller.userId, true);
      if (type === 3) {
        if (isBlank(code)) return fail(ErrorCode.failed, ValidationKey.emailCode);
        if (bound === '') return fail(ErrorCode.failed, '尚未绑定邮箱');
        if (!(await consumeCode(tx, ctx.mail.codeKey, { userId: caller.userId, type: 3, email: bound, code }))) return fail(ErrorCode.wrongVerificationCode);
        await tx.query(`UPDATE users SET email = '' WHERE id = $1`, [caller.userId]);
        return ok(null);
      }
      if (type !== 2) return fail(ErrorCode.failed, '验证码类型错误');
      const email = (request.body.email ?? '').trim();
      const invalid = validateBindEmail({ email, code });
      if (invalid) return fail(ErrorCode.failed, invalid.messageKey);
      if (bound !== '') return fail(ErrorCode.failed, '已绑定邮箱，请先解绑');
      if (!(await consumeCode(tx, ctx.mail.codeKey, { userId: caller.userId, type: 2, email, code }))) return fail(ErrorCode.wrongVerificationCode);
      await lockName(tx, 'email', email.toLowerCase());
      if (await takenByOther(tx, caller.userId, email)) return fail(ErrorCode.failed, '该邮箱已被其他账号绑定');
      await tx.query('UPDATE users SET email = $2 WHERE id = $1', [caller.userId, email]);
      return ok(null);
    }),
  );
}
