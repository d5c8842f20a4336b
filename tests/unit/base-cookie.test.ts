import { describe, expect, it } from 'vitest';
import { API_BASE_COOKIE, isOwnOriginBase, resolveApiBaseOverride, settleApiBaseOverride, setApiBaseOverride } from '../../src/api/base-cookie';
import { readCookie, removeCookie, writeCookie, type CookieJar } from '../../src/lib/cookies';

/**
 * The API base override cookie may not point the client (and the next login's password) at any
 * host: only the page's own origin, the configured base and the published line list count.
 */

const PAGE = 'https://example.com';

/** A cookie jar that behaves like document.cookie for one cookie name at a time. */
function jar(protocol = 'https:'): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

const withCookie = (value: string) => {
  const cookies = jar();
  cookies.cookie = `${API_BASE_COOKIE}=${encodeURIComponent(value)}; path=/`;
  return cookies;
};

describe('which override bases are honoured at once', () => {
  it.each([
    ['/api2', true],
    ['https://example.com/api2', true],
    ['https://EXAMPLE.com:443/api', true],
    ['https://example.com.evil.test/api', false],
    ['https://evil.test/api', false],
    ['https://example.com@evil.test/api', false],
    ['http://example.com/api', false],
    ['https://api.example.com/api', false],
    ['https://example.com:8443/api', false],
    ['//evil.test/api', false],
  ])('%s on %s: %s', (base, honoured) => {
    expect(isOwnOriginBase(base, PAGE)).toBe(honoured);
  });

  it('uses a same-origin base from the start', () => {
    expect(resolveApiBaseOverride([], PAGE, withCookie('https://example.com/v2'))).toEqual({ now: 'https://example.com/v2', pending: null });
    expect(resolveApiBaseOverride([], PAGE, withCookie('/v2'))).toEqual({ now: '/v2', pending: null });
  });

  it('keeps a hostile origin and a look-alike waiting, not in use', () => {
    for (const base of ['https://evil.test/api', 'https://example.com.evil.test/api']) {
      expect(resolveApiBaseOverride(['https://example.com/api'], PAGE, withCookie(base))).toEqual({ now: null, pending: base });
    }
  });

  it('uses another origin from the start when it is the configured base', () => {
    expect(resolveApiBaseOverride(['https://api.example.com/api'], PAGE, withCookie('https://api.example.com/api/'))).toEqual({ now: 'https://api.example.com/api/', pending: null });
  });

  it('outside a page (no origin) only paths are honoured at once', () => {
    expect(resolveApiBaseOverride([], null, withCookie('https://example.com/api'))).toEqual({ now: null, pending: 'https://example.com/api' });
  });

  it('clears a cookie that holds no valid base', () => {
    const cookies = withCookie('javascript:alert(1)');
    expect(resolveApiBaseOverride([], PAGE, cookies)).toEqual({ now: null, pending: null });
    expect(readCookie(API_BASE_COOKIE, cookies)).toBeNull();
  });
});

describe('once the line list is in', () => {
  const lines = ['https://example.com/api', 'https://line2.example.net/api'];

  it('uses a waiting base that the list names', () => {
    const cookies = withCookie('https://line2.example.net/api/');
    expect(settleApiBaseOverride('https://line2.example.net/api/', lines, cookies)).toBe('https://line2.example.net/api/');
    expect(readCookie(API_BASE_COOKIE, cookies)).toBe('https://line2.example.net/api/');
  });

  it.each(['https://evil.test/api', 'https://example.com.evil.test/api', 'https://line2.example.net.evil.test/api', 'https://line2.example.net/other'])(
    'ignores and clears %s',
    (base) => {
      const cookies = withCookie(base);
      expect(settleApiBaseOverride(base, lines, cookies)).toBeNull();
      expect(readCookie(API_BASE_COOKIE, cookies)).toBeNull();
    },
  );
});

describe('cookies of a page served over HTTPS are Secure', () => {
  it('adds Secure to every write and removal over HTTPS', () => {
    const cookies = jar('https:');
    writeCookie('access_token', 't', undefined, cookies);
    setApiBaseOverride('/api2', cookies);
    removeCookie('access_token', cookies);
    expect(cookies.writes).toHaveLength(3);
    for (const line of cookies.writes) expect(line).toMatch(/; Secure$/);
  });

  it('leaves Secure out over plain HTTP, where the browser would drop the cookie', () => {
    const cookies = jar('http:');
    writeCookie('access_token', 't', 30, cookies);
    expect(cookies.writes[0]).toBe('access_token=t; path=/; SameSite=Lax; max-age=2592000');
  });
});
