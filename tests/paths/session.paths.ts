import { sessionMachine } from '../../machines/session/session.machine';
import { demoUser } from '../support/demo-user';
import { fail, ok, type PathSuite } from './generate';

/**
 * The session's sample events and answers: a valid and an invalid login, a registration, a
 * refused token (the transport's silent re-login), logout, a password change elsewhere, and the
 * server answering with tokens, empty tokens, or an error.
 */
export const TOKENS = { token: 'token-1', secretToken: 'secret-1' };
const EMPTY = { token: '', secretToken: '' };

export const LOGIN = { type: 'session.login', account: 'demo001', password: 'demo1234', remember: false } as const;
export const BAD_LOGIN = { type: 'session.login', account: 'x', password: '1', remember: false } as const;
export const REGISTER = {
  type: 'session.register',
  code: 'FAST01',
  account: 'player01',
  password: 'pass1234',
  confirm: 'pass1234',
  withdrawPassword: '123456',
  confirmWithdraw: '123456',
} as const;

export const sessionPaths: PathSuite<typeof sessionMachine> = {
  machine: sessionMachine,
  input: { token: null, secretToken: null, remember: false },
  events: [
    LOGIN,
    BAD_LOGIN,
    REGISTER,
    { type: 'session.reauth' },
    { type: 'session.logout' },
    { type: 'session.passwordChanged' },
    { type: 'session.refreshUser' },
    { type: 'session.clear' },
  ],
  answers: {
    login: [ok(TOKENS), ok(EMPTY), fail()],
    register: [ok(TOKENS), fail()],
    refresh: [ok(TOKENS), ok(EMPTY), fail()],
    logout: [ok(), fail()],
    fetchUser: [ok(demoUser), fail()],
  },
};

/**
 * What the browser suite drives through the real UI against the real server: a valid and an
 * invalid login form, a token the server refuses (silent re-login, which succeeds with the stored
 * secret or fails when the secret is gone too) and logout. The real server never answers with
 * empty tokens and the user info of a fresh login does not fail, so those branches stay in the
 * machine suite.
 */
export const sessionBrowserPaths: PathSuite<typeof sessionMachine> = {
  ...sessionPaths,
  // Logged out, refused, re-login failed or never logged in: different stories, all `anonymous`.
  // A visitor's page offers the login form only; a player's controls (logout, refresh balance:
  // the call whose token is refused) show once the user info is in.
  offers: (snapshot, event) =>
    event.type === 'session.login' ? snapshot.matches('anonymous') : snapshot.matches({ authenticated: { user: 'ready' } }),
  // Refused, logged out, re-login lost: each answer that ends in `anonymous` is its own story.
  vertex: (snapshot, event) =>
    snapshot.matches('anonymous')
      ? ['anonymous', snapshot.context.error?.messageKey ?? null, event?.type.startsWith('xstate.') ? event.type : null]
      : snapshot.value,
  events: [LOGIN, BAD_LOGIN, { type: 'session.reauth' }, { type: 'session.logout' }],
  answers: { login: [ok(TOKENS), fail()], refresh: [ok(TOKENS), fail()], logout: [ok()], fetchUser: [ok(demoUser)] },
};
