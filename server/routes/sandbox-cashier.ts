import type { FastifyInstance, FastifyReply } from 'fastify';
import { PayPath } from '../../models/api-paths';
import { formatMoney } from '../../models/money';
import { findDeposit, type StoredDeposit } from '../domain/payments/deposits';
import { SANDBOX_PROVIDER, SIGNATURE_HEADER, type Sandbox } from '../domain/payments/sandbox';
import { escapeHtml, page, sendPage } from '../http/html';
import { Fields, TextField } from '../http/request-schemas';
import type { RouteContext } from './context';

/**
 * The sandbox gateway's cashier: {payBase}/pay/cashier/<orderId>?token=… (the payUrl of a sandbox
 * order). A server-rendered page without scripts: the payer confirms or fails the payment with a
 * form; the sandbox then sends its signed callback to {payBase}/pay/callback/sandbox exactly as
 * an outside gateway would (through the HTTP stack, signature and all) and shows the result.
 * Registered only while the sandbox is switched on (FASTDRAW_PAY_PROVIDERS, on by default in demo
 * mode): anyone with an order can pay it here, so a site with real money never has these routes.
 */

type CashierRequest = { Params: { orderId: string }; Querystring: { token?: string }; Body: { decision?: string } };

/** The cashier page's address and its form (the page works without JavaScript). */
const CASHIER_SCHEMA = {
  params: Fields({ orderId: TextField('the deposit order id') }),
  querystring: Fields({ token: TextField('the cashier token of the order (payUrl carries it)') }),
};
const DECISION_BODY = Fields({ decision: TextField("'paid' or 'failed'; anything else only shows the page again") });

const STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '待支付',
  1: '支付成功，已到账',
  2: '支付失败',
  3: '处理中',
};

export function registerSandboxCashier(app: FastifyInstance, ctx: RouteContext, sandbox: Sandbox): void {
  const path = `${PayPath.cashier}/:orderId`;

  const load = async (orderId: string, token: string | undefined): Promise<StoredDeposit | null> => {
    if (!token || !sandbox.checkCashierToken(orderId, token)) return null;
    const deposit = await findDeposit(ctx.db, orderId);
    return deposit?.provider === SANDBOX_PROVIDER ? deposit : null;
  };
  const notFound = (reply: FastifyReply) => sendPage(reply, page('订单不存在', '<h1>订单不存在或链接已失效</h1><p>Order not found or the link is invalid.</p>'), 404);

  app.get<CashierRequest>(path, { schema: CASHIER_SCHEMA }, async (request, reply) => {
    const deposit = await load(request.params.orderId, request.query.token);
    return deposit ? sendPage(reply, renderCashier(deposit, ctx)) : notFound(reply);
  });

  app.post<CashierRequest>(path, { schema: { ...CASHIER_SCHEMA, body: DECISION_BODY } }, async (request, reply) => {
    const deposit = await load(request.params.orderId, request.query.token);
    if (!deposit) return notFound(reply);
    const decision = request.body.decision ?? '';
    if (deposit.status === 0 && (decision === 'paid' || decision === 'failed')) {
      const raw = JSON.stringify({ orderId: deposit.orderId, providerTxId: sandbox.transactionId(deposit.orderId), outcome: decision, amountCents: deposit.money });
      const callback = await app.inject({
        method: 'POST',
        url: `${ctx.payments.base}/pay/callback/${SANDBOX_PROVIDER}`,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sandbox.sign(raw, Math.floor(Date.now() / 1000)) },
        payload: raw,
      });
      if (callback.statusCode !== 200) request.log.error({ status: callback.statusCode, body: callback.body }, 'sandbox callback was not acknowledged');
    }
    // Post/redirect/get: a reload shows the result instead of posting again.
    return reply.redirect(`${ctx.payments.base}${PayPath.cashier}/${encodeURIComponent(deposit.orderId)}?token=${encodeURIComponent(request.query.token ?? '')}`, 303);
  });
}

function renderCashier(deposit: StoredDeposit, ctx: RouteContext): string {
  const amount = formatMoney(deposit.money, ctx.variant);
  const status = STATUS_TEXT[deposit.status] ?? '';
  const statusClass = deposit.status === 1 ? 'ok' : deposit.status === 2 ? 'bad' : '';
  const actions =
    deposit.status === 0
      ? `<form method="post">
           <button class="pay" type="submit" name="decision" value="paid">确认支付 Pay</button>
           <button class="fail" type="submit" name="decision" value="failed">模拟失败 Fail</button>
         </form>`
      : `<p>您可以关闭此页面，返回 Fastdraw 查看余额与资金记录。<br>You may close this page.</p>
         <p><a href="/my/index?page=transaction">返回 Fastdraw / Back to Fastdraw</a></p>`;
  return page(
    'Fastdraw 沙箱收银台',
    `<h1>Fastdraw 沙箱收银台 <small>Sandbox cashier</small></h1>
     <dl>
       <dt>订单号</dt><dd>${escapeHtml(deposit.orderId)}</dd>
       <dt>支付方式</dt><dd>${escapeHtml(deposit.payName)}</dd>
       <dt>金额</dt><dd class="amount">${escapeHtml(amount)}</dd>
       <dt>状态</dt><dd class="${statusClass}">${escapeHtml(status)}</dd>
     </dl>
     ${actions}
     <p class="note">这是沙箱支付环境，不会产生真实扣款。This is a sandbox: no real money moves.</p>`,
  );
}
