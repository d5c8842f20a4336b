import { sessionMachine } from '../../machines/session.machine';
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
