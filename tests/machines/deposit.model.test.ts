import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { depositPaths, DEPOSIT_ORDER, TOO_LITTLE } from '../paths/deposit.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { eventually, until, untilState } from '../paths/wait';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';
import { demoUser } from '../support/demo-user';
import { payDeposit } from '../support/fake-money';

/**
 * Generated paths of the deposit (tests/paths/deposit.paths.ts, the suite the browser suite
 * paths-deposit.spec.ts drives too) on a live actor: customer service when deposits are off or the
 * methods fail, the form and its refusals, the cashier opened for the order, the order found paid
 * (the balance told once), failed, expired, still waiting or not reachable, and back to the form.
 * A USDT deposit's way to its order page is usdt-deposit.model.test.ts's system test.
 */
describe('deposit — generated paths', () => {
  for (const path of generatePaths(depositPaths)) {
    it(describePath(depositPaths.machine, path), async () => {
      const opened: string[] = [];
      let credited = 0;
      const suite = {
        ...depositPaths,
        // The notice comes on its own (the suite does not answer it).
        provide: { actors: { fetchRechargeNotice: fromPromise(async () => 'notice') }, actions: { openWindow: (_: unknown, params: { url: string }) => void opened.push(params.url), credited: () => void credited++ } },
      } as typeof depositPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { methodId, payment, order, error, amount } = snapshot.context;
        if (snapshot.matches({ choosing: { order: 'editing' } })) {
          expect(methodId).not.toBeNull();
          // An amount under the method's limit: refused by the form, nothing sent.
          if (event.type === 'deposit.submit') expect([amount, error?.messageKey]).toEqual([TOO_LITTLE, 'validation:tip_input_right_amount']);
          if (event.type.startsWith('xstate.error.actor.')) expect(error).toMatchObject({ code: 1 });
          if (event.type === 'deposit.back') expect([payment, order, amount, error]).toEqual([null, null, '', null]);
        }
        // The cashier opens in a window for the order, once.
        if (snapshot.matches('awaiting')) {
          expect(payment?.orderId).toBe(DEPOSIT_ORDER.waiting.orderId);
          expect(opened).toEqual([payment?.url]);
        }
        if (snapshot.matches('paid')) expect(order?.status).toBe(1);
        if (snapshot.matches('payFailed')) expect(order?.status).toBe(2);
        if (snapshot.matches('expired')) expect(order?.status).toBe(4);
        // The balance is refreshed when the order is paid, and only then.
        expect(credited).toBe(snapshot.matches('paid') ? 1 : event.type === 'deposit.back' ? credited : 0);
      });
    });
  }
});

/** Logged in, the user info in, the account area (loaded after the login) running. */
const started = async (sys: StartedAppSystem) => {
  await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
  await untilState(sys.app, { accountArea: 'ready' });
  return sys;
};

describe('deposit — in the system', () => {
  it('the cashier opens for the order; paid there, the page finds it on its next check and the session’s balance is credited', async () => {
    const sys = await started(startAppSystem({ user: { ...demoUser, balance: 0 } }));
    sys.get('account').send({ type: 'account.show', spec: { page: 'deposit', variant: 'cn' } });
    await eventually(() => sys.get('deposit') !== undefined, 'the deposit page');
    const deposit = sys.get('deposit');
    await untilState(deposit, 'choosing');
    deposit.send({ type: 'deposit.method', methodId: 1 });
    deposit.send({ type: 'deposit.preset', cents: 50_000 });
    deposit.send({ type: 'deposit.submit' });
    await untilState(deposit, 'awaiting');
    const order = sys.platform.state.money.deposits.at(-1)!;
    expect(sys.platform.state.money.opened.at(-1)).toBe(deposit.getSnapshot().context.payment.url);
    payDeposit(sys.platform.state, sys.clock, order.orderId);
    await sys.advance(3000);
    await untilState(deposit, 'paid');
    await until(sys.get('session'), (session) => session.context.user?.balance === order.money + order.bonus);
  });
});
