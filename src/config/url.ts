/**
 * Checks for addresses that come from outside the code (runtime config, a cookie, the line list):
 * only these shapes are accepted, so a typo or a hostile value cannot point the client at
 * `javascript:`, `file:` or a protocol-relative host.
 */

/** An absolute http(s) URL, or a same-origin path such as `/api` (not `//host`). */
export function isHttpBase(value: string): boolean {
  return isSameOriginPath(value) || hasProtocol(value, ['http:', 'https:']);
}

/** An absolute ws(s) URL, or a same-origin path the page turns into a websocket address. */
export function isWebSocketBase(value: string): boolean {
  return isSameOriginPath(value) || hasProtocol(value, ['ws:', 'wss:']);
}

function isSameOriginPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value);
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}
