import { isHttpBase } from '../config/url';
import { readCookie, removeCookie, writeCookie, type CookieJar } from '../lib/cookies';

/**
 * The API base override kept in a cookie for one day (spec §7, §9), so support can point one
 * browser at another line. It is read when the client is created (at page load).
 *
 * Anyone who can set a cookie for this site (a sibling subdomain, a shared computer) could point
 * the next login's password at their own host, so the override is honoured only for a base on
 * the page's own origin, the configured base, or a base of the line list the server publishes;
 * any other base waits for the line list and is then used if listed, or cleared if not.
 */

export const API_BASE_COOKIE = 'fastdraw_api_base';
const ONE_DAY = 1;

/** Stores `url` (an http(s) URL or a path) as the API base for a day; throws on anything else. */
export function setApiBaseOverride(url: string, jar?: CookieJar): void {
  if (!isHttpBase(url)) throw new Error(`API base override must be an http(s) URL or a path: ${JSON.stringify(url)}`);
  writeCookie(API_BASE_COOKIE, url, ONE_DAY, jar);
}

export function clearApiBaseOverride(jar?: CookieJar): void {
  removeCookie(API_BASE_COOKIE, jar);
}

/** The stored override, or null when there is none or it is not a valid base (not yet checked against the lines). */
export function readApiBaseOverride(jar?: CookieJar): string | null {
  const value = readCookie(API_BASE_COOKIE, jar);
  return value !== null && isHttpBase(value) ? value : null;
}

/** The override as the client starts with it: usable now, or waiting for the line list. */
export interface ApiBaseOverride {
  /** Honoured from the start: a path, the page's own origin, or one of `trusted`. */
  now: string | null;
  /** Another origin: used only if the line list names it (settleApiBaseOverride). */
  pending: string | null;
}

/** The page's origin, or null outside a browser. */
export function pageOrigin(): string | null {
  return typeof location === 'undefined' ? null : location.origin;
}

/** `base` is a path, or an absolute URL of exactly `origin` (not a look-alike such as origin.evil.test). */
export function isOwnOriginBase(base: string, origin: string | null): boolean {
  if (base.startsWith('/') && !base.startsWith('//')) return true;
  try {
    return origin !== null && new URL(base).origin === origin;
  } catch {
    return false;
  }
}

/** `base` is one of `lines` (trailing slashes aside). */
export function isListedBase(base: string, lines: readonly string[]): boolean {
  const key = normalized(base);
  return lines.some((line) => normalized(line) === key);
}

export function resolveApiBaseOverride(trusted: readonly string[] = [], origin: string | null = pageOrigin(), jar?: CookieJar): ApiBaseOverride {
  const value = readApiBaseOverride(jar);
  if (value === null) {
    // An invalid value is as good as none; do not keep it around.
    if (readCookie(API_BASE_COOKIE, jar) !== null) clearApiBaseOverride(jar);
    return { now: null, pending: null };
  }
  return isOwnOriginBase(value, origin) || isListedBase(value, trusted) ? { now: value, pending: null } : { now: null, pending: value };
}

/** Once the line list is in: the pending override if the list names it; otherwise it is cleared and null. */
export function settleApiBaseOverride(pending: string, lines: readonly string[], jar?: CookieJar): string | null {
  if (isListedBase(pending, lines)) return pending;
  clearApiBaseOverride(jar);
  return null;
}

/** Same base however spelled (host case, default port, trailing slash). */
function normalized(base: string): string {
  let href = base;
  try {
    href = new URL(base).href;
  } catch {
    // a path stays as it is
  }
  return href.length > 1 ? href.replace(/\/+$/, '') : href;
}
