import { describe, expect, it } from 'vitest';
import type { AvatarPickerRef } from '../../machines/account/account.machine';
import { isAvatar } from '../../models/account';
import { ErrorCode } from '../../models/errors';
import { avatarPickerPaths, CURRENT, OTHER } from '../paths/avatar-picker.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { eventually, until, untilState } from '../paths/wait';
import { demoUser } from '../support/demo-user';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Generated paths of the avatar picker (tests/paths/avatar-picker.paths.ts) on a live actor:
 * choosing (the current avatar marked), another one chosen, saving, the server's refusal; confirm
 * and cancel close it, only a changed choice is saved, and a save tells the owner (who reloads the
 * session's user). The account area spawning it and the top bar's reload are the system tests below.
 */
const paths = generatePaths(avatarPickerPaths);

describe('avatar picker — generated paths', () => {
  for (const path of paths) {
    it(describePath(avatarPickerPaths.machine, path), async () => {
      const told = { saved: 0, closed: 0 };
      const suite = {
        ...avatarPickerPaths,
        provide: { actions: { saved: () => void told.saved++, close: () => void told.closed++ } },
      } as typeof avatarPickerPaths;
      let before = { ...told };
      await replayPath(suite, path, (snapshot, event) => {
        const { selected, current, error } = snapshot.context;
        // Only presets are ever chosen.
        expect(isAvatar(selected)).toBe(true);
        if (snapshot.matches('choosing') && event.type.startsWith('xstate.error.actor.')) expect(error).toMatchObject({ code: ErrorCode.failed });
        if (snapshot.matches('choosing') && event.type === 'avatar.select') expect(error).toBeNull();
        // Saved only when the choice differs from the avatar now.
        if (snapshot.matches('saving')) expect(selected).not.toBe(current);
        if (snapshot.matches('closed')) {
          // Closing asks the owner to stop the picker, once.
          expect(told.closed).toBe(1);
          // A save went through: the avatar is the chosen one and the owner was told.
          expect([current, told.saved]).toEqual(event.type.startsWith('xstate.done.actor.') ? [OTHER, 1] : [CURRENT, 0]);
        } else expect(told).toEqual({ saved: 0, closed: 0 });
        if (event.type === 'avatar.cancel') expect(told.saved).toBe(before.saved);
        before = { ...told };
      });
    });
  }
});

const picker = (sys: StartedAppSystem) => sys.get('avatarPicker') as AvatarPickerRef | undefined;
const snap = (sys: StartedAppSystem) => picker(sys)!.getSnapshot();
const sessionAvatar = (sys: StartedAppSystem) => sys.get('session').getSnapshot().context.user?.avatar;
/** Logged in, the user info in, the account area (loaded after the login) running. */
const started = async (sys: StartedAppSystem) => {
  await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
  await untilState(sys.app, { accountArea: 'ready' });
  return sys;
};

describe('avatar picker — in the system', () => {
  it('an unchanged confirm or a cancel closes it with nothing saved; the sub-page under it stays', async () => {
    const sys = await started(startAppSystem({ user: { ...demoUser, avatar: 'b_03.png' } }));
    sys.get('account').send({ type: 'account.show', spec: { page: 'user-info' } });
    await eventually(() => sys.get('profileEdit') !== undefined, 'the personal info page');
    for (const close of [{ type: 'avatar.confirm' }, { type: 'avatar.cancel' }] as const) {
      sys.get('account').send({ type: 'account.avatar.open', current: sessionAvatar(sys) ?? '' });
      picker(sys)!.send({ type: 'avatar.select', avatar: 'b_09.png' });
      if (close.type === 'avatar.confirm') picker(sys)!.send({ type: 'avatar.select', avatar: 'b_03.png' });
      picker(sys)!.send(close);
      expect(picker(sys)).toBeUndefined();
    }
    expect(sys.platform.inputsOf('updateAvatar')).toEqual([]);
    expect(sessionAvatar(sys)).toBe('b_03.png');
    expect(sys.get('profileEdit')).toBeDefined();
  });

  it('a save refreshes the session’s user, so the top bar and the menu show it without a reload', async () => {
    const sys = await started(startAppSystem());
    const fetchesBefore = sys.platform.state.calls.filter((call) => call === 'fetchUser').length;
    sys.get('account').send({ type: 'account.avatar.open', current: 'b_01.png' });
    picker(sys)!.send({ type: 'avatar.select', avatar: 'b_07.png' });
    picker(sys)!.send({ type: 'avatar.confirm' });
    await until(sys.get('session'), (session) => session.context.user?.avatar === 'b_07.png' && session.matches({ authenticated: { user: 'ready' } }));
    expect(sys.platform.inputsOf('updateAvatar')).toEqual([{ avatar: 'b_07.png' }]);
    expect(sys.platform.state.calls.filter((call) => call === 'fetchUser').length).toBe(fetchesBefore + 1);
    expect(sessionAvatar(sys)).toBe('b_07.png');
    expect(sys.platform.effects.reloads).toBe(0);
    expect(picker(sys)).toBeUndefined();
  });

  it('ignores a name that is not one of the 16 presets, and treats an unknown current avatar as the default', async () => {
    const sys = await started(startAppSystem());
    sys.get('account').send({ type: 'account.avatar.open', current: 'https://evil.example/x.png' });
    expect(snap(sys).context.current).toBe('b_01.png');
    picker(sys)!.send({ type: 'avatar.select', avatar: 'b_17.png' });
    expect(snap(sys).context.selected).toBe('b_01.png');
  });

  it('opening twice keeps the one picker; leaving the account area (its owner’s close) stops it', async () => {
    const sys = await started(startAppSystem());
    sys.get('account').send({ type: 'account.avatar.open', current: 'b_01.png' });
    const first = picker(sys);
    picker(sys)!.send({ type: 'avatar.select', avatar: 'b_02.png' });
    sys.get('account').send({ type: 'account.avatar.open', current: 'b_01.png' });
    expect(picker(sys)).toBe(first);
    expect(snap(sys).context.selected).toBe('b_02.png');
    sys.get('account').send({ type: 'account.avatar.close' });
    expect(picker(sys)).toBeUndefined();
  });
});
