import { describe, expect, it } from 'vitest';
import { UsdtNotice } from '../../machines/account/usdt-deposit.machine';
import { validateTransactionId } from '../../models/validation';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { USDT_ORDER, usdtCopyPaths, usdtDepositPaths } from '../paths/usdt-deposit.paths';
import { eventually, until, untilState } from '../paths/wait';
import { demoUser } from '../support/demo-user';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Generated paths of the USDT order page (tests/paths/usdt-deposit.paths.ts) on a live actor:
 * loading, failed with a retry, the order awaiting payment, a blank transaction id refused, the id
 * refused by the server, taken for checking, or credited at once; the address copied or not. An
 * order made through the deposit page of the whole system, and its credit reaching the session's
 * balance, are the system test below.
 */
describe('USDT order — generated paths', () => {
  for (const [name, pathSuite] of [['form', usdtDepositPaths], ['copy', usdtCopyPaths]] as const) {
    for (const path of generatePaths(pathSuite)) {
      it(`${name}: ${describePath(pathSuite.machine, path)}`, async () => {
        let credited = 0;
        let creditedAnswers = 0;
        const suite = { ...pathSuite, provide: { actions: { credited: () => void credited++ } } } as typeof pathSuite;
        await replayPath(suite, path, (snapshot, event) => {
          const { order, txId, error, notice } = snapshot.context;
          if ((event as { label?: string }).label === 'credited') creditedAnswers++;
          if (snapshot.matches('failed')) expect(error).toMatchObject({ code: 1 });
          if (snapshot.matches('ready')) expect(order).toMatchObject({ orderId: USDT_ORDER.orderId, usdtAmount: 10_000 });
          if (snapshot.matches({ ready: { form: 'editing' } }) && event.type === 'usdt.submit') {
            expect(error).toEqual(order?.status === 0 ? validateTransactionId(txId) : null);
          }
          // Only a real id of an order awaiting payment is sent.
          if (snapshot.matches({ ready: { form: 'submitting' } })) expect([order?.status, validateTransactionId(txId), error]).toEqual([0, null, null]);
          if (event.type.startsWith('xstate.done.actor.') && snapshot.matches({ ready: { form: 'editing' } }) && notice) {
            expect(txId).toBe('');
            expect(notice).toBe(order?.status === 1 ? UsdtNotice.credited : UsdtNotice.submitted);
          }
          // The balance is refreshed when the order is credited, and only then.
          expect(credited).toBe(creditedAnswers);
        });
      });
    }
  }
});

/** Logged in, the user info in, the account area (loaded after the login) running. */
const started = async (sys: StartedAppSystem) => {
  await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
  await untilState(sys.app, { accountArea: 'ready' });
  return sys;
};

describe('USDT order — in the system', () => {
  it('an order made on the deposit page shows with its address; a blank id is refused, a real one credits it and the balance', async () => {
    const sys = await started(startAppSystem({ user: { ...demoUser, balance: 0 } }));
    sys.get('account').send({ type: 'account.show', spec: { page: 'deposit', variant: 'cn' } });
    await eventually(() => sys.get('deposit') !== undefined, 'the deposit page');
    const deposit = sys.get('deposit');
    await untilState(deposit, 'choosing');
    // TRC20, 725.00.
    deposit.send({ type: 'deposit.method', methodId: 3 });
    deposit.send({ type: 'deposit.preset', cents: 72_500 });
    deposit.send({ type: 'deposit.submit' });
    await eventually(() => sys.platform.state.money.deposits.length === 1, 'the USDT order');
    const orderId = sys.platform.state.money.deposits[0]!.orderId;
    await eventually(() => sys.platform.effects.navigations.includes(`/my/index?page=deposit-usdt-info&orderId=${orderId}`), 'the way to the order page');
    sys.get('account').send({ type: 'account.show', spec: { page: 'deposit-usdt-info', orderId } });
    await eventually(() => sys.get('usdtDeposit') !== undefined, 'the USDT order page');
    const usdt = sys.get('usdtDeposit');
    await untilState(usdt, 'ready');
    expect(usdt.getSnapshot().context.order).toMatchObject({ orderId, status: 0, usdtAmount: 10_000 });
    usdt.send({ type: 'usdt.copy' });
    await untilState(usdt, { ready: { copy: 'copied' } });
    expect(sys.platform.state.profile.copied.at(-1)).toBe(usdt.getSnapshot().context.order.walletAddress);
    usdt.send({ type: 'usdt.txId', txId: '  ' });
    usdt.send({ type: 'usdt.submit' });
    expect(usdt.getSnapshot().context.error?.messageKey).toBe('validation:tips_input_txid');
    expect(sys.platform.state.user.balance).toBe(0);
    usdt.send({ type: 'usdt.txId', txId: '0xbeef' });
    usdt.send({ type: 'usdt.submit' });
    await until(usdt, (snapshot) => snapshot.context.notice === 'money:usdt.credited');
    expect(usdt.getSnapshot().context.order.status).toBe(1);
    await until(sys.get('session'), (session) => session.context.user?.balance === 72_500);
  });
});
