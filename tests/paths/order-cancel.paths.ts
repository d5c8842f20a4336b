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
