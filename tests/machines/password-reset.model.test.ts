import { authDialogOf } from '../../src/app/hooks';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { passwordResetMachine, type PasswordResetRef } from '../../machines/session/password-reset.machine';
import { ErrorCode } from '../../models/errors';
import { validatePasswordReset, validateResetRequest, ValidationKey } from '../../models/validation';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { MASKED, passwordResetPaths, SENT } from '../paths/password-reset.paths';
import { eventually, until, untilState } from '../paths/wait';
import { startAppSystem } from '../support/app-system';

/**
 * Generated paths of the forgotten password (tests/paths/password-reset.paths.ts) on a live actor:
 * the account form, a §5 refusal, the code on its way, the masked address with the code form, a
 * wrong code, the resend wait running out a second at a time, a second code, customer service for
 * an account without an address, and the success. The app spawning it with the dialog, and the
 * real codes of the fake platform, are the system tests below.
 */
const paths = generatePaths(passwordResetPaths);

describe('forgotten password — generated paths', () => {
  for (const path of paths) {
    let previous: SnapshotFrom<typeof passwordResetPaths.machine> | undefined;
    it(describePath(passwordResetPaths.machine, path), () =>
      replayPath(passwordResetPaths, path, (snapshot, event) => {
        const { values, error, maskedEmail, resendSeconds } = snapshot.context;
        const fromCode = (previous?.matches('code') || previous?.matches('noAddress')) ?? false;
        previous = snapshot;
        if (snapshot.matches('account')) {
          if (event.type === 'reset.request') expect(error).toEqual(validateResetRequest({ account: values.account }));
          if (event.type.startsWith('xstate.error.actor.')) expect(error).toMatchObject({ code: ErrorCode.failed });
          // Back from the code form or from "no address": the code step and its last error are forgotten.
          if (event.type === 'reset.back' && fromCode) expect([error, values.code, values.newPassword, values.confirmPassword]).toEqual([null, '', '', '']);
        }
        // Only a valid account is asked for.
        if (snapshot.matches('requesting') && event.type === 'reset.request') expect(values.account).toBe('demo001');
        if (snapshot.matches('code')) expect(maskedEmail).toBe(MASKED);
        if (snapshot.matches({ code: { resend: 'cooling' } })) expect(resendSeconds).toBeGreaterThan(0);
        if (snapshot.matches({ code: { resend: 'cooling' } }) && event.type.startsWith('xstate.done.actor.')) expect(resendSeconds).toBe(SENT.resendAfter);
        if (snapshot.matches({ code: { resend: 'ready' } })) expect(resendSeconds).toBe(0);
        if (snapshot.matches({ code: { form: 'editing' } }) && event.type.startsWith('xstate.error.actor.') && snapshot.matches({ code: { resend: 'cooling' } })) {
          expect(error).toMatchObject({ field: 'code', code: ErrorCode.wrongVerificationCode });
        }
        // Only a valid code step is sent.
        if (snapshot.matches({ code: { form: 'resetting' } }) && event.type === 'reset.submit') expect([validatePasswordReset(values), error]).toEqual([null, null]);
        // The typed passwords are not kept once they served.
        if (snapshot.matches('done') && event.type.startsWith('xstate.done.actor.')) expect(values).toMatchObject({ code: '', newPassword: '', confirmPassword: '' });
      }));
  }
});

/** The flow's code loads the first time the dialog shows its form; then the app spawns it. */
const resetStarted = (sys: ReturnType<typeof startAppSystem>) => eventually(() => sys.get('passwordReset') !== undefined, 'the password reset flow');

describe('forgotten password — the code form refused, then the address is gone', () => {
  it('going back to the account form shows no error and no code left from the code form', async () => {
    const answers = [{ email: MASKED, resendAfter: 1 }, { email: '', resendAfter: 0 }];
    const clock = new SimulatedClock();
    const machine = passwordResetMachine.provide({
      actors: { requestResetCode: fromPromise(async () => answers.shift()!), resetPassword: fromPromise(async () => {}) },
    });
    const reset = createActor(machine, { input: { account: 'demo001' }, clock }).start();
    reset.send({ type: 'reset.request' });
    await untilState(reset, { code: { form: 'editing', resend: 'cooling' } });
    reset.send({ type: 'reset.input', values: { code: '', newPassword: 'fresh123', confirmPassword: 'fresh123' } });
    reset.send({ type: 'reset.submit' });
    expect(reset.getSnapshot().context.error).toMatchObject({ field: 'code' });
    clock.increment(1000);
    await untilState(reset, { code: { resend: 'ready' } });
    reset.send({ type: 'reset.resend' });
    await untilState(reset, 'noAddress');
    reset.send({ type: 'reset.back' });
    const { error, values } = reset.getSnapshot().context;
    expect([error, values.account, values.code, values.newPassword]).toEqual([null, 'demo001', '', '']);
    reset.stop();
  });
});

describe('forgotten password — in the system', () => {
  it('a bound account gets a code at its masked address; a wrong code is refused, the right one resets; an unbound account gets customer service', async () => {
    const { sys, ref } = await open('demo001');
    const reset = ref()!;
    reset.send({ type: 'reset.input', values: { account: 'demo' } });
    reset.send({ type: 'reset.request' });
    expect(reset.getSnapshot().context.error).toEqual({ field: 'account', messageKey: ValidationKey.accountLength });
    expect(sys.platform.inputsOf('requestResetCode')).toEqual([]);
    reset.send({ type: 'reset.input', values: { account: 'demo001' } });
    reset.send({ type: 'reset.request' });
    await untilState(reset, { code: { form: 'editing', resend: 'cooling' } });
    expect(reset.getSnapshot().context.maskedEmail).toBe('d***1@e***.com');
    const submit = (code: string) => {
      reset.send({ type: 'reset.input', values: { code, newPassword: 'fresh123', confirmPassword: 'fresh123' } });
      reset.send({ type: 'reset.submit' });
    };
    submit('000000');
    await until(reset, (snapshot) => snapshot.context.error !== null);
    expect(reset.getSnapshot().context.error).toMatchObject({ field: 'code', code: ErrorCode.wrongVerificationCode });
    expect(sys.platform.state.profile.passwords.login).toBe('demo1234');
    await sys.advance(120_000);
    expect(reset.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true);
    reset.send({ type: 'reset.resend' });
    await untilState(reset, { code: { resend: 'cooling' } });
    submit(sys.platform.state.reset.codes.get('demo001') ?? '');
    await untilState(reset, 'done');
    expect(sys.platform.state.profile.passwords.login).toBe('fresh123');

    reset.send({ type: 'reset.back' });
    const other = await open('demo002');
    other.ref()!.send({ type: 'reset.request' });
    await untilState(other.ref()!, 'noAddress');
  });

  const open = async (account?: string) => {
    const sys = startAppSystem({ loggedIn: false });
    await untilState(sys.get('session'), 'anonymous');
    sys.app.send({ type: 'ui.auth.openForgot', ...(account ? { account } : {}) });
    await resetStarted(sys);
    return { sys, ref: () => sys.get('passwordReset') as PasswordResetRef | undefined };
  };

  it('lives while the dialog shows its form: the login form, the register form or closing stop it, opening again starts afresh', async () => {
    const { sys, ref } = await open('demo001');
    expect(authDialogOf(sys.app.getSnapshot())).toBe('forgot');
    expect(ref()?.getSnapshot().context.values.account).toBe('demo001');
    for (const type of ['ui.auth.openLogin', 'ui.auth.openRegister', 'ui.auth.close'] as const) {
      sys.app.send({ type: 'ui.auth.openForgot' });
      await resetStarted(sys);
      ref()!.send({ type: 'reset.input', values: { account: 'someone1' } });
      sys.app.send({ type });
      await eventually(() => ref() === undefined, 'the flow to stop');
      expect(authDialogOf(sys.app.getSnapshot())).toBe(type === 'ui.auth.close' ? 'closed' : type === 'ui.auth.openLogin' ? 'login' : 'register');
    }
    sys.app.send({ type: 'ui.auth.openForgot' });
    await resetStarted(sys);
    expect(ref()?.getSnapshot().context.values.account).toBe('');
  });

  it('checks the code step in the §5 order before anything is sent: code, new password required, 6–12, letters and digits, confirmation', async () => {
    const { sys, ref } = await open('demo001');
    ref()!.send({ type: 'reset.request' });
    await until(ref()!, (snapshot) => !snapshot.matches('requesting'));
    const submit = (values: object) => {
      ref()!.send({ type: 'reset.input', values });
      ref()!.send({ type: 'reset.submit' });
      return ref()!.getSnapshot().context.error;
    };
    expect(submit({})).toEqual({ field: 'code', messageKey: ValidationKey.emailCode });
    expect(submit({ code: '123456' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.noNewPassword });
    expect(submit({ newPassword: 'abc12' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.passwordLength });
    expect(submit({ newPassword: 'abc_1234' })).toEqual({ field: 'newPassword', messageKey: ValidationKey.passwordFormat });
    expect(submit({ newPassword: 'abcd1234', confirmPassword: 'abcd1235' })).toEqual({ field: 'confirmPassword', messageKey: ValidationKey.passwordConfirm });
    expect(sys.platform.inputsOf('resetPassword')).toEqual([]);
  });

  it('counts the resend wait down a second at a time on the system clock', async () => {
    const { sys, ref } = await open('demo001');
    ref()!.send({ type: 'reset.request' });
    await until(ref()!, (snapshot) => !snapshot.matches('requesting'));
    expect(ref()!.getSnapshot().context.resendSeconds).toBe(120);
    await sys.advance(1000);
    expect(ref()!.getSnapshot().context.resendSeconds).toBe(119);
    await sys.advance(118_000);
    expect(ref()!.getSnapshot().matches({ code: { resend: 'cooling' } })).toBe(true);
    await sys.advance(1000);
    expect(ref()!.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true);
  });

  it('keeps a refused request on the account form with the server’s reason', async () => {
    const { sys, ref } = await open('demo001');
    sys.platform.state.failNext.set('requestResetCode', ErrorCode.codeRequestedRepeatedly);
    ref()!.send({ type: 'reset.request' });
    await until(ref()!, (snapshot) => !snapshot.matches('requesting'));
    expect(ref()!.getSnapshot().matches('account')).toBe(true);
    expect(ref()!.getSnapshot().context.error).toMatchObject({ code: ErrorCode.codeRequestedRepeatedly });
  });

  it('typed passwords never reach the journal in clear', async () => {
    const { sys, ref } = await open('demo001');
    ref()!.send({ type: 'reset.request' });
    await until(ref()!, (snapshot) => !snapshot.matches('requesting'));
    ref()!.send({ type: 'reset.input', values: { code: sys.platform.state.reset.codes.get('demo001') ?? '' } });
    ref()!.send({ type: 'reset.input', values: { newPassword: 'secretNew77' } });
    ref()!.send({ type: 'reset.input', values: { confirmPassword: 'secretNew77' } });
    ref()!.send({ type: 'reset.submit' });
    await untilState(ref()!, 'done');
    expect(sys.platform.state.profile.passwords.login).toBe('secretNew77');
    const exported = sys.journal.exportJson();
    expect(exported).toContain('reset.input');
    expect(exported).not.toContain('secretNew77');
  });
});
