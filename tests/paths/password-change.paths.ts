import { passwordChangeMachine, type PasswordKind } from '../../machines/account/password-change.machine';
import { ErrorCode } from '../../models/errors';
import { validateLoginPasswordChange, validateWithdrawPasswordChange } from '../../models/validation';
import { fail, ok, type PathSuite } from './generate';

/**
 * Both password pages, one suite per kind of the one machine: the player types a valid change or
 * one whose confirmation differs, submits; the server changes it or refuses the old password.
 */
export const PASSWORDS = {
  login: { old: 'demo1234', new: 'newpass88' },
  withdraw: { old: '123456', new: '654321' },
} as const;

export const WRONG_OLD = { login: ErrorCode.wrongPassword, withdraw: ErrorCode.wrongWithdrawPassword } as const;

const validate = (kind: PasswordKind) => (kind === 'login' ? validateLoginPasswordChange : validateWithdrawPasswordChange);

const suite = (kind: PasswordKind): PathSuite<typeof passwordChangeMachine> => ({
  machine: passwordChangeMachine,
  input: { kind },
  events: [
    { type: 'password.input', values: { oldPassword: PASSWORDS[kind].old, newPassword: PASSWORDS[kind].new, confirmPassword: PASSWORDS[kind].new } },
    { type: 'password.input', values: { confirmPassword: `${PASSWORDS[kind].new}x` } },
    { type: 'password.submit' },
  ],
  answers: {
    changePassword: [ok(), fail(Object.assign(new Error('wrong'), { kind: 'business', code: WRONG_OLD[kind], messageKey: `errors:code.${WRONG_OLD[kind]}` }))],
  },
  vertex: (snapshot) => [
    snapshot.value,
    validate(kind)(snapshot.context.values)?.messageKey ?? 'valid',
    snapshot.context.error?.code ?? snapshot.context.error?.messageKey ?? null,
    snapshot.context.notice,
  ],
});

export const loginPasswordPaths = suite('login');
export const withdrawPasswordPaths = suite('withdraw');
