import type { FastifyInstance, FastifyReply } from 'fastify';
import { PayPath } from '../../models/api-paths';
import type { Language } from '../../models/language';
import { formatMoney } from '../../models/money';
import { findDeposit, type StoredDeposit } from '../domain/payments/deposits';
import { findPayMethod } from '../domain/payments/methods';
import { SANDBOX_PROVIDER, SIGNATURE_HEADER, type Sandbox } from '../domain/payments/sandbox';
import { escapeHtml, page, sendPage } from '../http/html';
import { Fields, TextField } from '../http/request-schemas';
import type { RouteContext } from './context';
import { CASHIER_TEXTS, cashierLanguage, languageLinks } from './sandbox-cashier-texts';

/**
 * The sandbox gateway's cashier: {payBase}/pay/cashier/<orderId>?token=… (the payUrl of a sandbox
 * order). A server-rendered page without scripts: the payer confirms or fails the payment with a
 * form; the sandbox then sends its signed callback to {payBase}/pay/callback/sandbox exactly as
 * an outside gateway would (through the HTTP stack, signature and all) and shows the result.
 * Registered only while the sandbox is switched on (FASTDRAW_PAY_PROVIDERS, on by default in demo
 * mode): anyone with an order can pay it here, so a site with real money never has these routes.
 * It speaks the player's language (sandbox-cashier-texts.ts).
 */

type CashierRequest = { Params: { orderId: string }; Querystring: { token?: string; lang?: string }; Body: { decision?: string } };

/** The cashier page's address and its form (the page works without JavaScript). */
const CASHIER_SCHEMA = {
  params: Fields({ orderId: TextField('the deposit order id') }),
  querystring: Fields({ token: TextField('the cashier token of the order (payUrl carries it)'), lang: TextField('the page language: zh-CN, en-US, vi-VN or ja-JP (else the browser\'s)') }),
};
const DECISION_BODY = Fields({ decision: TextField("'paid' or 'failed'; anything else only shows the page again") });

export function registerSandboxCashier(app: FastifyInstance, ctx: RouteContext, sandbox: Sandbox): void {
  const path = `${PayPath.cashier}/:orderId`;

  const load = async (orderId: string, token: string | undefined): Promise<StoredDeposit | null> => {
    if (!token || !sandbox.checkCashierToken(orderId, token)) return null;
    const deposit = await findDeposit(ctx.db, orderId);
    return deposit?.provider === SANDBOX_PROVIDER ? deposit : null;
  };
  const notFound = (reply: FastifyReply, lang: Language) => {
    const texts = CASHIER_TEXTS[lang];
    return sendPage(reply, page(texts.notFoundTitle, `<h1>${escapeHtml(texts.notFoundTitle)}</h1><p>${escapeHtml(texts.notFound)}</p>`, lang), 404);
  };
  /** The order's cashier address, in `lang` when given. */
  const addressOf = (orderId: string, token: string, lang?: Language) =>
    `${ctx.payments.base}${PayPath.cashier}/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}${lang ? `&lang=${lang}` : ''}`;

  app.get<CashierRequest>(path, { schema: CASHIER_SCHEMA }, async (request, reply) => {
    const lang = cashierLanguage(request);
    const deposit = await load(request.params.orderId, request.query.token);
    if (!deposit) return notFound(reply, lang);
    // The method's name in the page's language while the method is offered; else as ordered.
    const method = await findPayMethod(ctx.db, deposit.payTypeId, ctx.payments.providers, lang);
    return sendPage(reply, renderCashier(deposit, ctx, lang, method?.name ?? deposit.payName, escapeHtml(addressOf(deposit.orderId, request.query.token ?? ''))));
  });

  app.post<CashierRequest>(path, { schema: { ...CASHIER_SCHEMA, body: DECISION_BODY } }, async (request, reply) => {
    const lang = cashierLanguage(request);
    const deposit = await load(request.params.orderId, request.query.token);
    if (!deposit) return notFound(reply, lang);
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
    return reply.redirect(addressOf(deposit.orderId, request.query.token ?? '', request.query.lang ? lang : undefined), 303);
  });
}

/** `address`: the order's cashier address, escaped for HTML, for the language links. */
function renderCashier(deposit: StoredDeposit, ctx: RouteContext, lang: Language, methodName: string, address: string): string {
  const texts = CASHIER_TEXTS[lang];
  const amount = formatMoney(deposit.money, ctx.variant);
  const status = texts.statuses[deposit.status] ?? '';
  const statusClass = deposit.status === 1 ? 'ok' : deposit.status === 2 || deposit.status === 4 ? 'bad' : '';
  const actions =
    deposit.status === 0
      ? `<form method="post">
           <button class="pay" type="submit" name="decision" value="paid">${escapeHtml(texts.pay)}</button>
           <button class="fail" type="submit" name="decision" value="failed">${escapeHtml(texts.fail)}</button>
         </form>`
      : `<p>${escapeHtml(texts.closeNote)}</p>
         <p><a href="/my/index?page=transaction">${escapeHtml(texts.back)}</a></p>`;
  return page(
    texts.title,
    `${languageLinks(address, lang)}
     <h1>${escapeHtml(texts.title)}</h1>
     <dl>
       <dt>${escapeHtml(texts.orderId)}</dt><dd>${escapeHtml(deposit.orderId)}</dd>
       <dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(methodName)}</dd>
       <dt>${escapeHtml(texts.amount)}</dt><dd class="amount">${escapeHtml(amount)}</dd>
       <dt>${escapeHtml(texts.status)}</dt><dd class="${statusClass}">${escapeHtml(status)}</dd>
     </dl>
     ${actions}
     <p class="note">${escapeHtml(texts.sandboxNote)}</p>`,
    lang,
  );
}
