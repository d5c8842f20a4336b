import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AccountPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { findUserBank, listBanks } from '../domain/banking/banks';
import { bindBank } from '../domain/banking/bind';
import { withdrawInfo } from '../domain/banking/withdraw-info';
import { requestLanguage } from '../domain/content/languages';
import { limitRefusal, listWithdrawals, requestWithdrawal, withdrawalsBlocked } from '../domain/banking/withdrawals';
import { consumeCode } from '../domain/email/codes';
import { isEntryAmount } from '../domain/ledger-limits';
import { fail, ok } from '../http/envelope';
import { wholeNumber } from '../http/fields';
import { Fields, NumberField, PAGE_FIELDS, TextField, type WithBody } from '../http/request-schemas';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';
import { pageOf } from './game-access';
import { protectedCall } from './protected';
import { withWithdrawPassword } from './withdraw-password';

/** The withdrawal method (domain/banking/bind.ts validates it: code 1 with its key). */
const BIND_FIELDS = Fields({
  bankId: NumberField('a bank of bankList'),
  bankCardNo: TextField('card number, or the wallet address of a USDT method'),
  bankUserName: TextField('holder'),
  bankSub: TextField('branch (jp)'),
  bankNumber: TextField('branch number (jp)'),
  bankUserNameKa: TextField('holder in katakana (jp)'),
  withdrawPassword: TextField('the withdrawal password (a binding is for good)'),
});
const WITHDRAW_FIELDS = Fields({
  id: NumberField('the bound UserBank id'),
  amount: NumberField('cents, a positive whole number (else 4002)'),
  withdrawPassword: TextField('the withdrawal password'),
  verifyCode: TextField('the e-mail code of type 1 when an e-mail is bound'),
});

const HISTORY_FIELDS = Fields(PAGE_FIELDS);
/** The withdrawal history's page (docs/api.md "Deposit and withdrawal history"). */
const HISTORY_PAGE = 10;

/** /withdraw/v1: banks, binding the one withdrawal method, the withdraw page and requests. */
export function registerWithdrawRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    AccountPath.withdrawInfo,
    protectedCall(ctx, async (caller, request) => {
      const info = await withdrawInfo(db, caller.userId, ctx.account.withdraw, ctx.games.now(), requestLanguage(request));
      return info ? ok(info) : fail(ErrorCode.tokenUnauthorized);
    }),
  );

  app.post(
    AccountPath.userBankList,
    protectedCall(ctx, async (caller, request) => {
      const bank = await findUserBank(db, caller.userId, requestLanguage(request));
      return ok(bank ? [bank] : []);
    }),
  );

  api.post(
    AccountPath.withdrawList,
    { schema: { body: HISTORY_FIELDS } },
    protectedCall(ctx, async (caller, request: WithBody<typeof HISTORY_FIELDS>) => ok(await listWithdrawals(db, caller.userId, pageOf(request.body, HISTORY_PAGE), requestLanguage(request)))),
  );

  app.get(AccountPath.bankList, protectedCall(ctx, async (_caller, request) => ok(await listBanks(db, ctx.variant, requestLanguage(request)))));

  api.post(
    AccountPath.addUserBank,
    { schema: { body: BIND_FIELDS } },
    protectedCall(ctx, async (caller, request: WithBody<typeof BIND_FIELDS>) => {
      const body = request.body;
      const password = body.withdrawPassword ?? '';
      // A binding is for good: the withdrawal password confirms it, throttled as at withdrawal.
      return withWithdrawPassword(ctx, caller.userId, password, (check) =>
        runMutation(db, request, userScope(caller), async (tx) => {
          const bind = {
            bankId: wholeNumber(body.bankId),
            bankCardNo: body.bankCardNo ?? '',
            bankUserName: body.bankUserName ?? '',
            bankSub: body.bankSub ?? '',
            bankNumber: body.bankNumber ?? '',
            bankUserNameKa: body.bankUserNameKa ?? '',
            withdrawPassword: password,
          };
          const result = await bindBank(tx, caller.userId, bind, () => check.verdict(tx), { variant: ctx.variant, lang: requestLanguage(request) });
          return result.ok ? ok(result.bank) : fail(result.code, result.msg);
        }),
      );
    }),
  );

  /**
   * Checks in order: the bound entry (4002), the amount (4002 when not a whole positive number of
   * cents), withdrawals blocked by an operator (4003), the window (1013), minimum (1014), maximum
   * (1015), throttling (4006), the withdrawal password (1006), the daily count (4008), the balance
   * (2001), the turnover requirement (4004), the e-mail code when an e-mail is bound (1002); then
   * the amount is reserved.
   */
  api.post(
    AccountPath.addWithdraw,
    { schema: { body: WITHDRAW_FIELDS } },
    protectedCall(ctx, async (caller, request: WithBody<typeof WITHDRAW_FIELDS>) => {
      const body = request.body;
      const userBankId = wholeNumber(body.id);
      const amountCents = wholeNumber(body.amount);
      const password = body.withdrawPassword ?? '';
      const verifyCode = body.verifyCode ?? '';
      const limits = ctx.account.withdraw;
      const now = ctx.games.now();
      return withWithdrawPassword(ctx, caller.userId, password, (check) =>
        runMutation(db, request, userScope(caller), async (tx) => {
          const bank = await findUserBank(tx, caller.userId);
          if (!bank || bank.id !== userBankId || !isEntryAmount(amountCents)) return fail(ErrorCode.wrongWithdrawInfo);
          if (await withdrawalsBlocked(tx, caller.userId)) return fail(ErrorCode.withdrawNotAllowed);
          const limit = limitRefusal(limits, amountCents, now);
          if (limit) return fail(limit.code, limit.msg);
          const refused = await check.verdict(tx);
          if (refused) return fail(refused.code, refused.msg);
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
        }),
      );
    }),
  );
}
