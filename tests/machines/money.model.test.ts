import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AccountPageSpec } from '../../machines/account/account.machine';
import type { UserBank } from '../../models/account';
import { ErrorCode } from '../../models/errors';
import { demoUser } from '../support/demo-user';
import { lastCode, payDeposit } from '../support/fake-money';
import { settle, startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Model-based paths for the money pages: for each page a small model of what the player sees
 * (server answers, the cashier, the clock are plain events), and for every simple path the real
 * page machine, spawned by the account machine in the whole root system on the fake platform,
 * driven through it and checked in every state it reaches.
 */

const BOUND: UserBank = { id: 7, bankId: 1, bankName: '中国工商银行', bankCode: 'ICBC', bankCardNo: '6222020000001111', bankUserName: '李四', bankSub: '', bankNumber: '', bankUserNameKa: '' };

/** Every state the generated paths pass through. */
const reached = (paths: { steps: { state: { value: unknown } }[]; state: { value: unknown } }[]) =>
  [...new Set(paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]))].sort();

/** Shows a page in the account area and lets its first calls answer. */
async function show(sys: StartedAppSystem, spec: AccountPageSpec) {
  sys.get('account').send({ type: 'account.show', spec });
  await settle(6);
}

const stateOf = (sys: StartedAppSystem, id: string) => sys.get(id)?.getSnapshot();

describe('deposit — model-based paths', () => {
  const model = createMachine({
    id: 'depositModel',
    initial: 'closed',
    states: {
      closed: { on: { 'open.ok': 'choosing', 'open.off': 'service', 'open.fail': 'service' } },
      service: {},
      choosing: { on: { 'submit.invalid': 'choosing', 'submit.refused': 'choosing', 'submit.usdt': 'choosing', 'submit.cashier': 'awaiting' } },
      awaiting: { on: { 'time.passes': 'awaiting', 'cashier.paid': 'paid', 'cashier.failed': 'payFailed', back: 'choosing' } },
      paid: { on: { back: 'choosing' } },
      payFailed: { on: { back: 'choosing' } },
    },
  });
  const paths = createTestModel(model).getSimplePaths();

  it('reaches every state', () => {
    expect(reached(paths)).toEqual(['awaiting', 'choosing', 'closed', 'paid', 'payFailed', 'service']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem({ user: { ...demoUser, balance: 0 } });
      await settle();
      const deposit = () => sys.get('deposit');
      const money = sys.platform.state.money;
      const order = () => money.deposits.at(-1)!;
      let credited = 0;
      await path.test({
        states: {
          closed: () => expect(deposit()).toBeUndefined(),
          service: () => expect(stateOf(sys, 'deposit').value).toBe('service'),
          choosing: () => {
            expect(stateOf(sys, 'deposit').value).toBe('choosing');
            expect(stateOf(sys, 'deposit').context.methodId).not.toBeNull();
          },
          awaiting: () => {
            expect(stateOf(sys, 'deposit').matches('awaiting')).toBe(true);
            expect(money.opened.at(-1)).toBe(stateOf(sys, 'deposit').context.payment.url);
          },
          paid: () => {
            expect(stateOf(sys, 'deposit').value).toBe('paid');
            expect(sys.get('session').getSnapshot().context.user.balance).toBe(credited);
          },
          payFailed: () => {
            expect(stateOf(sys, 'deposit').value).toBe('payFailed');
            expect(sys.get('session').getSnapshot().context.user.balance).toBe(credited);
          },
        },
        events: {
          'open.ok': () => show(sys, { page: 'deposit', variant: 'cn' }),
          'open.off': async () => {
            money.rechargeSwitch = '0';
            await show(sys, { page: 'deposit', variant: 'cn' });
          },
          'open.fail': async () => {
            sys.platform.failNext('fetchPayList', ErrorCode.internal);
            await show(sys, { page: 'deposit', variant: 'cn' });
          },
          'submit.invalid': async () => {
            deposit().send({ type: 'deposit.method', methodId: 1 });
            deposit().send({ type: 'deposit.submit' });
            await settle();
            expect(stateOf(sys, 'deposit').context.error?.messageKey).toBe('validation:tip_right_amount');
          },
          'submit.refused': async () => {
            sys.platform.failNext('deposit', ErrorCode.failed);
            deposit().send({ type: 'deposit.method', methodId: 1 });
            deposit().send({ type: 'deposit.preset', cents: 10_000 });
            deposit().send({ type: 'deposit.submit' });
            await settle(6);
            expect(stateOf(sys, 'deposit').context.error?.code).toBe(ErrorCode.failed);
          },
          'submit.usdt': async () => {
            deposit().send({ type: 'deposit.method', methodId: 3 });
            deposit().send({ type: 'deposit.preset', cents: 72_500 });
            deposit().send({ type: 'deposit.submit' });
            await settle(6);
            expect(sys.platform.effects.navigations.at(-1)).toBe(`/my/index?page=deposit-usdt-info&orderId=${order().orderId}`);
          },
          'submit.cashier': async () => {
            deposit().send({ type: 'deposit.method', methodId: 1 });
            deposit().send({ type: 'deposit.preset', cents: 50_000 });
            deposit().send({ type: 'deposit.submit' });
            await settle(6);
          },
          'time.passes': () => sys.advance(3000),
          'cashier.paid': async () => {
            payDeposit(sys.platform.state, sys.clock, order().orderId);
            credited += order().money + order().bonus;
            await sys.advance(3000);
            await settle(6);
          },
          'cashier.failed': async () => {
            payDeposit(sys.platform.state, sys.clock, order().orderId, 'failed');
            await sys.advance(3000);
          },
          back: async () => {
            deposit().send({ type: 'deposit.back' });
            await settle();
          },
        },
      });
      sys.actor.stop();
    });
  }
});

describe('withdraw — model-based paths', () => {
  const model = createMachine({
    id: 'withdrawModel',
    initial: 'closed',
    states: {
      closed: { on: { 'open.ok': 'form', 'open.fail': 'failed' } },
      failed: { on: { retry: 'form' } },
      form: { on: { 'submit.invalid': 'refused', 'submit.valid': 'confirming', 'submit.wrongPassword': 'confirmingWrong' } },
      refused: { on: { 'submit.valid': 'confirming', 'submit.wrongPassword': 'confirmingWrong' } },
      confirming: { on: { back: 'form', confirm: 'requested' } },
      confirmingWrong: { on: { confirm: 'refused' } },
      requested: { on: { 'submit.invalid': 'refused' } },
    },
  });
  const paths = createTestModel(model).getSimplePaths();

  it('reaches every state', () => {
    expect(reached(paths)).toEqual(['closed', 'confirming', 'confirmingWrong', 'failed', 'form', 'refused', 'requested']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem({ user: { ...demoUser, balance: 500_000 } });
      let pending = 0;
      sys.platform.state.money.bound = { ...BOUND };
      await settle();
      const withdraw = () => sys.get('withdraw');
      let balance = 500_000;
      const fill = (amount: string, password: string) => {
        withdraw().send({ type: 'withdraw.bank', bankId: BOUND.id });
        withdraw().send({ type: 'withdraw.amount', amount });
        withdraw().send({ type: 'withdraw.password', withdrawPassword: password });
      };
      await path.test({
        states: {
          closed: () => expect(withdraw()).toBeUndefined(),
          failed: () => expect(stateOf(sys, 'withdraw').value).toBe('failed'),
          form: () => {
            expect(stateOf(sys, 'withdraw').value).toBe('ready');
            expect(stateOf(sys, 'withdraw').context.info.amount).toBe(balance);
          },
          confirming: () => {
            expect(stateOf(sys, 'withdraw').value).toBe('confirming');
            expect(stateOf(sys, 'withdraw').hasTag('confirming')).toBe(true);
            // Nothing is sent before the player confirms.
            expect(sys.platform.state.user.balance).toBe(balance);
          },
          confirmingWrong: () => {
            expect(stateOf(sys, 'withdraw').value).toBe('confirming');
            expect(sys.platform.state.user.balance).toBe(balance);
          },
          refused: () => {
            expect(stateOf(sys, 'withdraw').value).toBe('ready');
            expect(stateOf(sys, 'withdraw').context.error).not.toBeNull();
            expect(sys.platform.state.user.balance).toBe(balance);
          },
          requested: () => {
            expect(stateOf(sys, 'withdraw').value).toBe('ready');
            expect(stateOf(sys, 'withdraw').context).toMatchObject({ amount: '', withdrawPassword: '', verifyCode: '', notice: 'money:withdraw.requested', error: null });
            expect(stateOf(sys, 'withdraw').context.info.amount).toBe(balance);
            expect(sys.get('session').getSnapshot().context.user.balance).toBe(balance);
          },
        },
        events: {
          'open.ok': () => show(sys, { page: 'withdraw', variant: 'cn' }),
          'open.fail': async () => {
            sys.platform.failNext('fetchWithdrawInfo', ErrorCode.internal);
            await show(sys, { page: 'withdraw', variant: 'cn' });
          },
          retry: async () => {
            withdraw().send({ type: 'withdraw.retry' });
            await settle();
          },
          'submit.invalid': async () => {
            fill('50', '123456');
            withdraw().send({ type: 'withdraw.submit' });
            await settle();
            expect(stateOf(sys, 'withdraw').context.error?.messageKey).toBe('validation:tips_withdraw_min');
          },
          'submit.valid': async () => {
            fill('300.25', '123456');
            withdraw().send({ type: 'withdraw.submit' });
            pending = 30_025;
            await settle();
          },
          'submit.wrongPassword': async () => {
            fill('200.50', 'nope12');
            withdraw().send({ type: 'withdraw.submit' });
            pending = 0;
            await settle();
          },
          back: async () => {
            withdraw().send({ type: 'withdraw.back' });
            await settle();
          },
          confirm: async () => {
            withdraw().send({ type: 'withdraw.confirm' });
            balance -= pending;
            await settle(8);
            if (pending === 0) expect(stateOf(sys, 'withdraw').context.error).toMatchObject({ code: ErrorCode.wrongWithdrawPassword, field: 'withdrawPassword' });
          },
        },
      });
      sys.actor.stop();
    });
  }
});

describe('e-mail binding with the resend block — model-based paths', () => {
  const model = createMachine({
    id: 'emailModel',
    initial: 'closed',
    states: {
      closed: { on: { 'open.none': 'bind', 'open.bound': 'edit' } },
      bind: { on: { send: 'bindCooling', 'submit.noCode': 'bind' } },
      bindCooling: { on: { 'time.120s': 'bind', 'submit.wrongCode': 'bindCooling', 'submit.ok': 'edit', reload: 'bindCooling' } },
      edit: { on: { send: 'editCooling', 'submit.noCode': 'edit' } },
      editCooling: { on: { 'time.120s': 'edit', 'submit.ok': 'bind', reload: 'editCooling' } },
    },
  });
  const paths = createTestModel(model).getSimplePaths();

  it('reaches every state', () => {
    expect(reached(paths)).toEqual(['bind', 'bindCooling', 'closed', 'edit', 'editCooling']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem();
      await settle();
      const page = () => sys.get('emailBind');
      const code = () => sys.get('emailCode');
      const ADDRESS = 'player@fastdraw.test';
      const mode = () => stateOf(sys, 'emailBind').value as Record<string, string>;
      const submitCode = async (value: string) => {
        page().send({ type: 'email.code', verifyCode: value });
        page().send({ type: 'email.submit' });
        await settle(8);
      };
      await path.test({
        states: {
          closed: () => expect(page()).toBeUndefined(),
          bind: () => {
            expect(Object.keys(mode())).toEqual(['bind']);
            expect(code().getSnapshot().value).toBe('idle');
          },
          bindCooling: () => {
            expect(Object.keys(mode())).toEqual(['bind']);
            expect(code().getSnapshot().value).toBe('cooling');
          },
          edit: () => {
            expect(Object.keys(mode())).toEqual(['edit']);
            expect(page().getSnapshot().context.bound).toBe(sys.platform.state.user.email);
            expect(code().getSnapshot().value).toBe('idle');
          },
          editCooling: () => {
            expect(Object.keys(mode())).toEqual(['edit']);
            expect(code().getSnapshot().value).toBe('cooling');
          },
        },
        events: {
          'open.none': () => show(sys, { page: 'bind-email' }),
          'open.bound': async () => {
            sys.platform.state.user.email = 'old@fastdraw.test';
            sys.get('session').send({ type: 'session.refreshUser' });
            await settle();
            await show(sys, { page: 'bind-email' });
          },
          send: async () => {
            page().send({ type: 'email.address', email: ADDRESS });
            page().send({ type: 'email.sendCode' });
            await settle(6);
          },
          'time.120s': () => sys.advance(120_000, 20_000),
          'submit.noCode': async () => {
            // The address first (§5 order), so the code is what is missing.
            page().send({ type: 'email.address', email: ADDRESS });
            await submitCode('');
            expect(page().getSnapshot().context.error?.messageKey).toBe('validation:placeholder_email_code');
          },
          'submit.wrongCode': async () => {
            page().send({ type: 'email.address', email: ADDRESS });
            await submitCode('000000');
            expect(page().getSnapshot().context.error?.code).toBe(ErrorCode.wrongVerificationCode);
          },
          'submit.ok': async () => {
            const bound = Object.keys(mode())[0] === 'edit';
            // After a reload the typed address is gone: the player types it again.
            if (!bound) page().send({ type: 'email.address', email: ADDRESS });
            await submitCode(lastCode(sys.platform.state, bound ? 3 : 2));
            expect(sys.platform.state.user.email).toBe(bound ? '' : ADDRESS);
            // A while later: the other mode's earlier block (if any) is over, as the model assumes.
            await sys.advance(120_000, 20_000);
          },
          // The page left and shown again: a new machine reads the stored deadline and counts on.
          reload: async () => {
            const before = code().getSnapshot().context.resendUntil;
            await sys.advance(10_000);
            sys.get('account').send({ type: 'account.hide' });
            await show(sys, { page: 'bind-email' });
            expect(code().getSnapshot().context.resendUntil).toBe(before);
          },
        },
      });
      sys.actor.stop();
    });
  }
});
