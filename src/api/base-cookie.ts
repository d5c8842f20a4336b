import { isHttpBase } from '../config/url';

/**
 * The API base override kept in a cookie for one day (spec §7, §9), so support can point one
 * browser at another line. It is read when the client is created (at page load).
 */

export const API_BASE_COOKIE = 'fastdraw_api_base';
const ONE_DAY_SECONDS = 24 * 60 * 60;

type CookieJar = Pick<Document, 'cookie'>;

const pageCookies = (): CookieJar | undefined => (typeof document === 'undefined' ? undefined : document);

/** Stores `url` (an http(s) URL or a path) as the API base for a day; throws on anything else. */
export function setApiBaseOverride(url: string, jar: CookieJar | undefined = pageCookies()): void {
  if (!isHttpBase(url)) throw new Error(`API base override must be an http(s) URL or a path: ${JSON.stringify(url)}`);
  if (!jar) return;
  jar.cookie = `${API_BASE_COOKIE}=${encodeURIComponent(url)}; max-age=${ONE_DAY_SECONDS}; path=/; samesite=lax`;
}

export function clearApiBaseOverride(jar: CookieJar | undefined = pageCookies()): void {
  if (jar) jar.cookie = `${API_BASE_COOKIE}=; max-age=0; path=/`;
}

/** The stored override, or null when there is none or it is not a valid base. */
export function readApiBaseOverride(jar: CookieJar | undefined = pageCookies()): string | null {
  if (!jar) return null;
  for (const pair of jar.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== API_BASE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return isHttpBase(value) ? value : null;
  }
  return null;
}
