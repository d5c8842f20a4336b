import type { User } from '../../models/entities';
import type { FormError } from './form-error';

/**
 * The session actor's context, events and forms (machines/session/session.machine.ts): what the
 * other areas send it and read of it, apart from the machine so that naming them loads nothing.
 */

/** The login and register forms as the session receives them (spec §3 payloads + confirm). */
export interface LoginForm {
  account: string;
  password: string;
}

export interface RegisterForm {
  /** Invite code. */
  code: string;
  account: string;
  password: string;
  confirm: string;
  withdrawPassword: string;
  /** The withdrawal password again. */
  confirmWithdraw: string;
}

export interface SessionContext {
  token: string | null;
  secretToken: string | null;
  /** Keep the login across browser restarts (persistent cookies) and prefill the account. */
  remember: boolean;
  /** Account of the latest login or registration, for the notification and remember-me. */
  account: string;
  user: User | null;
  error: FormError | null;
}

export type SessionEvent =
  | ({ type: 'session.login' } & LoginForm & { remember: boolean })
  | ({ type: 'session.register' } & RegisterForm)
  | { type: 'session.logout' }
  /** The login password was changed: the server has ended every session of the account. */
  | { type: 'session.passwordChanged' }
  | { type: 'session.refreshUser' }
  | { type: 'session.reauth' }
  | { type: 'session.clear' }
  | { type: 'session.clearError' };

/**
 * Emitted when a silent re-login asked for with `session.reauth` is settled: whoever waits for
 * it (the transport's single flight) listens with `actor.on('session.reauthSettled', …)`.
 */
export type SessionEmitted = { type: 'session.reauthSettled'; ok: boolean };
