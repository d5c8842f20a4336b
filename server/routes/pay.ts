import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PayPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { creditDeposit, failDeposit, findDeposit, listDeposits, publicDeposit, type CreditResult } from '../domain/payments/deposits';
import { requestedLanguage, requestLanguage } from '../domain/content/languages';
import { listPayMethods, publicMethod } from '../domain/payments/methods';
import type { PaymentEvent } from '../domain/payments/provider';
import { startDeposit } from '../domain/payments/start-deposit';
import { submitTransactionId } from '../domain/payments/usdt';
import { fail, ok } from '../http/envelope';
import { wholeNumber } from '../http/fields';
import { Fields, NumberField, PAGE_FIELDS, TextField, type WithBody } from '../http/request-schemas';
import { rawBodyOf } from '../http/raw-body';
import { originOf } from './agent';
import type { RouteContext } from './context';
import { pageOf } from './game-access';
import { protectedCall, protectedMutation } from './protected';

/** Where gateways post their callbacks: {payBase}/pay/callback/<provider id>. */
export const CALLBACK_PATH = '/pay/callback/:provider';

const ORDER_NOT_FOUND = '订单不存在';

const DEPOSIT_FIELDS = Fields({
  payTypeId: NumberField('a method of payList'),
  money: NumberField('cents, within the method\'s limits'),
  protocolType: TextField('USDT: TRC20 or ERC20'),
});
const ORDER_FIELDS = Fields({ orderId: TextField('a deposit order id of the caller') });
const HISTORY_FIELDS = Fields(PAGE_FIELDS);
/** The deposit history's page (docs/api.md "Deposit and withdrawal history"). */
const HISTORY_PAGE = 10;
const TX_ID_FIELDS = Fields({ orderId: TextField('the caller\'s USDT deposit order'), txId: TextField('the blockchain transaction id') });

/**
 * The pay base (runtime config payBase): payment methods, deposit orders, USDT transaction ids,
 * and the gateways' callbacks. Registered under ctx.payments.base.
 */
export function registerPayRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    PayPath.payList,
    protectedCall(ctx, async (_caller, request) => {
      if (!ctx.account.rechargeSwitch) return ok({ rechargeSwitch: '0', list: [] });
      return ok({ rechargeSwitch: '1', list: (await listPayMethods(db, ctx.payments.providers, requestLanguage(request))).map(publicMethod) });
    }),
  );

  api.post(
    PayPath.pay,
    { schema: { body: DEPOSIT_FIELDS } },
    protectedMutation(ctx, async (tx, caller, request: WithBody<typeof DEPOSIT_FIELDS>) => {
      if (!ctx.account.rechargeSwitch) return fail(ErrorCode.failed, '充值通道已关闭，请联系客服');
      const result = await startDeposit(
        tx,
        { providers: ctx.payments.providers, usdtWallets: ctx.account.usdtWallets, variant: ctx.variant, payBase: ctx.payments.base, now: ctx.games.now(), expiryMinutes: ctx.account.depositExpiryMinutes },
        {
          userId: caller.userId,
          payTypeId: wholeNumber(request.body.payTypeId),
          money: wholeNumber(request.body.money),
          protocolType: request.body.protocolType ?? '',
          origin: originOf(request),
          // The cashier opens in the app's language, not the browser's (issue 17).
          lang: requestedLanguage(request) ?? undefined,
        },
      );
      return result.ok ? ok(result.answer) : fail(result.code, result.msg);
    }),
  );

  api.post(
    PayPath.order,
    { schema: { body: ORDER_FIELDS } },
    protectedCall(ctx, async (caller, request: WithBody<typeof ORDER_FIELDS>) => {
      const orderId = request.body.orderId ?? '';
      const deposit = orderId === '' ? null : await findDeposit(db, orderId, caller.userId);
      return deposit ? ok(publicDeposit(deposit)) : fail(ErrorCode.failed, ORDER_NOT_FOUND);
    }),
  );

  api.post(
    PayPath.orders,
    { schema: { body: HISTORY_FIELDS } },
    protectedCall(ctx, async (caller, request: WithBody<typeof HISTORY_FIELDS>) => ok(await listDeposits(db, caller.userId, pageOf(request.body, HISTORY_PAGE)))),
  );

  api.post(
    PayPath.submitTxId,
    { schema: { body: TX_ID_FIELDS } },
    protectedMutation(ctx, async (tx, caller, request: WithBody<typeof TX_ID_FIELDS>) => {
      const result = await submitTransactionId(tx, {
        userId: caller.userId,
        orderId: request.body.orderId ?? '',
        txId: request.body.txId ?? '',
        demo: ctx.account.demo,
      });
      return result.ok ? ok(publicDeposit(result.deposit)) : fail(result.code, result.msg);
    }),
  );

  /**
   * A gateway's callback. Only a signature the provider verifies gets anywhere (else 400, no
   * effect). A paid event credits the order once; repeats, replays and late duplicates are
   * acknowledged without effect. Answers: the provider's acknowledgement (200); 404 unknown order;
   * 409 amount mismatch or a transaction id of another order; 503 when the ledger refused (retry).
   */
  app.post<{ Params: { provider: string } }>(CALLBACK_PATH, async (request, reply) => {
    const provider = ctx.payments.providers.get(request.params.provider);
    if (!provider) return reply.status(404).type('text/plain').send('unknown provider');
    const event = provider.verifyCallback({ headers: request.headers, rawBody: rawBodyOf(request) });
    if (!event) {
      request.log.warn({ provider: provider.id }, 'payment callback with a bad signature or body refused');
      return reply.status(400).type('text/plain').send('bad signature');
    }
    const result = await db.transaction((tx) => applyEvent(tx, provider.id, event));
    request.log.info({ provider: provider.id, orderId: event.orderId, providerTxId: event.providerTxId, outcome: event.outcome, result: result.kind }, 'payment callback');
    switch (result.kind) {
      case 'credited':
      case 'already-credited':
      case 'closed':
      case 'failed':
        return reply.status(200).type(provider.acknowledgement.contentType).send(provider.acknowledgement.body);
      case 'not-found':
        return reply.status(404).type('text/plain').send('unknown order');
      case 'amount-mismatch':
      case 'tx-used':
      case 'expired':
        request.log.error({ provider: provider.id, event }, 'payment callback does not match its order: not credited');
        return reply.status(409).type('text/plain').send(result.kind);
      case 'refused':
        request.log.error({ provider: provider.id, event, reason: result.reason }, 'the ledger refused a paid deposit');
        return reply.status(503).type('text/plain').send('refused');
    }
  });
}

async function applyEvent(tx: Parameters<typeof creditDeposit>[0], provider: string, event: PaymentEvent): Promise<CreditResult | { kind: 'failed' }> {
  if (event.outcome === 'paid') return creditDeposit(tx, { orderId: event.orderId, provider, providerTxId: event.providerTxId, amountCents: event.amountCents });
  const deposit = await findDeposit(tx, event.orderId, undefined, true);
  if (!deposit || deposit.provider !== provider) return { kind: 'not-found' };
  await failDeposit(tx, event.orderId, provider);
  return { kind: 'failed' };
}
