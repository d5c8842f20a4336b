import { describe, expect, it } from 'vitest';
import type { PasswordChangeRef } from '../../machines/account/account.machine';
import { LOGOUT_DELAY_MS, PasswordNotice, type PasswordKind } from '../../machines/account/password-change.machine';
import { validateLoginPasswordChange, validateWithdrawPasswordChange, ValidationKey } from '../../models/validation';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { loginPasswordPaths, withdrawPasswordPaths, WRONG_OLD } from '../paths/password-change.paths';
import { eventually, untilState } from '../paths/wait';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Generated paths of the password change machine for both pages (tests/paths/password-change.paths.ts)
 * on a live actor: the form, a §5 refusal, the change in flight, a wrong old password, and then —
 * login: the success message and the owner told to log out; withdrawal: the code.0 message with
 * the fields cleared. The logout 1 s later (the session let go, home loaded) is in the system
 * tests below.
 */
const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

describe.each([
  ['login', loginPasswordPaths, validateLoginPasswordChange],
  ['withdraw', withdrawPasswordPaths, validateWithdrawPasswordChange],
] as const)('password change (%s) — generated paths', (kind, pathSuite, validate) => {
  for (const path of generatePaths(pathSuite)) {
    it(describePath(pathSuite.machine, path), async () => {
      let loginChanged = 0;
      const suite = { ...pathSuite, provide: { actions: { loginChanged: () => void loginChanged++ } } } as typeof pathSuite;
      await replayPath(suite, path, (snapshot, event) => {
        const { values, error, notice } = snapshot.context;
        if (snapshot.matches('editing')) {
          if (event.type === 'password.submit') expect(error).toEqual(validate(values));
          if (event.type === 'password.submit' && values.confirmPassword.endsWith('x')) expect(error).toMatchObject({ field: 'confirmPassword' });
          if (event.type === 'password.input') expect([error, notice]).toEqual([null, null]);
          // A wrong old password belongs to its field.
          if (event.type.startsWith('xstate.error.actor.')) expect(error).toMatchObject({ field: 'oldPassword', code: WRONG_OLD[kind] });
          // Withdrawal: the code.0 message, the fields cleared.
          if (event.type.startsWith('xstate.done.actor.')) expect([notice, values, error]).toEqual([PasswordNotice.withdrawChanged, EMPTY, null]);
        }
        // Only a valid form is sent.
        if (snapshot.matches('submitting')) expect([validate(values), error, notice]).toEqual([null, null, null]);
        if (snapshot.matches('loggingOut')) {
          expect(kind).toBe('login');
          expect([notice, values]).toEqual([PasswordNotice.loginChanged, EMPTY]);
        }
        // The owner is told once, and only of a changed login password.
        expect(loginChanged).toBe(snapshot.matches('loggingOut') ? 1 : 0);
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

describe('password change — in the system', () => {
  const open = async (kind: PasswordKind) => {
    const sys = await started(startAppSystem());
    sys.get('account').send({ type: 'account.show', spec: { page: kind === 'login' ? 'update-password' : 'update-opt-pwd' } });
    await eventually(() => sys.get('passwordChange') !== undefined, 'the password page');
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
    await eventually(() => sys.platform.inputsOf('changePassword').length > 0, 'the changePassword call');
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
    await eventually(() => sys.platform.state.profile.passwords.withdraw === '654321', 'the changed withdrawal password');
    expect(sys.platform.inputsOf('changePassword')).toEqual([{ kind: 'withdraw', oldPassword: '123456', newPassword: '654321' }]);
    expect(sys.platform.state.profile.passwords.withdraw).toBe('654321');
  });

  it('logs out exactly 1 s of simulated time after a new login password, and the page reloads', async () => {
    const { sys, ref, submit } = await open('login');
    submit({ oldPassword: 'demo1234', newPassword: 'abcd1234', confirmPassword: 'abcd1234' });
    await untilState(ref, 'loggingOut');
    expect(sys.get('session').getSnapshot().matches('authenticated')).toBe(true);
    expect(sys.platform.effects.reloads).toBe(0);
    sys.clock.increment(LOGOUT_DELAY_MS - 1);
    // Nothing is due before the second is up: a few turns pass and the player is still in.
    await expect(untilState(sys.get('session'), 'anonymous', 50)).rejects.toThrow();
    expect(sys.platform.effects.navigations).toEqual([]);
    sys.clock.increment(1);
    await untilState(sys.get('session'), 'anonymous');
    // The server ended every session with the change: the tokens are let go, no logout call.
    expect(sys.platform.state.calls).not.toContain('logout');
    expect(sys.platform.effects.navigations).toEqual(['load:/home?relogin=passwordChanged']);
  });

  it('leaving the page within that second does not cancel the logout: the account area scheduled it', async () => {
    const { sys, ref, submit } = await open('login');
    submit({ oldPassword: 'demo1234', newPassword: 'abcd1234', confirmPassword: 'abcd1234' });
    await untilState(ref, 'loggingOut');
    sys.get('account').send({ type: 'account.hide' });
    await eventually(() => sys.get('passwordChange') === undefined, 'the password page to close');
    expect(sys.platform.effects.navigations).toEqual([]);
    await sys.advance(LOGOUT_DELAY_MS);
    expect(sys.get('session').getSnapshot().matches('anonymous')).toBe(true);
    expect(sys.platform.effects.navigations).toEqual(['load:/home?relogin=passwordChanged']);
  });

  it('typed passwords never reach the journal in clear: not in the events, not in the call, not in checkpoints', async () => {
    const { sys, ref, submit } = await open('login');
    submit({ oldPassword: 'demo1234', newPassword: 'secretNew77', confirmPassword: 'secretNew77' });
    await untilState(ref, 'loggingOut');
    const exported = sys.journal.exportJson();
    expect(exported).toContain('password.input');
    expect(exported).not.toContain('secretNew77');
    expect(exported).not.toContain('demo1234');
  });

  it('switching from one password page to the other starts a fresh machine of the other kind', async () => {
    const { sys } = await open('login');
    sys.get('account').send({ type: 'account.show', spec: { page: 'update-opt-pwd' } });
    await eventually(() => (sys.get('passwordChange') as PasswordChangeRef | undefined)?.getSnapshot().context.kind === 'withdraw', 'the withdrawal password page');
  });
});
