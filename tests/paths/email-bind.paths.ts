import { emailBindMachine } from '../../machines/account/email-bind.machine';
import { validateBindEmail } from '../../models/validation';
import { demoUser } from '../support/demo-user';
import { fail, ok, type PathSuite } from './generate';

export const BOUND = 'player@example.com';

/**
 * The e-mail page: the session brings a user without an address (bind mode), with one (edit
 * mode) or no user (waiting); the player types an address (invalid, valid) and a code, asks for a
 * code (the child emailCode has its own suite) and submits; the server binds or unbinds, or
 * refuses. The guards read the form the events fill in, so its verdict tells vertices apart.
 */
export const emailBindPaths: PathSuite<typeof emailBindMachine> = {
  machine: emailBindMachine,
  events: [
    { type: 'session.changed', loggedIn: true, user: demoUser },
    { type: 'session.changed', loggedIn: true, user: { ...demoUser, email: BOUND } },
    { type: 'session.changed', loggedIn: false, user: null },
    { type: 'email.address', email: 'not-an-address' },
    { type: 'email.address', email: ` ${BOUND} ` },
    { type: 'email.code', verifyCode: '123456' },
    { type: 'email.sendCode' },
    { type: 'email.submit' },
  ],
  answers: { bindEmail: [ok(), fail()] },
  vertex: (snapshot) => {
    const { email, verifyCode, error, notice } = snapshot.context;
    return [snapshot.value, validateBindEmail({ email, code: verifyCode })?.messageKey ?? 'valid', verifyCode !== '', error?.code ?? error?.messageKey ?? null, notice];
  },
};
