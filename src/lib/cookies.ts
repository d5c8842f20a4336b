/** Minimal cookie access for the client's few cookies (tokens, remembered account, API base). */

/** Anything with a cookie string: the page's document, or a stand-in in tests (with the page's location, if any). */
export type CookieJar = Pick<Document, 'cookie'> & { readonly location?: Pick<Location, 'protocol'> | null };

const pageJar = (): CookieJar | undefined => (typeof document === 'undefined' ? undefined : document);

export function readCookie(name: string, jar: CookieJar | undefined = pageJar()): string | null {
  if (!jar) return null;
  for (const pair of jar.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key !== encodeURIComponent(name)) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null; // a malformed value is as good as none
    }
  }
  return null;
}

/** `days` undefined makes a session cookie, gone when the browser closes. */
export function writeCookie(name: string, value: string, days?: number, jar: CookieJar | undefined = pageJar()): void {
  if (!jar) return;
  const maxAge = days === undefined ? '' : `; max-age=${Math.round(days * 86400)}`;
  jar.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${maxAge}${secure(jar)}`;
}

export function removeCookie(name: string, jar: CookieJar | undefined = pageJar()): void {
  if (jar) jar.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax${secure(jar)}`;
}

/** A page served over HTTPS keeps its cookies (tokens among them) off plain HTTP. */
function secure(jar: CookieJar): string {
  return jar.location?.protocol === 'https:' ? '; Secure' : '';
}
