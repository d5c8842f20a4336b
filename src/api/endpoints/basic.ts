import { ApiPath } from '../../../models/api-paths';
import type { DomainConfig, LoginRequest, Notice, RegisterRequest, TokenPair, User } from '../../../models/entities';
import type { ForgotPasswordAnswer, ForgotPasswordRequest, ResetPasswordRequest } from '../../../models/password-reset';
import type { ApiClient, RequestOptions } from '../client';

/**
 * Typed calls of the start-up and session stage (spec §7). Machines' real actors in src/app/
 * call these; `key` is the idempotency key of the user action (newIdempotencyKey()).
 * Login, register and refresh are what the silent re-login itself uses, so a refused token
 * there rejects instead of starting another re-login.
 */

export function login(api: ApiClient, request: LoginRequest, key?: string, opts: RequestOptions = {}): Promise<TokenPair> {
  return api.post<TokenPair>(ApiPath.login, request, { ...opts, skipReauth: true, ...(key ? { idempotencyKey: key } : {}) });
}

export function register(api: ApiClient, request: RegisterRequest, key?: string, opts: RequestOptions = {}): Promise<TokenPair> {
  return api.post<TokenPair>(ApiPath.register, request, { ...opts, skipReauth: true, ...(key ? { idempotencyKey: key } : {}) });
}

export function refresh(api: ApiClient, secretToken: string, opts: RequestOptions = {}): Promise<TokenPair> {
  return api.post<TokenPair>(ApiPath.refresh, { secretToken }, { ...opts, skipReauth: true });
}

/** A forgotten password: a code to the account's bound e-mail (visitor call, no token). */
export function forgotPassword(api: ApiClient, request: ForgotPasswordRequest, opts: RequestOptions = {}): Promise<ForgotPasswordAnswer> {
  return api.post<ForgotPasswordAnswer>(ApiPath.forgotPassword, request, { ...opts, skipReauth: true });
}

export function resetPassword(api: ApiClient, request: ResetPasswordRequest, opts: RequestOptions = {}): Promise<void> {
  return api.post<unknown>(ApiPath.resetPassword, request, { ...opts, skipReauth: true }).then(() => undefined);
}

/** Logging out with a token the server no longer accepts is still a logout: no re-login. */
export function logout(api: ApiClient, token: string, opts: RequestOptions = {}): Promise<void> {
  return api.post<unknown>(ApiPath.logout, { token }, { ...opts, skipReauth: true }).then(() => undefined);
}

export function userInfo(api: ApiClient, account: string, opts: RequestOptions = {}): Promise<User> {
  return api.post<User>(ApiPath.userInfo, { account }, opts);
}

export function noticeList(api: ApiClient, platformId: number, opts: RequestOptions = {}): Promise<Notice[]> {
  return api.get<Notice[]>(ApiPath.notice, { platformId }, opts);
}

export interface DomainInfoRequest {
  /** The page's host name, by which the server picks the platform's branding. */
  domain: string;
  platformId: number;
  packageId: number;
}

/** Domain lookup failures are only logged (spec §8), so this call is silent by default. */
export function domainInfo(api: ApiClient, request: DomainInfoRequest, opts: RequestOptions = {}): Promise<DomainConfig> {
  return api.post<DomainConfig>(ApiPath.domainInfo, { ...request, type: 'h5' }, { silent: true, ...opts });
}
