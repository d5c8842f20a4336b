import { describe, expect, it } from 'vitest';
import { WithdrawNotice } from '../../machines/account/withdraw.machine';
import { ErrorCode } from '../../models/errors';
import { BOUND_BANK, WITHDRAW_INFO } from '../paths/fixtures/money';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { withdrawPaths } from '../paths/withdraw.paths';
import { eventually, until, untilState } from '../paths/wait';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';
import { demoUser } from '../support/demo-user';

/**
 * Generated paths of the withdrawal (tests/paths/withdraw.paths.ts, the suite the browser suite
 * paths-withdraw.spec.ts drives too) on a live actor: the info loaded or failed with a retry, the
 * form and its refusals, the confirmation (nothing sent before it), a wrong withdrawal password,
 * and the request taken: the form cleared, the new balance, the owner told once.
 */
describe('withdraw — generated paths', () => {
  for (const path of generatePaths(withdrawPaths)) {
    it(describePath(withdrawPaths.machine, path), async () => {
      let withdrawn = 0;
      let answered = 0;
      const suite = { ...withdrawPaths, provide: { actions: { withdrawn: () => void withdrawn++ } } } as typeof withdrawPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { info, error, notice, amount, withdrawPassword } = snapshot.context;
        const requested = event.type.startsWith('xstate.done.actor.') && 'balance' in ((event as { output?: object }).output ?? {});
        if (requested) answered++;
        if (snapshot.matches('failed')) expect(error).toMatchObject({ code: 1 });
        if (snapshot.hasTag('confirming')) expect(snapshot.matches('confirming') || snapshot.matches('submitting')).toBe(true);
        if (snapshot.matches('ready')) {
          if (event.type === 'withdraw.submit') expect(error).not.toBeNull();
          // The server refused the password: said beside its field.
          if (event.type.startsWith('xstate.error.actor.')) expect(error).toMatchObject({ code: 1006, field: 'withdrawPassword' });
        }
        // Requested: the form cleared, the new balance shown, the owner told once.
        if (requested) {
          expect([notice, amount, withdrawPassword, error]).toEqual([WithdrawNotice.requested, '', '', null]);
          expect(info?.amount).toBe(WITHDRAW_INFO.amount - 10_000);
        }
        expect(withdrawn).toBe(answered);
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

describe('withdraw — in the system', () => {
  it('nothing is sent before the confirmation; a wrong password is refused at its field; a request reserves the amount and the session’s balance follows', async () => {
    const sys = await started(startAppSystem({ user: { ...demoUser, balance: 500_000 }, prepare: (platform) => void (platform.state.money.bound = { ...BOUND_BANK, id: 7 }) }));
    sys.get('account').send({ type: 'account.show', spec: { page: 'withdraw', variant: 'cn' } });
    await eventually(() => sys.get('withdraw') !== undefined, 'the withdrawal page');
    const withdraw = sys.get('withdraw');
    await untilState(withdraw, 'ready');
    const submit = (amount: string, password: string) => {
      withdraw.send({ type: 'withdraw.bank', bankId: 7 });
      withdraw.send({ type: 'withdraw.amount', amount });
      withdraw.send({ type: 'withdraw.password', withdrawPassword: password });
      withdraw.send({ type: 'withdraw.submit' });
    };
    submit('50', '123456');
    expect(withdraw.getSnapshot().context.error?.messageKey).toBe('validation:tips_withdraw_min');
    submit('200.50', 'nope12');
    expect(withdraw.getSnapshot().matches('confirming')).toBe(true);
    expect(sys.platform.state.user.balance).toBe(500_000);
    withdraw.send({ type: 'withdraw.confirm' });
    await until(withdraw, (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null);
    expect(withdraw.getSnapshot().context.error).toMatchObject({ code: ErrorCode.wrongWithdrawPassword, field: 'withdrawPassword' });
    submit('300.25', '123456');
    withdraw.send({ type: 'withdraw.confirm' });
    await until(withdraw, (snapshot) => snapshot.matches('ready') && snapshot.context.notice === WithdrawNotice.requested);
    expect(withdraw.getSnapshot().context.info.amount).toBe(500_000 - 30_025);
    await until(sys.get('session'), (session) => session.context.user?.balance === 500_000 - 30_025);
  });
});
