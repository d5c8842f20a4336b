import { profileEditMachine } from '../../machines/account/profile-edit.machine';
import { validatePersonalInfo } from '../../models/validation';
import { demoUser } from '../support/demo-user';
import { fail, ok, type PathSuite } from './generate';

/**
 * The personal info page: the session brings an incomplete user (an editable form) or a complete
 * one (read-only; also what "completed elsewhere" looks like); the player types a name that is too
 * short, a valid name, ID card number and mobile, and submits; the server saves or refuses.
 */
export const INCOMPLETE = { ...demoUser, name: '', cardNo: '', mobile: '' };
export const COMPLETE = { ...demoUser, name: '张三', cardNo: '110101199003070011', mobile: '13800138000' };

export const profileEditPaths: PathSuite<typeof profileEditMachine> = {
  machine: profileEditMachine,
  input: { variant: 'cn' },
  events: [
    { type: 'session.changed', loggedIn: true, user: INCOMPLETE },
    { type: 'session.changed', loggedIn: true, user: COMPLETE },
    { type: 'profile.input', field: 'name', value: '张' },
    { type: 'profile.input', field: 'name', value: ' 张三 ' },
    { type: 'profile.input', field: 'cardNo', value: COMPLETE.cardNo },
    { type: 'profile.input', field: 'mobile', value: COMPLETE.mobile },
    { type: 'profile.submit' },
  ],
  answers: { updateProfile: [ok(COMPLETE), fail()] },
  // A valid form submits, an invalid one is refused: the draft's verdict and the error shown tell
  // states of the same value apart.
  vertex: (snapshot) => [
    snapshot.value,
    validatePersonalInfo(snapshot.context.draft, snapshot.context.variant)?.messageKey ?? 'valid',
    snapshot.context.error?.code ?? snapshot.context.error?.messageKey ?? null,
  ],
};
