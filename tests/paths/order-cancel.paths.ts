import { orderCancelMachine } from '../../machines/account/order-cancel.machine';
import { PENDING_ORDER } from './fixtures/money';
import { fail, ok, type PathSuite } from './generate';

/** Cancelling a bet order: a pending and a settled order, confirm or abort, the server agreeing or refusing. */
export const orderCancelPaths: PathSuite<typeof orderCancelMachine> = {
  machine: orderCancelMachine,
  events: [
    { type: 'order.cancel', ...PENDING_ORDER },
    { type: 'order.cancel', orderId: 1002, status: 1 },
    { type: 'order.cancel.confirm' },
    { type: 'order.cancel.abort' },
  ],
  answers: { cancelOrder: [ok(), fail()] },
};

/** The real server's refusal of a cancel it cannot make (an unknown order, a closed round): 3010. */
export const CANCEL_REFUSED = Object.assign(new Error('refused'), { kind: 'business', code: 3010, messageKey: 'errors:code.3010' });

/**
 * The bet records page's cancel through the real UI (tests/e2e/paths-order-cancel.spec.ts): the
 * page offers Cancel only on a pending row and only while no dialog shows, and the dialog's
 * buttons only while it shows; the server cancels, or refuses (the gate sends it an order id it
 * does not know: 3010). Left to the machine suite: a settled order (the page shows it no Cancel
 * button, so the machine's own 3010 without a call cannot be asked for). A cancelled order has no
 * Cancel any more; an aborted one is a vertex of its own (it shows as the start did).
 */
export const orderCancelBrowserPaths: PathSuite<typeof orderCancelMachine> = {
  machine: orderCancelMachine,
  events: [{ type: 'order.cancel', ...PENDING_ORDER }, { type: 'order.cancel.confirm' }, { type: 'order.cancel.abort' }],
  answers: { cancelOrder: [ok(), fail(CANCEL_REFUSED)] },
  offers: (snapshot, event) => (event.type === 'order.cancel' ? snapshot.matches('idle') && snapshot.context.notice === null : snapshot.matches('confirming')),
  vertex: (snapshot, event) => [snapshot.value, snapshot.context.notice, snapshot.context.error?.messageKey ?? null, event?.type === 'order.cancel.abort'],
};
