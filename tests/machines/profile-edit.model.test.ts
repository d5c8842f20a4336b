import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ProfileEditRef } from '../../machines/account/account.machine';
import { ErrorCode } from '../../models/errors';
import { ValidationKey } from '../../models/validation';
import { demoUser } from '../support/demo-user';
import { settle, startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Model-based paths for the personal info page: what the player sees (the form, a §5 refusal, the
 * save in flight, the server's refusal, the read-only info after a save or when already complete)
 * as they open and leave the page, type and submit, and the server answers. Every path drives the
 * real root system on the fake platform: the account machine spawns `profileEdit` for the page,
 * the save goes through the platform, and the session's user info reloads.
 */
const model = createMachine({
  id: 'profileModel',
  initial: 'away',
  context: { complete: false },
  states: {
    away: { on: { 'page.open': 'deciding' } },
    deciding: { always: [{ guard: ({ context }) => context.complete, target: 'readOnly' }, { target: 'editing' }] },
    editing: { on: { 'submit.invalid': 'refused', 'submit.valid': 'saving', 'page.leave': 'away' } },
    refused: { on: { input: 'editing', 'submit.valid': 'saving', 'page.leave': 'away' } },
    saving: { on: { 'server.ok': { target: 'saved', actions: assign({ complete: true }) }, 'server.fail': 'serverRefused' } },
    serverRefused: { on: { 'submit.valid': 'saving', 'page.leave': 'away' } },
    saved: { on: { 'page.leave': 'away' } },
    readOnly: { on: { 'page.leave': 'away' } },
  },
});

const paths = createTestModel(model).getSimplePaths();

const profileOf = (sys: StartedAppSystem) => sys.get('profileEdit') as ProfileEditRef | undefined;
const snap = (sys: StartedAppSystem) => {
  const ref = profileOf(sys);
  if (!ref) throw new Error('profileEdit is not running');
  return ref.getSnapshot();
};

describe('personal info — model-based paths', () => {
  it('reaches every state the player can see', () => {
    const reached = new Set(paths.flatMap((path) => [...path.steps.map((step) => String(step.state.value)), String(path.state.value)]));
    expect([...reached].sort()).toEqual(['away', 'editing', 'readOnly', 'refused', 'saved', 'saving', 'serverRefused']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem({ user: { ...demoUser, name: '', cardNo: '', mobile: '' } });
      await settle();
      let release: (() => void) | null = null;
      const send = (event: Parameters<ProfileEditRef['send']>[0]) => profileOf(sys)?.send(event);
      await path.test({
        states: {
          away: () => expect(profileOf(sys)).toBeUndefined(),
          editing: () => {
            expect(snap(sys).matches('editing')).toBe(true);
            expect(snap(sys).context.error).toBeNull();
          },
          refused: () => {
            expect(snap(sys).matches('editing')).toBe(true);
            expect(snap(sys).context.error).toMatchObject({ field: 'name', messageKey: ValidationKey.nameLength });
          },
          saving: () => expect(snap(sys).matches('saving')).toBe(true),
          serverRefused: () => {
            expect(snap(sys).matches('editing')).toBe(true);
            expect(snap(sys).context.error).toMatchObject({ code: ErrorCode.failed });
          },
          saved: () => {
            expect(snap(sys).matches('readOnly')).toBe(true);
            expect(snap(sys).context.saved).toBe(true);
            expect(snap(sys).context.profile).toMatchObject({ name: '张三', cardNo: '110101199003070011', mobile: '13800138000' });
            // The session's user info was reloaded after the save.
            expect(sys.get('session').getSnapshot().context.user).toMatchObject({ name: '张三' });
          },
          readOnly: () => {
            expect(snap(sys).matches('readOnly')).toBe(true);
            expect(snap(sys).context.saved).toBe(false);
          },
        },
        events: {
          'page.open': async () => {
            sys.get('account').send({ type: 'account.show', spec: { page: 'user-info' } });
            await settle();
          },
          'page.leave': async () => {
            sys.get('account').send({ type: 'account.hide' });
            await settle();
          },
          'submit.invalid': () => {
            send({ type: 'profile.input', field: 'name', value: '张' });
            send({ type: 'profile.submit' });
          },
          input: () => send({ type: 'profile.input', field: 'name', value: '张三' }),
          'submit.valid': () => {
            release = sys.platform.hold('updateProfile');
            send({ type: 'profile.input', field: 'name', value: ' 张三 ' });
            send({ type: 'profile.input', field: 'cardNo', value: '110101199003070011' });
            send({ type: 'profile.input', field: 'mobile', value: '13800138000' });
            send({ type: 'profile.submit' });
          },
          'server.ok': async () => {
            release?.();
            await settle(4);
          },
          'server.fail': async () => {
            sys.platform.failNext('updateProfile', ErrorCode.failed);
            release?.();
            await settle(4);
          },
        },
      });
    });
  }
});

describe('personal info — in the system', () => {
  const open = async (user = demoUser) => {
    const sys = startAppSystem({ user });
    await settle();
    sys.get('account').send({ type: 'account.show', spec: { page: 'user-info' } });
    await settle();
    return sys;
  };

  it('checks the §5 rules in order before anything is sent: name, its length, cardNo, mobile', async () => {
    const sys = await open({ ...demoUser, name: '', cardNo: '', mobile: '' });
    const ref = profileOf(sys)!;
    const submit = (values: Partial<Record<'name' | 'cardNo' | 'mobile', string>>) => {
      for (const [field, value] of Object.entries(values)) ref.send({ type: 'profile.input', field: field as 'name', value });
      ref.send({ type: 'profile.submit' });
      return ref.getSnapshot().context.error;
    };
    expect(submit({})).toEqual({ field: 'name', messageKey: ValidationKey.noName });
    expect(submit({ name: '   ' })).toEqual({ field: 'name', messageKey: ValidationKey.noName });
    expect(submit({ name: ' 张 ' })).toEqual({ field: 'name', messageKey: ValidationKey.nameLength });
    expect(submit({ name: '张三' })).toEqual({ field: 'cardNo', messageKey: ValidationKey.noCardNo });
    expect(submit({ cardNo: '110101199003070011' })).toEqual({ field: 'mobile', messageKey: ValidationKey.noMobile });
    expect(sys.platform.inputsOf('updateProfile')).toEqual([]);
    submit({ mobile: '13800138000' });
    await settle();
    expect(sys.platform.inputsOf('updateProfile')).toEqual([{ name: '张三', cardNo: '110101199003070011', mobile: '13800138000' }]);
  });

  it('prefills what the server already has and is editable while any of the three is empty', async () => {
    const sys = await open({ ...demoUser, name: '李四', cardNo: '', mobile: '13900000000' });
    expect(profileOf(sys)!.getSnapshot().matches('editing')).toBe(true);
    expect(profileOf(sys)!.getSnapshot().context.draft).toEqual({ name: '李四', cardNo: '', mobile: '13900000000' });
  });

  it('is read-only when the info is complete, and turns read-only when the user info completes elsewhere', async () => {
    const complete = await open({ ...demoUser, name: '李四', cardNo: '1', mobile: '2' });
    expect(profileOf(complete)!.getSnapshot().matches('readOnly')).toBe(true);

    const sys = await open({ ...demoUser, name: '', cardNo: '', mobile: '' });
    Object.assign(sys.platform.state.user, { name: '王五', cardNo: '3', mobile: '4' });
    sys.get('session').send({ type: 'session.refreshUser' });
    await settle();
    expect(profileOf(sys)!.getSnapshot().matches('readOnly')).toBe(true);
    expect(profileOf(sys)!.getSnapshot().context.profile).toMatchObject({ name: '王五' });
  });

  it('waits for the user info before deciding', async () => {
    let release = () => {};
    const sys = startAppSystem({ prepare: (platform) => void (release = platform.hold('fetchUser')) });
    await settle();
    sys.get('account').send({ type: 'account.show', spec: { page: 'user-info' } });
    await settle();
    expect(profileOf(sys)!.getSnapshot().matches('waiting')).toBe(true);
    release();
    await settle(4);
    expect(profileOf(sys)!.getSnapshot().matches('editing')).toBe(true);
  });
});
