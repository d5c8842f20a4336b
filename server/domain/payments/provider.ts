import type { Language } from '../../../models/language';

/**
 * The payment gateway seam. A deposit paid on a cashier (bank card, e-wallet) is started by a
 * PaymentProvider and confirmed by the provider's callback; `pay_methods.provider` names the
 * provider of each method. The sandbox (sandbox.ts) is built in; an operator plugs a real gateway
 * by implementing this interface and passing it to createServer (ServerOptions.paymentProviders),
 * then pointing methods at its id. USDT transfers ('usdt') and contact methods ('contact') are not
 * gateways: they are handled by deposits.ts and confirmed by an operator (or at once in demo mode).
 */

export interface PaymentStart {
  orderId: string;
  /** Cents of the site currency. */
  amountCents: number;
  /** The method's name, for the cashier. */
  methodName: string;
  /** Where the player's browser reaches this server (scheme://host), for links back. */
  origin: string;
  /** The pay base of this server (e.g. /payment), where callbacks arrive. */
  payBase: string;
  /** The language the player's app is in (the call's `locale`), for a cashier that speaks it; none when the call named none. */
  lang?: Language;
}

export interface CallbackRequest {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body exactly as received: signatures cover the raw bytes. */
  rawBody: string;
}

/** What a verified callback says happened to one order. */
export interface PaymentEvent {
  orderId: string;
  /** The provider's own transaction id: credited at most once, ever. */
  providerTxId: string;
  outcome: 'paid' | 'failed';
  /** What the provider collected, cents; must equal the order's amount to be credited. */
  amountCents: number;
}

export interface PaymentProvider {
  /** The id `pay_methods.provider` refers to; also the last segment of the callback path. */
  readonly id: string;
  /** Starts the payment: `payUrl` is a URL to send the payer to, or an HTML document (spec §4). */
  start(payment: PaymentStart): Promise<{ payUrl: string }>;
  /** The event of a callback whose signature verifies; null for anything else (answered 400, no effect). */
  verifyCallback(request: CallbackRequest): PaymentEvent | null;
  /** What the provider expects back once a callback was handled (or was a repeat). */
  readonly acknowledgement: { contentType: string; body: string };
}

/** Method kinds that are not gateways. */
export const USDT_PROVIDER = 'usdt';
export const CONTACT_PROVIDER = 'contact';
