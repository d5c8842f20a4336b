import {
  ClientMessageKey,
  errorKeyForCode,
  errorValuesForCode,
  httpErrorKey,
  type SessionErrorKind,
} from '../../models/errors';

/**
 * The one error type the transport rejects with. Views and machines show `t(messageKey,
 * messageValues)` (spec §8 mapping lives in models/errors.ts); `kind` says what went wrong:
 *
 * - business: the server answered an envelope with a non-zero code (`code`, `serverMessage`);
 * - http: a non-2xx status (`status`);
 * - network: no answer at all; timeout: no answer in time;
 * - badResponse: an answer that is not a readable envelope (HTML page, truncated JSON, empty body,
 *   bad ciphertext);
 * - session: the token or login is no longer valid (`sessionKind`); the hooks were told already;
 * - aborted: the caller's AbortSignal fired (an actor stopped); nothing to show.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'badResponse' | 'session' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  messageKey: string;
  messageValues?: Record<string, unknown>;
  code?: number;
  status?: number;
  serverMessage?: string;
  sessionKind?: SessionErrorKind;
  /** The address that failed, for logs. */
  url?: string;
  /** What exactly was wrong, for logs (never shown: users get `messageKey`). */
  reason?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly messageKey: string;
  readonly messageValues?: Record<string, unknown>;
  readonly code?: number;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly sessionKind?: SessionErrorKind;
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.messageKey = init.messageKey;
    if (init.messageValues) this.messageValues = init.messageValues;
    if (init.code !== undefined) this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    if (init.serverMessage) this.serverMessage = init.serverMessage;
    if (init.sessionKind) this.sessionKind = init.sessionKind;
    if (init.url) this.url = init.url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function businessError(code: number, serverMessage: string, url: string): ApiError {
  const messageValues = errorValuesForCode(code, serverMessage);
  return new ApiError({ kind: 'business', code, serverMessage, url, messageKey: errorKeyForCode(code), ...(messageValues ? { messageValues } : {}) });
}

export function httpError(status: number, url: string): ApiError {
  // Only the 404 text names the address (spec §8 "404 address error with URL").
  return new ApiError({ kind: 'http', status, url, messageKey: httpErrorKey(status), ...(status === 404 ? { messageValues: { url } } : {}) });
}

export function networkError(url: string, cause: unknown): ApiError {
  return new ApiError({ kind: 'network', url, cause, messageKey: ClientMessageKey.network });
}

export function timeoutError(url: string, cause: unknown): ApiError {
  return new ApiError({ kind: 'timeout', url, cause, messageKey: ClientMessageKey.timeout });
}

export function badResponseError(reason: string, url: string, cause?: unknown): ApiError {
  return new ApiError({ kind: 'badResponse', url, cause, messageKey: ClientMessageKey.badResponse, reason });
}

export function abortedError(url: string): ApiError {
  return new ApiError({ kind: 'aborted', url, messageKey: ClientMessageKey.network });
}

/** A token or login refusal; `code` for an envelope code, `status` when only the HTTP status said so. */
export function sessionError(sessionKind: SessionErrorKind, source: { code?: number; status?: number; serverMessage?: string; url: string }): ApiError {
  const messageKey = source.code !== undefined ? errorKeyForCode(source.code) : httpErrorKey(source.status ?? 401);
  return new ApiError({ kind: 'session', sessionKind, messageKey, ...source });
}

function describe(init: ApiErrorInit): string {
  const detail = init.reason ?? init.code ?? init.status ?? init.sessionKind ?? '';
  return `API ${init.kind} error${detail === '' ? '' : ` (${detail})`}${init.url ? ` at ${init.url}` : ''}`;
}
