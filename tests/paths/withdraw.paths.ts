import { withdrawMachine } from '../../machines/account/withdraw.machine';
import { BOUND_BANK, WITHDRAW_INFO } from './fixtures/money';
import { fail, ok, type PathSuite } from './generate';

/**
 * A withdrawal (machines/account/withdraw.machine.ts): the info loaded or not, the form filled
 * as a player fills it (the bound bank, an amount under the minimum or a good one, the password),
 * refused by the form, confirmed or taken back, and the server accepting it or refusing it (a
 * wrong withdrawal password). The form's fields are part of the vertex: a filled form and an
 * empty one are both `ready` but lead to different places.
 */
export const TOO_LITTLE = '1';
export const ENOUGH = '100';

export const withdrawPaths: PathSuite<typeof withdrawMachine> = {
  machine: withdrawMachine,
  input: { variant: 'cn' },
  events: [
    { type: 'withdraw.bank', bankId: BOUND_BANK.id },
    { type: 'withdraw.amount', amount: TOO_LITTLE },
    { type: 'withdraw.amount', amount: ENOUGH },
    { type: 'withdraw.password', withdrawPassword: 'demo1234' },
    { type: 'withdraw.submit' },
    { type: 'withdraw.confirm' },
    { type: 'withdraw.back' },
    { type: 'withdraw.retry' },
  ],
  answers: {
    fetchWithdrawInfo: [ok(WITHDRAW_INFO), fail()],
    addWithdraw: [ok({ balance: WITHDRAW_INFO.amount - 10_000 }), fail(Object.assign(new Error('refused'), { kind: 'business', code: 1006, messageKey: 'errors:code.1006' }))],
  },
  // The form in the order a player fills it: the bank, an amount, the password, then submit.
  offers: (snapshot, event) => {
    const { context } = snapshot;
    switch (event.type) {
      case 'withdraw.bank':
        return context.bankId === null;
      case 'withdraw.amount':
        return context.bankId !== null && context.amount === '';
      case 'withdraw.password':
        return context.amount !== '' && context.withdrawPassword === '';
      case 'withdraw.submit':
        return context.withdrawPassword !== '';
      case 'withdraw.retry':
        return snapshot.matches('failed');
      default:
        // Confirm and back are the confirmation's buttons.
        return snapshot.matches('confirming');
    }
  },
  // `ready` with what is filled in and what it says; taken back from the confirmation is its own story.
  vertex: (snapshot, event) =>
    snapshot.matches('ready')
      ? [
          'ready',
          snapshot.context.bankId !== null,
          snapshot.context.amount,
          snapshot.context.withdrawPassword !== '',
          snapshot.context.error?.messageKey ?? null,
          snapshot.context.notice,
          event?.type === 'withdraw.back',
        ]
      : [snapshot.value, snapshot.context.notice],
};

/**
 * What the browser suite drives through the real UI against the real server (a registered
 * player with a bound bank and money): the server's withdraw info does not fail on demand, so the
 * `failed` state and its retry stay in the machine suite.
 */
export const withdrawBrowserPaths: PathSuite<typeof withdrawMachine> = {
  ...withdrawPaths,
  events: withdrawPaths.events.filter((event) => event.type !== 'withdraw.retry'),
  answers: { ...withdrawPaths.answers, fetchWithdrawInfo: [ok(WITHDRAW_INFO)] },
};
