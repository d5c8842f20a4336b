import type { FastifyInstance } from 'fastify';
import { AccountPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { InputLimit, ValidationKey } from '../../models/validation';
import { admitPasswordCheck } from '../domain/account/password-failures';
import { loadPasswordHash } from '../domain/account/password-store';
import { findUserBank, listBanks } from '../domain/banking/banks';
import { bindBank } from '../domain/banking/bind';
import { withdrawInfo } from '../domain/banking/withdraw-info';
import { requestLanguage } from '../domain/content/languages';
import { limitRefusal, requestWithdrawal, withdrawalsBlocked } from '../domain/banking/withdrawals';
import { consumeCode } from '../domain/email/codes';
import { isEntryAmount } from '../domain/ledger-limits';
import { verifyPassword } from '../domain/passwords';
import { fail, ok } from '../http/envelope';
import { integerField, textField } from '../http/fields';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';
import { protectedCall, protectedMutation } from './protected';

/** /withdraw/v1: banks, binding the one withdrawal method, the withdraw page and requests. */
export function registerWithdrawRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.post(
    AccountPath.withdrawInfo,
    protectedCall(ctx, async (caller, request) => {
      const info = await withdrawInfo(db, caller.userId, ctx.account.withdraw, ctx.games.now(), requestLanguage(request));
      return info ? ok(info) : fail(ErrorCode.tokenUnauthorized);
    }),
  );

  app.post(
    AccountPath.userBankList,
    protectedCall(ctx, async (caller) => {
      const bank = await findUserBank(db, caller.userId);
      return ok(bank ? [bank] : []);
    }),
  );

  app.get(AccountPath.bankList, protectedCall(ctx, async () => ok(await listBanks(db))));

  app.post(
    AccountPath.addUserBank,
    protectedMutation(ctx, async (tx, caller, request) => {
      const body = request.body;
      const result = await bindBank(tx, caller.userId, {
        bankId: integerField(body, 'bankId'),
        bankCardNo: textField(body, 'bankCardNo'),
        bankUserName: textField(body, 'bankUserName'),
        bankSub: textField(body, 'bankSub'),
        bankNumber: textField(body, 'bankNumber'),
        bankUserNameKa: textField(body, 'bankUserNameKa'),
      });
      return result.ok ? ok(result.bank) : fail(result.code, result.msg);
    }),
  );

  /**
   * Checks in order: the bound entry (4002), the amount (4002 when not a whole positive number of
   * cents), withdrawals blocked by an operator (4003), the window (1013), minimum (1014), maximum
   * (1015), throttling (4006), the withdrawal password (1006), the daily count (4008), the balance
   * (2001), the turnover requirement (4004), the e-mail code when an e-mail is bound (1002); then
   * the amount is reserved.
   */
  app.post(
    AccountPath.addWithdraw,
    protectedCall(ctx, async (caller, request) => {
      const body = request.body;
      const userBankId = integerField(body, 'id');
      const amountCents = integerField(body, 'amount');
      const password = textField(body, 'withdrawPassword');
      const verifyCode = textField(body, 'verifyCode');
      const limits = ctx.account.withdraw;
      const now = ctx.games.now();
      // The check takes its throttle slot first, atomically; throttled callers skip the slow hash,
      // which runs outside the transaction, as at login.
      const passwordShaped = password !== '' && password.length <= InputLimit.withdrawPasswordMax;
      const check = passwordShaped ? await admitPasswordCheck(db, caller.userId, 'withdraw', ctx.loginLimits) : null;
      try {
        const passwordOk =
          check?.admitted === true && (await verifyPassword(password, (await loadPasswordHash(db, caller.userId, 'withdraw')) ?? ctx.dummyPasswordHash));

        return await runMutation(db, request, userScope(caller), async (tx) => {
          const bank = await findUserBank(tx, caller.userId);
          if (!bank || bank.id !== userBankId || !isEntryAmount(amountCents)) return fail(ErrorCode.wrongWithdrawInfo);
          if (await withdrawalsBlocked(tx, caller.userId)) return fail(ErrorCode.withdrawNotAllowed);
          const limit = limitRefusal(limits, amountCents, now);
          if (limit) return fail(limit.code, limit.msg);
          if (!check) return fail(ErrorCode.failed, ValidationKey.noWithdrawPassword);
          if (!check.admitted) return fail(ErrorCode.tooFrequent);
          if (!passwordOk) {
            await check.failed(tx);
            return fail(ErrorCode.wrongWithdrawPassword);
          }
          await check.passed(tx);
          const result = await requestWithdrawal(tx, limits, {
            userId: caller.userId,
            userBankId,
            amountCents,
            now,
            // Checked last, once nothing else can refuse: a refused request must not use up the code.
            verify: async (email) =>
              email === '' || (await consumeCode(tx, ctx.mail.codeKey, { userId: caller.userId, type: 1, email, code: verifyCode }))
                ? null
                : ErrorCode.wrongVerificationCode,
          });
          return result.ok ? ok({ withdrawId: result.withdrawId, status: 0, balance: result.balance }) : fail(result.code, result.msg);
        });
      } finally {
        await check?.settle();
      }
    }),
  );
}
