import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { PasswordChangeRef } from '../../machines/account/account.machine';
import { LOGOUT_DELAY_MS, PasswordNotice, type PasswordKind } from '../../machines/account/password-change.machine';
import { ErrorCode } from '../../models/errors';
import { ValidationKey } from '../../models/validation';
import { settle, startAppSystem } from '../support/app-system';

/**
 * Model-based paths for both password pages, one machine parameterised by kind: what the player
 * sees (the form, a §5 refusal, the change in flight, a wrong old password, and then — login: the
 * success message and, 1 s later, the session let go and home loaded to log in again; withdrawal: the code.0 message with the
 * fields cleared). Every path drives the real root system on the fake platform and a SimulatedClock.
 */
const model = (kind: PasswordKind) =>
  createMachine({
    id: `passwordModel-${kind}`,
    initial: 'editing',
    states: {
      editing: { on: { 'submit.invalid': 'refused', 'submit.valid': 'submitting', 'submit.wrongOld': 'submittingWrong' } },
      refused: { on: { input: 'editing', 'submit.valid': 'submitting' } },
      submitting: { on: { 'server.answer': kind === 'login' ? 'loggingOut' : 'changed' } },
      submittingWrong: { on: { 'server.answer': 'wrongOld' } },
      wrongOld: { on: { 'submit.valid': 'submitting' } },
      ...(kind === 'login'
        ? { loggingOut: { on: { 'clock.1s': 'loggedOut' } }, loggedOut: {} }
        : { changed: { on: { input: 'editing', 'submit.valid': 'submitting' } } }),
    },
  });

const NEW_PASSWORD = { login: 'newpass88', withdraw: '654321' };

describe.each(['login', 'withdraw'] as const)('password change (%s) — model-based paths', (kind) => {
  const paths = createTestModel(model(kind)).getSimplePaths();

  it('reaches every state the player can see', () => {
    const reached = new Set(paths.flatMap((path) => [...path.steps.map((step) => String(step.state.value)), String(path.state.value)]));
    const end = kind === 'login' ? ['loggedOut', 'loggingOut'] : ['changed'];
    expect([...reached].sort()).toEqual(['editing', 'refused', 'submitting', 'submittingWrong', 'wrongOld', ...end].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem();
      await settle();
      sys.get('account').send({ type: 'account.show', spec: { page: kind === 'login' ? 'update-password' : 'update-opt-pwd' } });
      await settle();
      const ref = () => sys.get('passwordChange') as PasswordChangeRef;
      const snap = () => ref().getSnapshot();
      const passwords = sys.platform.state.profile.passwords;
      let release = () => {};
      const fill = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => {
        ref().send({ type: 'password.input', values: { oldPassword } });
        ref().send({ type: 'password.input', values: { newPassword } });
        ref().send({ type: 'password.input', values: { confirmPassword } });
      };
      const submitHeld = () => {
        release = sys.platform.hold('changePassword');
        ref().send({ type: 'password.submit' });
      };
      // A new password, never the current one.
      const fresh = () => (passwords[kind] === NEW_PASSWORD[kind] ? `${NEW_PASSWORD[kind].slice(0, -1)}9` : NEW_PASSWORD[kind]);
      const loggedIn = () => sys.get('session').getSnapshot().matches('authenticated');
      await path.test({
        states: {
          editing: () => {
            expect(snap().matches('editing')).toBe(true);
            expect(snap().context.error).toBeNull();
            expect(snap().context.notice).toBeNull();
          },
          refused: () => {
            expect(snap().matches('editing')).toBe(true);
            expect(snap().context.error).toMatchObject({ field: 'confirmPassword' });
          },
          submitting: () => expect(snap().matches('submitting')).toBe(true),
          submittingWrong: () => expect(snap().matches('submitting')).toBe(true),
          wrongOld: () => {
            expect(snap().matches('editing')).toBe(true);
            const code = kind === 'login' ? ErrorCode.wrongPassword : ErrorCode.wrongWithdrawPassword;
            expect(snap().context.error).toMatchObject({ field: 'oldPassword', code });
          },
          loggingOut: () => {
            expect(snap().matches('loggingOut')).toBe(true);
            expect(snap().context.notice).toBe(PasswordNotice.loginChanged);
            expect(loggedIn()).toBe(true);
            expect(sys.platform.effects.reloads).toBe(0);
          },
          loggedOut: () => {
            expect(loggedIn()).toBe(false);
            // The server ended every session with the change: the tokens are let go, no logout call.
            expect(sys.platform.state.calls).not.toContain('logout');
            expect(sys.platform.effects.navigations).toContain('load:/home?relogin=passwordChanged');
          },
          changed: () => {
            expect(snap().matches('editing')).toBe(true);
            expect(snap().context.notice).toBe(PasswordNotice.withdrawChanged);
            expect(snap().context.values).toEqual({ oldPassword: '', newPassword: '', confirmPassword: '' });
            expect(loggedIn()).toBe(true);
          },
        },
        events: {
          'submit.invalid': () => {
            fill(passwords[kind], fresh(), `${fresh()}x`);
            ref().send({ type: 'password.submit' });
          },
          input: () => ref().send({ type: 'password.input', values: { confirmPassword: fresh() } }),
          'submit.valid': () => {
            fill(passwords[kind], fresh());
            submitHeld();
          },
          'submit.wrongOld': () => {
            fill('wrong99', fresh());
            submitHeld();
          },
          'server.answer': async () => {
            release();
            await settle(4);
          },
          'clock.1s': () => sys.advance(LOGOUT_DELAY_MS),
        },
      });
    });
  }
});

describe('password change — in the system', () => {
  const open = async (kind: PasswordKind) => {
    const sys = startAppSystem();
    await settle();
    sys.get('account').send({ type: 'account.show', spec: { page: kind === 'login' ? 'update-password' : 'update-opt-pwd' } });
    await settle();
    const ref = sys.get('passwordChange') as PasswordChangeRef;
    const submit = (values: { oldPassword?: string; newPassword?: string; confirmPassword?: string }) => {
      ref.send({ type: 'password.input', values });
      ref.send({ type: 'password.submit' });
      return ref.getSnapshot().context.error;
    };
    return { sys, ref, submit };
  };

  it('login password: §5 order — old required, new required, 6–12, letters and digits, confirmation equal; nothing sent until valid', async () => {
    const { sys, submit } = await open('login');
    expect(submit({})).toEqual({ field: 'oldPassword', messageKey: ValidationKey.noOldPassword });
    expect(submit({ oldPassword: 'demo1234' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.noNewPassword });
    expect(submit({ newPassword: 'abc12' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.passwordLength });
    expect(submit({ newPassword: 'abcdefghi1234' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.passwordLength });
    expect(submit({ newPassword: 'abc_1234' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.passwordFormat });
    expect(submit({ newPassword: 'abcd1234', confirmPassword: 'abcd1235' })).toEqual({ field: 'confirmPassword', messageKey: ValidationKey.passwordConfirm });
    expect(sys.platform.inputsOf('changePassword')).toEqual([]);
    submit({ confirmPassword: 'abcd1234' });
    await settle();
    expect(sys.platform.inputsOf('changePassword')).toEqual([{ kind: 'login', oldPassword: 'demo1234', newPassword: 'abcd1234' }]);
  });

  it('withdrawal password: §5 order — old required, new 6–10, letters and digits, differs from old, confirmation equal', async () => {
    const { sys, submit } = await open('withdraw');
    expect(submit({})).toEqual({ field: 'oldPassword', messageKey: ValidationKey.noOldWithdrawPassword });
    expect(submit({ oldPassword: '123456' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.withdrawPasswordNewLength });
    expect(submit({ newPassword: '12345' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.withdrawPasswordNewLength });
    expect(submit({ newPassword: '12345678901' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.withdrawPasswordNewLength });
    expect(submit({ newPassword: '12345!' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.withdrawPasswordFormat });
    expect(submit({ newPassword: '123456' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.sameAsOld });
    expect(submit({ newPassword: '654321', confirmPassword: '654320' })).toEqual({ field: 'confirmPassword', messageKey: ValidationKey.withdrawPasswordConfirm });
    expect(sys.platform.inputsOf('changePassword')).toEqual([]);
    submit({ confirmPassword: '654321' });
    await settle();
    expect(sys.platform.inputsOf('changePassword')).toEqual([{ kind: 'withdraw', oldPassword: '123456', newPassword: '654321' }]);
    expect(sys.platform.state.profile.passwords.withdraw).toBe('654321');
  });

  it('logs out exactly 1 s of simulated time after a new login password, and the page reloads', async () => {
    const { sys, ref, submit } = await open('login');
    submit({ oldPassword: 'demo1234', newPassword: 'abcd1234', confirmPassword: 'abcd1234' });
    await settle();
    expect(ref.getSnapshot().matches('loggingOut')).toBe(true);
    sys.clock.increment(LOGOUT_DELAY_MS - 1);
    await settle();
    expect(sys.get('session').getSnapshot().matches('authenticated')).toBe(true);
    expect(sys.platform.effects.navigations).toEqual([]);
    sys.clock.increment(1);
    await settle();
    expect(sys.get('session').getSnapshot().matches('anonymous')).toBe(true);
    expect(sys.platform.effects.navigations).toEqual(['load:/home?relogin=passwordChanged']);
  });

  it('leaving the page within that second does not cancel the logout: the account area scheduled it', async () => {
    const { sys, submit } = await open('login');
    submit({ oldPassword: 'demo1234', newPassword: 'abcd1234', confirmPassword: 'abcd1234' });
    await settle();
    sys.get('account').send({ type: 'account.hide' });
    await settle();
    expect(sys.get('passwordChange')).toBeUndefined();
    expect(sys.platform.effects.navigations).toEqual([]);
    await sys.advance(LOGOUT_DELAY_MS);
    expect(sys.get('session').getSnapshot().matches('anonymous')).toBe(true);
    expect(sys.platform.effects.navigations).toEqual(['load:/home?relogin=passwordChanged']);
  });

  it('typed passwords never reach the journal in clear: not in the events, not in the call, not in checkpoints', async () => {
    const { sys, submit } = await open('login');
    submit({ oldPassword: 'demo1234', newPassword: 'secretNew77', confirmPassword: 'secretNew77' });
    await settle();
    const exported = sys.journal.exportJson();
    expect(exported).toContain('password.input');
    expect(exported).not.toContain('secretNew77');
    expect(exported).not.toContain('demo1234');
  });

  it('switching from one password page to the other starts a fresh machine of the other kind', async () => {
    const { sys } = await open('login');
    sys.get('account').send({ type: 'account.show', spec: { page: 'update-opt-pwd' } });
    await settle();
    expect((sys.get('passwordChange') as PasswordChangeRef).getSnapshot().context.kind).toBe('withdraw');
  });
});
