import { depositMachine } from '../../machines/account/deposit.machine';
import { ALIPAY_METHOD, BANK_METHOD, PAY_LIST, PENDING_DEPOSIT } from './fixtures/money';
import { fail, ok, type PathSuite } from './generate';

/**
 * A deposit (machines/account/deposit.machine.ts): the methods loaded (or deposits off, or the list
 * failing: customer service), a method chosen, an amount under its limit refused by the form and a
 * good one accepted, the cashier opened for the order, then the order checked — by the 3 s poll or
 * the payer's "I have paid" — and found paid, still waiting, failed, expired or not reachable.
 */
export const TOO_LITTLE = '1';
export const AMOUNT = '150.50';

const order = { ...PENDING_DEPOSIT, payTypeId: ALIPAY_METHOD.id, payName: ALIPAY_METHOD.name, money: 15_050 };
export const DEPOSIT_ORDER = { waiting: order, paid: { ...order, status: 1 }, failed: { ...order, status: 2 }, expired: { ...order, status: 4 } } as const;
const CASHIER = { orderId: order.orderId, payUrl: `http://127.0.0.1/payment/pay/cashier?orderId=${order.orderId}` };

export const depositPaths: PathSuite<typeof depositMachine> = {
  machine: depositMachine,
  input: { variant: 'cn' },
  events: [
    { type: 'deposit.method', methodId: ALIPAY_METHOD.id },
    { type: 'deposit.other' },
    { type: 'deposit.amount', amount: TOO_LITTLE },
    { type: 'deposit.amount', amount: AMOUNT },
    { type: 'deposit.submit' },
    { type: 'deposit.check' },
    { type: 'deposit.back' },
  ],
  answers: {
    fetchPayList: [ok(PAY_LIST), ok({ ...PAY_LIST, rechargeSwitch: '0' }), fail()],
    deposit: [ok(CASHIER), fail()],
    // Paid first: a journey (carried on until nothing is in flight) ends when the poll finds the order paid.
    fetchDepositOrder: [ok(DEPOSIT_ORDER.paid), ok(DEPOSIT_ORDER.waiting), ok(DEPOSIT_ORDER.failed), ok(DEPOSIT_ORDER.expired), fail()],
  },
  // The form in the order a player fills it: the method, "other amount", the amount, then submit;
  // "I have paid" while the order is awaited and no check is on its way.
  offers: (snapshot, event) => {
    const { context } = snapshot;
    const other = snapshot.hasTag('otherAmount');
    switch (event.type) {
      case 'deposit.method':
        return context.methodId === BANK_METHOD.id && !other;
      case 'deposit.other':
        return context.methodId === ALIPAY_METHOD.id && !other;
      case 'deposit.amount':
        return other && context.amount === '';
      case 'deposit.submit':
        return context.amount !== '';
      case 'deposit.check':
        return snapshot.matches({ awaiting: { poll: 'waiting' } }) && !snapshot.matches({ awaiting: { feedback: 'confirming' } });
      default:
        return !snapshot.matches({ choosing: { order: 'editing' } });
    }
  },
  // The form's fields tell the form apart (and a form the payer came back to from the cashier).
  vertex: (snapshot, event) =>
    snapshot.matches({ choosing: { order: 'editing' } })
      ? [snapshot.value, snapshot.context.methodId, snapshot.context.amount, snapshot.context.error?.messageKey ?? null, event?.type === 'deposit.back']
      : snapshot.value,
  // One order check at a time: the poll waits while the payer's own check is on its way (in the
  // browser both are the same call, held at the network and answered together).
  settles: (snapshot, event) => !(event.type.startsWith('xstate.after.') && snapshot.matches({ awaiting: { feedback: 'confirming' } })),
};

/**
 * What the browser suite drives through the real UI against the real server (a registered player,
 * the demo's sandbox methods). Left to the machine suite: deposits switched off and a failing
 * method list (customer service: the e2e server takes deposits), a refused deposit call (its
 * state, the form with an error, is the form's own refusal), and an expired order (the server
 * expires one after FASTDRAW_DEPOSIT_EXPIRY_MINUTES, 30 on the e2e server: no path waits that long).
 */
export const depositBrowserPaths: PathSuite<typeof depositMachine> = {
  ...depositPaths,
  answers: {
    fetchPayList: [ok(PAY_LIST)],
    deposit: [ok(CASHIER)],
    fetchDepositOrder: [ok(DEPOSIT_ORDER.paid), ok(DEPOSIT_ORDER.waiting), ok(DEPOSIT_ORDER.failed), fail()],
  },
};
