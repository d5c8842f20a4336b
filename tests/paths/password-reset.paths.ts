import { passwordResetMachine } from '../../machines/session/password-reset.machine';
import { ErrorCode } from '../../models/errors';
import { validatePasswordReset, validateResetRequest } from '../../models/validation';
import { fail, ok, type PathSuite } from './generate';

/**
 * The forgotten password (issue 17 §5): the visitor asks with no account or types a valid one and
 * asks for a code; the server sends one to a bound address (a 1 s resend wait;
 * the countdown a second at a time is the system test's), answers that there is no address, or refuses; the visitor types a
 * valid code step and submits (the server resets or refuses the code), waits and asks again, or
 * goes back.
 */
export const MASKED = 'd***1@e***.com';
export const SENT = { email: MASKED, resendAfter: 1 };
export const NEW_PASSWORD = 'fresh123';

const wrongCode = Object.assign(new Error('wrong code'), {
  kind: 'business',
  code: ErrorCode.wrongVerificationCode,
  messageKey: `errors:code.${ErrorCode.wrongVerificationCode}`,
});

export const passwordResetPaths: PathSuite<typeof passwordResetMachine> = {
  machine: passwordResetMachine,
  input: {},
  events: [
    { type: 'reset.input', values: { account: 'demo001' } },
    { type: 'reset.input', values: { code: '123456', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } },
    { type: 'reset.request' },
    { type: 'reset.resend' },
    { type: 'reset.submit' },
    { type: 'reset.back' },
  ],
  answers: {
    requestResetCode: [ok(SENT, 'code sent'), ok({ email: '', resendAfter: 0 }, 'no address'), fail()],
    resetPassword: [ok(), fail(wrongCode, 'wrong code')],
  },
  vertex: (snapshot) => {
    const { values, error } = snapshot.context;
    // What the guards read (is the account, is the code step valid) and whether an error shows.
    return [snapshot.value, validateResetRequest({ account: values.account }) === null, validatePasswordReset(values) === null, error !== null];
  },
};
