import { describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { PasswordResetRef } from '../../machines/session/password-reset.machine';
import { ErrorCode } from '../../models/errors';
import { ValidationKey } from '../../models/validation';
import { settle, startAppSystem } from '../support/app-system';

/** The flow's code loads the first time the dialog shows its form; then the app spawns it. */
const resetStarted = (sys: ReturnType<typeof startAppSystem>) => vi.waitFor(() => expect(sys.get('passwordReset')).toBeDefined());

/**
 * Model-based paths for the forgotten password (issue 17 §5), on the real root system with the fake
 * platform and a SimulatedClock: what the visitor sees — the account form, a §5 refusal, the
 * code on its way, the masked address with the code form, a wrong code, the resend wait running
 * out, a second code, customer service for an account without an address, and the success.
 */
const model = createMachine({
  id: 'passwordResetModel',
  initial: 'account',
  states: {
    account: { on: { 'request.invalid': 'accountRefused', 'request.bound': 'requesting', 'request.unbound': 'requestingUnbound' } },
    accountRefused: { on: { 'request.bound': 'requesting' } },
    requesting: { on: { 'server.answer': 'code' } },
    requestingUnbound: { on: { 'server.answer': 'noAddress' } },
    noAddress: { on: { back: 'account' } },
    code: { on: { 'submit.wrongCode': 'wrongCode', 'clock.120s': 'resendReady', 'submit.valid': 'done' } },
    wrongCode: { on: { 'submit.valid': 'done' } },
    resendReady: { on: { resend: 'code' } },
    done: {},
  },
});

const NEW_PASSWORD = 'fresh123';

describe('forgotten password — model-based paths', () => {
  const paths = createTestModel(model).getSimplePaths();

  it('reaches every state the visitor can see', () => {
    const reached = new Set(paths.flatMap((path) => [...path.steps.map((step) => String(step.state.value)), String(path.state.value)]));
    expect([...reached].sort()).toEqual(['account', 'accountRefused', 'code', 'done', 'noAddress', 'requesting', 'requestingUnbound', 'resendReady', 'wrongCode'].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem({ loggedIn: false });
      await settle();
      sys.app.send({ type: 'ui.auth.openLogin' });
      sys.app.send({ type: 'ui.auth.openForgot' });
      await resetStarted(sys);
      const ref = () => sys.get('passwordReset') as PasswordResetRef;
      const snap = () => ref().getSnapshot();
      const { reset, profile } = sys.platform.state;
      let release = () => {};
      const request = (account: string) => {
        ref().send({ type: 'reset.input', values: { account } });
        release = sys.platform.hold('requestResetCode');
        ref().send({ type: 'reset.request' });
      };
      const submit = async (code: string) => {
        ref().send({ type: 'reset.input', values: { code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
        ref().send({ type: 'reset.submit' });
        await settle(4);
      };
      await path.test({
        states: {
          account: () => {
            expect(snap().matches('account')).toBe(true);
            expect(snap().context.error).toBeNull();
          },
          accountRefused: () => {
            expect(snap().matches('account')).toBe(true);
            expect(snap().context.error).toEqual({ field: 'account', messageKey: ValidationKey.accountLength });
            expect(sys.platform.inputsOf('requestResetCode')).not.toContainEqual({ account: 'demo' });
          },
          requesting: () => expect(snap().matches('requesting')).toBe(true),
          requestingUnbound: () => expect(snap().matches('requesting')).toBe(true),
          noAddress: () => expect(snap().matches('noAddress')).toBe(true),
          code: () => {
            expect(snap().matches({ code: { form: 'editing', resend: 'cooling' } })).toBe(true);
            expect(snap().context.maskedEmail).toBe('d***1@e***.com');
            expect(snap().context.resendSeconds).toBeGreaterThan(0);
          },
          wrongCode: () => {
            expect(snap().matches({ code: { form: 'editing' } })).toBe(true);
            expect(snap().context.error).toMatchObject({ field: 'code', code: ErrorCode.wrongVerificationCode });
            expect(profile.passwords.login).toBe('demo1234');
          },
          resendReady: () => {
            expect(snap().matches({ code: { resend: 'ready' } })).toBe(true);
            expect(snap().context.resendSeconds).toBe(0);
          },
          done: () => {
            expect(snap().matches('done')).toBe(true);
            expect(profile.passwords.login).toBe(NEW_PASSWORD);
            // The typed passwords are not kept once they served.
            expect(snap().context.values).toMatchObject({ code: '', newPassword: '', confirmPassword: '' });
          },
        },
        events: {
          'request.invalid': () => {
            ref().send({ type: 'reset.input', values: { account: 'demo' } });
            ref().send({ type: 'reset.request' });
          },
          'request.bound': () => request('demo001'),
          'request.unbound': () => request('demo002'),
          'server.answer': async () => {
            release();
            await settle(4);
          },
          back: () => ref().send({ type: 'reset.back' }),
          'submit.wrongCode': () => submit('000000'),
          'submit.valid': () => submit(reset.codes.get('demo001') ?? ''),
          'clock.120s': () => sys.advance(120_000),
          resend: async () => {
            ref().send({ type: 'reset.resend' });
            await settle(4);
          },
        },
      });
    });
  }
});

describe('forgotten password — in the system', () => {
  const open = async (account?: string) => {
    const sys = startAppSystem({ loggedIn: false });
    await settle();
    sys.app.send({ type: 'ui.auth.openForgot', ...(account ? { account } : {}) });
    await resetStarted(sys);
    return { sys, ref: () => sys.get('passwordReset') as PasswordResetRef | undefined };
  };

  it('lives while the dialog shows its form: the login form, the register form or closing stop it, opening again starts afresh', async () => {
    const { sys, ref } = await open('demo001');
    expect(sys.app.getSnapshot().context.authDialog).toBe('forgot');
    expect(ref()?.getSnapshot().context.values.account).toBe('demo001');
    for (const type of ['ui.auth.openLogin', 'ui.auth.openRegister', 'ui.auth.close'] as const) {
      sys.app.send({ type: 'ui.auth.openForgot' });
      await resetStarted(sys);
      ref()!.send({ type: 'reset.input', values: { account: 'someone1' } });
      sys.app.send({ type });
      await settle();
      expect(ref()).toBeUndefined();
      expect(sys.app.getSnapshot().context.authDialog).toBe(type === 'ui.auth.close' ? 'closed' : type === 'ui.auth.openLogin' ? 'login' : 'register');
    }
    sys.app.send({ type: 'ui.auth.openForgot' });
    await settle();
    expect(ref()?.getSnapshot().context.values.account).toBe('');
  });

  it('checks the code step in the §5 order before anything is sent: code, new password required, 6–12, letters and digits, confirmation', async () => {
    const { sys, ref } = await open('demo001');
    ref()!.send({ type: 'reset.request' });
    await settle(4);
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
    await settle(4);
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
    await settle(4);
    expect(ref()!.getSnapshot().matches('account')).toBe(true);
    expect(ref()!.getSnapshot().context.error).toMatchObject({ code: ErrorCode.codeRequestedRepeatedly });
  });

  it('typed passwords never reach the journal in clear', async () => {
    const { sys, ref } = await open('demo001');
    ref()!.send({ type: 'reset.request' });
    await settle(4);
    ref()!.send({ type: 'reset.input', values: { code: sys.platform.state.reset.codes.get('demo001') ?? '' } });
    ref()!.send({ type: 'reset.input', values: { newPassword: 'secretNew77' } });
    ref()!.send({ type: 'reset.input', values: { confirmPassword: 'secretNew77' } });
    ref()!.send({ type: 'reset.submit' });
    await settle(4);
    expect(ref()!.getSnapshot().matches('done')).toBe(true);
    const exported = sys.journal.exportJson();
    expect(exported).toContain('reset.input');
    expect(exported).not.toContain('secretNew77');
  });
});
