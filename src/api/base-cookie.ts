import { isHttpBase } from '../config/url';
import { readCookie, removeCookie, writeCookie, type CookieJar } from '../lib/cookies';

/**
 * The API base override kept in a cookie for one day (spec §7, §9), so support can point one
 * browser at another line. It is read when the client is created (at page load).
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

/** The stored override, or null when there is none or it is not a valid base. */
export function readApiBaseOverride(jar?: CookieJar): string | null {
  const value = readCookie(API_BASE_COOKIE, jar);
  return value !== null && isHttpBase(value) ? value : null;
}
