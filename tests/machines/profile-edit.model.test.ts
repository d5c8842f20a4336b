import { describe, expect, it } from 'vitest';
import type { ProfileEditRef } from '../../machines/account/account.machine';
import { ErrorCode } from '../../models/errors';
import { validatePersonalInfo, ValidationKey } from '../../models/validation';
import { demoUser } from '../support/demo-user';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { COMPLETE, profileEditPaths } from '../paths/profile-edit.paths';
import { eventually, until, untilState } from '../paths/wait';

/**
 * Generated paths of the personal info machine (tests/paths/profile-edit.paths.ts) on a live
 * actor: waiting for the user info, the prefilled form, a §5 refusal, the save in flight, the
 * server's refusal, the read-only info after a save or when already complete (or completed
 * elsewhere). The save's reload of the session's user and the account area's spawning are the
 * system tests below.
 */
const paths = generatePaths(profileEditPaths);

describe('personal info — generated paths', () => {
  for (const path of paths) {
    it(describePath(profileEditPaths.machine, path), async () => {
      let saves = 0;
      const suite = { ...profileEditPaths, provide: { actions: { saved: () => void saves++ } } } as typeof profileEditPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { profile, draft, error, variant } = snapshot.context;
        const saved = snapshot.hasTag('saved');
        if (snapshot.matches('waiting')) expect(profile).toBeNull();
        if (snapshot.matches('editing')) {
          if (event.type === 'profile.submit') expect(error).toEqual(validatePersonalInfo(draft, variant));
          else if (event.type.startsWith('xstate.error.actor.')) expect(error).toMatchObject({ code: ErrorCode.failed });
          else expect(error).toBeNull();
          if (event.type === 'profile.submit' && draft.name === '张') expect(error).toMatchObject({ field: 'name', messageKey: ValidationKey.nameLength });
        }
        // Only a valid form is sent.
        if (snapshot.matches('saving')) expect([validatePersonalInfo(draft, variant), error]).toEqual([null, null]);
        if (snapshot.matches('readOnly')) {
          expect(profile).toMatchObject({ name: COMPLETE.name, cardNo: COMPLETE.cardNo, mobile: COMPLETE.mobile });
          // The success message and the session's reload only after this page saved.
          expect(saved).toBe(event.type.startsWith('xstate.done.actor.') || saves > 0);
        }
        expect(saves).toBe(saved ? 1 : 0);
      });
    });
  }
});

const profileOf = (sys: StartedAppSystem) => sys.get('profileEdit') as ProfileEditRef | undefined;
/** The player's user info is in and the account area (a chunk loaded after the login) runs. */
const userReady = async (sys: StartedAppSystem) => {
  await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
  await untilState(sys.app, { accountArea: 'ready' });
};
/** The page's machine once it is spawned and has the user info. */
const profileLeft = async (sys: StartedAppSystem) => {
  await eventually(() => profileOf(sys) !== undefined, 'the profileEdit actor');
  await until(profileOf(sys)!, (snapshot) => !snapshot.matches('waiting'));
  return profileOf(sys)!;
};

describe('personal info — in the system', () => {
  const open = async (user = demoUser) => {
    const sys = startAppSystem({ user });
    await userReady(sys);
    sys.get('account').send({ type: 'account.show', spec: { page: 'user-info' } });
    await profileLeft(sys);
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
    await eventually(() => sys.platform.inputsOf('updateProfile').length > 0, 'the updateProfile call');
    expect(sys.platform.inputsOf('updateProfile')).toEqual([{ name: '张三', cardNo: '110101199003070011', mobile: '13800138000' }]);
  });

  it('a save makes the page read-only and reloads the session’s user; a refusal keeps the form with the error', async () => {
    const sys = await open({ ...demoUser, name: '', cardNo: '', mobile: '' });
    const ref = profileOf(sys)!;
    const fill = () => {
      ref.send({ type: 'profile.input', field: 'name', value: ' 张三 ' });
      ref.send({ type: 'profile.input', field: 'cardNo', value: '110101199003070011' });
      ref.send({ type: 'profile.input', field: 'mobile', value: '13800138000' });
      ref.send({ type: 'profile.submit' });
    };
    sys.platform.failNext('updateProfile', ErrorCode.failed);
    fill();
    await untilState(ref, 'editing');
    expect(ref.getSnapshot().context.error).toMatchObject({ code: ErrorCode.failed });
    fill();
    await untilState(ref, 'readOnly');
    expect(ref.getSnapshot().matches({ readOnly: 'saved' })).toBe(true);
    await until(sys.get('session'), (session) => session.context.user?.name === '张三');
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
    await untilState(profileOf(sys)!, 'readOnly');
    expect(profileOf(sys)!.getSnapshot().context.profile).toMatchObject({ name: '王五' });
  });

  it('waits for the user info before deciding', async () => {
    let release = () => {};
    const sys = startAppSystem({ prepare: (platform) => void (release = platform.hold('fetchUser')) });
    await untilState(sys.app, { accountArea: 'ready' });
    sys.get('account').send({ type: 'account.show', spec: { page: 'user-info' } });
    await eventually(() => profileOf(sys) !== undefined, 'the profileEdit actor');
    expect(profileOf(sys)!.getSnapshot().matches('waiting')).toBe(true);
    release();
    await untilState(profileOf(sys)!, 'editing');
  });
});
