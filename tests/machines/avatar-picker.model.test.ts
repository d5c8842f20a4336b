import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AvatarPickerRef } from '../../machines/account/account.machine';
import { AVATARS } from '../../models/account';
import { ErrorCode } from '../../models/errors';
import { demoUser } from '../support/demo-user';
import { settle, startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Model-based paths for the user menu's avatar picker: closed, choosing (the current avatar
 * marked), another one chosen, saving, the server's refusal; confirm and cancel close it, and only
 * a changed choice is saved. Every path drives the real root system on the fake platform: the
 * account machine spawns the picker, a save reloads the session's user (what the top bar and the
 * menu show) — with no page load.
 */
const model = createMachine({
  id: 'avatarModel',
  initial: 'closed',
  states: {
    closed: { on: { open: 'choosing' } },
    choosing: { on: { 'select.other': 'changed', confirm: 'closed', cancel: 'closed' } },
    changed: { on: { 'select.current': 'choosing', confirm: 'saving', cancel: 'closed' } },
    saving: { on: { 'server.ok': 'closed', 'server.fail': 'refused' } },
    refused: { on: { confirm: 'saving', cancel: 'closed' } },
  },
});

const paths = createTestModel(model).getSimplePaths();
const picker = (sys: StartedAppSystem) => sys.get('avatarPicker') as AvatarPickerRef | undefined;
const snap = (sys: StartedAppSystem) => picker(sys)!.getSnapshot();
const sessionAvatar = (sys: StartedAppSystem) => sys.get('session').getSnapshot().context.user?.avatar;

describe('avatar picker — model-based paths', () => {
  it('reaches every state the player can see', () => {
    const reached = new Set(paths.flatMap((path) => [...path.steps.map((step) => String(step.state.value)), String(path.state.value)]));
    expect([...reached].sort()).toEqual(['changed', 'choosing', 'closed', 'refused', 'saving']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem({ user: { ...demoUser, avatar: 'b_03.png' } });
      await settle();
      sys.get('account').send({ type: 'account.show', spec: { page: 'user-info' } });
      await settle();
      let release = () => {};
      const send = (event: Parameters<AvatarPickerRef['send']>[0]) => picker(sys)!.send(event);
      const saves = () => sys.platform.inputsOf('updateAvatar');
      await path.test({
        states: {
          closed: () => {
            expect(picker(sys)).toBeUndefined();
            // The session shows what the server has: saved when a save went through, untouched otherwise.
            expect(sessionAvatar(sys)).toBe(sys.platform.state.user.avatar);
            // The sub-page is not disturbed by the picker.
            expect(sys.get('profileEdit')).toBeDefined();
          },
          choosing: () => {
            expect(snap(sys).matches('choosing')).toBe(true);
            expect(snap(sys).context.selected).toBe(snap(sys).context.current);
            expect(snap(sys).context.error).toBeNull();
          },
          changed: () => {
            expect(snap(sys).matches('choosing')).toBe(true);
            expect(snap(sys).context.selected).not.toBe(snap(sys).context.current);
          },
          saving: () => expect(snap(sys).matches('saving')).toBe(true),
          refused: () => {
            expect(snap(sys).matches('choosing')).toBe(true);
            expect(snap(sys).context.error).toMatchObject({ code: ErrorCode.failed });
          },
        },
        events: {
          open: async () => {
            sys.get('account').send({ type: 'account.avatar.open', current: sessionAvatar(sys) ?? '' });
            await settle();
          },
          'select.other': () => send({ type: 'avatar.select', avatar: AVATARS.find((a) => a !== snap(sys).context.current)! }),
          'select.current': () => send({ type: 'avatar.select', avatar: snap(sys).context.current }),
          confirm: async () => {
            const before = saves().length;
            const changed = snap(sys).context.selected !== snap(sys).context.current;
            release = sys.platform.hold('updateAvatar');
            send({ type: 'avatar.confirm' });
            await settle();
            // Saved only when changed.
            expect(saves().length).toBe(before + (changed ? 1 : 0));
          },
          cancel: async () => {
            const before = saves().length;
            send({ type: 'avatar.cancel' });
            await settle();
            expect(saves().length).toBe(before);
          },
          'server.ok': async () => {
            release();
            await settle(4);
          },
          'server.fail': async () => {
            sys.platform.failNext('updateAvatar', ErrorCode.failed);
            release();
            await settle(4);
          },
        },
      });
    });
  }
});

describe('avatar picker — in the system', () => {
  it('a save refreshes the session’s user, so the top bar and the menu show it without a reload', async () => {
    const sys = startAppSystem();
    await settle();
    const fetchesBefore = sys.platform.state.calls.filter((call) => call === 'fetchUser').length;
    sys.get('account').send({ type: 'account.avatar.open', current: 'b_01.png' });
    picker(sys)!.send({ type: 'avatar.select', avatar: 'b_07.png' });
    picker(sys)!.send({ type: 'avatar.confirm' });
    await settle(4);
    expect(sys.platform.inputsOf('updateAvatar')).toEqual([{ avatar: 'b_07.png' }]);
    expect(sys.platform.state.calls.filter((call) => call === 'fetchUser').length).toBe(fetchesBefore + 1);
    expect(sessionAvatar(sys)).toBe('b_07.png');
    expect(sys.platform.effects.reloads).toBe(0);
    expect(picker(sys)).toBeUndefined();
  });

  it('ignores a name that is not one of the 16 presets, and treats an unknown current avatar as the default', async () => {
    const sys = startAppSystem();
    await settle();
    sys.get('account').send({ type: 'account.avatar.open', current: 'https://evil.example/x.png' });
    expect(snap(sys).context.current).toBe('b_01.png');
    picker(sys)!.send({ type: 'avatar.select', avatar: 'b_17.png' });
    expect(snap(sys).context.selected).toBe('b_01.png');
  });

  it('opening twice keeps the one picker; leaving the account area (its owner’s close) stops it', async () => {
    const sys = startAppSystem();
    await settle();
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
