/**
 * The error catalogue of spec §8: business codes and HTTP statuses mapped to translation keys of
 * the `errors` namespace (`locales/<lang>/errors.json`), plus how the session reacts to token codes.
 * Keys use i18next's `namespace:path` form so a view calls `t(key, values)` directly.
 */

/** Every business code the server may answer with (envelope `code`). */
export const ErrorCode = {
  ok: 0,
  failed: 1,
  /** Token expired: silent re-login and retry. */
  tokenInvalid: 2,
  /** Logged in elsewhere: token removed, persistent message. */
  kicked: 4,
  /** Same as tokenInvalid, sent as a code or an HTTP status. */
  tokenUnauthorized: 401,
  credentialInvalid: 402,
  /** Logged in elsewhere: token removed, home after 1 s. */
  loggedElsewhere: 403,
  internal: 502,
  failedContactAdmin: 1000,
  codeRequestedRepeatedly: 1001,
  wrongVerificationCode: 1002,
  accountAlreadyRegistered: 1003,
  wrongPassword: 1004,
  wrongAccountOrPassword: 1005,
  wrongWithdrawPassword: 1006,
  /** The message shows the caller's IP, taken from the server `msg`. */
  loginRegionBlocked: 1007,
  inviteCodeNotFound: 1008,
  registerFieldsEmpty: 1009,
  accountFrozen: 1010,
  accountNotFound: 1011,
  systemUpdating: 1012,
  /** The message shows the allowed window, taken from the server `msg`. */
  withdrawOutsideWindow: 1013,
  /** The message shows the minimum, taken from the server `msg`. */
  withdrawBelowMinimum: 1014,
  /** The message shows the maximum, taken from the server `msg`. */
  withdrawAboveMaximum: 1015,
  /** Also raised by the client before sending an order. */
  insufficientBalance: 2001,
  abnormalBalance: 2002,
  sendFailed: 2003,
  belowRoomMinimum: 3001,
  aboveRoomSingleMaximum: 3002,
  abovePersonalPeriodLimit: 3003,
  aboveTotalPeriodLimit: 3004,
  abovePlayMaximum: 3005,
  notOpen: 3006,
  wrongBetRules: 3007,
  wrongBetCount: 3008,
  periodClosed: 3009,
  cancelFailed: 3010,
  wrongPeriodNumber: 3011,
  withdrawMethodBoundByOther: 4001,
  wrongWithdrawInfo: 4002,
  withdrawNotAllowed: 4003,
  turnoverNotMet: 4004,
  onlyOneMethod: 4005,
  tooFrequent: 4006,
  dailyWithdrawCountUsed: 4008,
  /** Game taken off or in the user's disableGameList: shown, navigation blocked. */
  gameDisabled: 4009,
  /** Not in spec §8: the reference server's answer to an Idempotency-Key reused with another request. */
  idempotencyKeyReused: 4020,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

const knownCodes: ReadonlySet<number> = new Set(Object.values(ErrorCode));

export function isKnownErrorCode(code: number): code is ErrorCodeValue {
  return knownCodes.has(code);
}

/** Translation key of a business code, e.g. `errors:code.1005`; unknown codes share one key. */
export function errorKeyForCode(code: number): string {
  return isKnownErrorCode(code) ? `errors:code.${code}` : 'errors:code.unknown';
}

/**
 * Whether the server's `msg` is the text to show for `code`: code 1 (failed) says what failed only
 * in `msg` (answered in the request's language), and an unknown code has no text of ours. Every
 * other catalogued code shows the client's own translated text (spec §8).
 */
export function showsServerMessage(code: number): boolean {
  return code === ErrorCode.failed || !isKnownErrorCode(code);
}

/** Codes whose text carries a value the server puts in `msg` (IP, time window, amount). */
const codesWithServerValue: ReadonlySet<number> = new Set([
  ErrorCode.loginRegionBlocked,
  ErrorCode.withdrawOutsideWindow,
  ErrorCode.withdrawBelowMinimum,
  ErrorCode.withdrawAboveMaximum,
]);

/**
 * Interpolation values for the text of `code`: `{ value: serverMessage }` for the codes whose text
 * contains `{{value}}`, otherwise undefined.
 */
export function errorValuesForCode(code: number, serverMessage: string): { value: string } | undefined {
  return codesWithServerValue.has(code) ? { value: serverMessage } : undefined;
}

/** HTTP statuses with their own text (spec §8). 404's text takes `{{url}}`. */
export const HTTP_ERROR_STATUSES = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505] as const;

const knownStatuses: ReadonlySet<number> = new Set(HTTP_ERROR_STATUSES);

/** Translation key of an HTTP failure status, e.g. `errors:http.404`; others share one key. */
export function httpErrorKey(status: number): string {
  return knownStatuses.has(status) ? `errors:http.${status}` : 'errors:http.unknown';
}

/** Texts the client raises itself (spec §8 "also texts" and "client messages"). */
export const ClientMessageKey = {
  /** No answer reached us (offline, DNS, connection refused). */
  network: 'errors:client.network',
  timeout: 'errors:client.timeout',
  /** An answer arrived but is not a readable envelope (HTML page, truncated JSON, bad ciphertext). */
  badResponse: 'errors:client.badResponse',
  /** Login or register answered without both tokens (spec §5). */
  emptyToken: 'errors:client.emptyToken',
  betExpired: 'errors:client.betExpired',
  cannotBuyInStatus: 'errors:client.cannotBuyInStatus',
  sendFailed: 'errors:client.sendFailed',
  /** '撤单成功!' after a confirmed order cancel. */
  cancelSuccess: 'errors:client.cancelSuccess',
  /** email_success: the e-mail code was sent. */
  emailCodeSent: 'errors:client.emailCodeSent',
  /** bind_email_success. */
  emailBound: 'errors:client.emailBound',
} as const;

export type ClientMessageKeyValue = (typeof ClientMessageKey)[keyof typeof ClientMessageKey];

/** How the session must react to a code (spec §8 "Token handling"). */
export type SessionErrorKind = 'reauth' | 'credentialInvalid' | 'loggedElsewhere' | 'kicked';

/** The session reaction for an envelope code or HTTP status, or null when the code is not about the session. */
export function sessionErrorKind(code: number): SessionErrorKind | null {
  switch (code) {
    case ErrorCode.tokenInvalid:
    case ErrorCode.tokenUnauthorized:
      return 'reauth';
    case ErrorCode.credentialInvalid:
      return 'credentialInvalid';
    case ErrorCode.loggedElsewhere:
      return 'loggedElsewhere';
    case ErrorCode.kicked:
      return 'kicked';
    default:
      return null;
  }
}
