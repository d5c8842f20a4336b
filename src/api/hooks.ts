import type { SessionErrorKind } from '../../models/errors';
import type { ApiError } from './errors';

/**
 * How the transport reaches the rest of the app. The session machine is created after the
 * client, so hooks can be set later (`client.setHooks`); every hook has a harmless default.
 */
export interface ApiHooks {
  /** The current login token, or null/'' when logged out (then no `token` header is sent). */
  getToken(): string | null;
  /** Sent as the `locale` header, e.g. 'zh-CN'; '' sends none. */
  getLocale(): string;
  /**
   * Silent re-login after code 2 / status 401; resolves true when a new token is in place.
   * Called once however many requests were refused at the same time.
   */
  reauthenticate(): Promise<boolean>;
  /** The session is gone (re-login failed, credential invalid, logged in elsewhere, kicked). */
  onSessionLost(kind: SessionErrorKind, serverMessage?: string): void;
  /** Every failure a caller did not mark `silent`, except session losses and aborts. */
  onError?(error: ApiError): void;
  log?(level: LogLevel, message: string, details?: unknown): void;
}

export type LogLevel = 'info' | 'warn' | 'error';

export const DEFAULT_HOOKS: ApiHooks = {
  getToken: () => null,
  getLocale: () => '',
  reauthenticate: async () => false,
  onSessionLost: () => {},
  log: (level, message, details) => console[level](`[api] ${message}`, details ?? ''),
};
