import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentEvent, PaymentProvider, PaymentStart } from './provider';

/**
 * The built-in sandbox gateway: a cashier page on this server (routes/sandbox-cashier.ts) where
 * the payer confirms or fails the payment, and callbacks signed like a real gateway's:
 *
 *   POST {payBase}/pay/callback/sandbox
 *   X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 *   { "orderId": "...", "providerTxId": "...", "outcome": "paid" | "failed", "amountCents": 10000 }
 *
 * A signature older than SIGNATURE_TOLERANCE_S (or from further in the future) is refused, so a
 * captured callback cannot be replayed later; within it, a replay is harmless (credited once).
 */

export const SANDBOX_PROVIDER = 'sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_S = 300;

export interface Sandbox extends PaymentProvider {
  /** The signature header value for `rawBody` at `unixSeconds`. */
  sign(rawBody: string, unixSeconds: number): string;
  /** The token in the cashier link: only who got the payUrl can open and decide the order's cashier. */
  cashierToken(orderId: string): string;
  checkCashierToken(orderId: string, token: string): boolean;
  /** The sandbox's transaction id for an order: a double-click on "pay" is the same transaction. */
  transactionId(orderId: string): string;
}

export function createSandbox(secret: Buffer, now: () => number = Date.now): Sandbox {
  const mac = (text: string): string => createHmac('sha256', secret).update(text).digest('hex');
  const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const sign = (rawBody: string, unixSeconds: number): string => `t=${unixSeconds},v1=${mac(`${unixSeconds}.${rawBody}`)}`;
  const cashierToken = (orderId: string): string => mac(`cashier:${orderId}`).slice(0, 32);

  return {
    id: SANDBOX_PROVIDER,
    acknowledgement: { contentType: 'text/plain; charset=utf-8', body: 'success' },
    sign,
    cashierToken,
    checkCashierToken: (orderId, token) => sameText(cashierToken(orderId), token),
    transactionId: (orderId) => `SBX${mac(`tx:${orderId}`).slice(0, 20).toUpperCase()}`,

    async start(payment: PaymentStart) {
      // In the app's language: the browser's own (Accept-Language) may be another.
      const lang = payment.lang ? `&lang=${encodeURIComponent(payment.lang)}` : '';
      const path = `${payment.payBase}/pay/cashier/${encodeURIComponent(payment.orderId)}?token=${cashierToken(payment.orderId)}${lang}`;
      return { payUrl: `${payment.origin}${path}` };
    },

    verifyCallback({ headers, rawBody }) {
      const header = headers[SIGNATURE_HEADER];
      const match = typeof header === 'string' ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) return null;
      const t = Number(match[1]);
      if (Math.abs(now() / 1000 - t) > SIGNATURE_TOLERANCE_S) return null;
      if (!sameText(sign(rawBody, t), header as string)) return null;
      return parseEvent(rawBody);
    },
  };
}

function parseEvent(rawBody: string): PaymentEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { orderId, providerTxId, outcome, amountCents } = body as Record<string, unknown>;
  if (typeof orderId !== 'string' || typeof providerTxId !== 'string' || orderId === '' || providerTxId === '' || orderId.length > 64 || providerTxId.length > 128) {
    return null;
  }
  if ((outcome !== 'paid' && outcome !== 'failed') || typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents <= 0) return null;
  return { orderId, providerTxId, outcome, amountCents };
}
