import { avatarPickerMachine } from '../../machines/account/avatar-picker.machine';
import { demoUser } from '../support/demo-user';
import { fail, ok, type PathSuite } from './generate';

/**
 * The avatar picker: the player picks another preset, the current one again, or a name that is
 * no preset (ignored), then confirms (saved only when changed) or cancels; the server saves or
 * refuses. The owner's reload and close have nobody to reach in the walk.
 */
export const CURRENT = 'b_03.png';
export const OTHER = 'b_07.png';

export const avatarPickerPaths: PathSuite<typeof avatarPickerMachine> = {
  machine: avatarPickerMachine,
  input: { current: CURRENT },
  events: [
    { type: 'avatar.select', avatar: OTHER },
    { type: 'avatar.select', avatar: CURRENT },
    { type: 'avatar.select', avatar: 'b_17.png' },
    { type: 'avatar.confirm' },
    { type: 'avatar.cancel' },
  ],
  answers: { updateAvatar: [ok({ ...demoUser, avatar: OTHER }), fail()] },
  // A changed choice saves, an unchanged one closes; a refusal shows its error.
  vertex: (snapshot) => [snapshot.value, snapshot.context.selected, snapshot.context.current, snapshot.context.error?.code ?? null],
};
