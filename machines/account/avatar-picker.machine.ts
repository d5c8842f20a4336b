import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_AVATAR, isAvatar } from '../../models/account';
import type { User } from '../../models/entities';
import { toFormError, type FormError } from '../core/form-error';

/**
 * The avatar picker of the account area's user menu (spec §2): the 16 presets with confirm and
 * cancel; saved only when the choice differs from the current avatar. A save tells the owner the
 * user info changed (`saved`, which reloads the session's user, so the top bar and the menu show
 * the new picture without a page load); confirming or cancelling asks the owner to close it.
 */
export interface AvatarPickerInput {
  /** The user's avatar now (a preset file name; anything else counts as the default). */
  current: string;
}

export interface AvatarPickerContext {
  current: string;
  selected: string;
  error: FormError | null;
}

export type AvatarPickerEvent = { type: 'avatar.select'; avatar: string } | { type: 'avatar.confirm' } | { type: 'avatar.cancel' };

const presetOr = (avatar: string) => (isAvatar(avatar) ? avatar : DEFAULT_AVATAR);

export const avatarPickerMachine = setup({
  types: { context: {} as AvatarPickerContext, events: {} as AvatarPickerEvent, input: {} as AvatarPickerInput },
  actors: {
    updateAvatar: fromPromise<User, { avatar: string }>(async () => {
      throw new Error('avatarPicker: the updateAvatar actor must be provided');
    }),
  },
  actions: {
    /** The avatar was saved: whoever holds the user info should reload it. */
    saved: () => {},
    /** The picker is done (confirmed, unchanged or cancelled): the owner stops it. */
    close: () => {},
  },
  guards: {
    isPreset: ({ event }) => event.type === 'avatar.select' && isAvatar(event.avatar),
    isUnchanged: ({ context }) => context.selected === context.current,
  },
}).createMachine({
  id: 'avatarPicker',
  context: ({ input }) => ({ current: presetOr(input.current), selected: presetOr(input.current), error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'avatar.select': { guard: 'isPreset', actions: assign({ selected: ({ event }) => event.avatar, error: null }) },
        'avatar.confirm': [{ guard: 'isUnchanged', target: 'closed', actions: 'close' }, { target: 'saving' }],
        'avatar.cancel': { target: 'closed', actions: 'close' },
      },
    },
    saving: {
      tags: ['saving'],
      description: 'The chosen avatar is being saved: the buttons wait.',
      invoke: {
        src: 'updateAvatar',
        input: ({ context }) => ({ avatar: context.selected }),
        onDone: { target: 'closed', actions: [assign({ current: ({ event }) => presetOr(event.output.avatar) }), 'saved', 'close'] },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },
    // Not final: the owner stops the picker on its `close`.
    closed: {},
  },
});

export type AvatarPickerMachine = typeof avatarPickerMachine;
