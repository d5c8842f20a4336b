/** Minimal cookie access for the client's few cookies (tokens, remembered account). */

export function readCookie(name: string, doc: Document = document): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of doc.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

/** `days` undefined makes a session cookie, gone when the browser closes. */
export function writeCookie(name: string, value: string, days?: number, doc: Document = document): void {
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 86400)}`;
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${expires}`;
}

export function removeCookie(name: string, doc: Document = document): void {
  doc.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}
