import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Security headers on every answer of the server (docs/api.md "Security headers"): pages, files,
 * API envelopes, errors and 404s alike. A header a route has set itself stays as it is (the
 * sandbox cashier, the dev mailbox, the desk, media and chat files have stricter policies of
 * their own), so this only fills in what is missing.
 */

export interface SecurityHeaderOptions {
  /**
   * Bases the client may call besides its own origin (absolute API lines, pay, chat or socket
   * bases of the runtime config); only their origins are used. Paths are the page's own origin.
   */
  connectBases?: readonly string[];
}

/** What a feature policy denies: nothing of the product uses them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000';

/** Where the client's pages take pictures and video from (img-src, media-src); the admin API refuses other addresses. */
export const MEDIA_SOURCES: readonly string[] = ["'self'", 'data:', 'blob:'];

/**
 * The policy of the client's pages. Scripts only from this origin: the runtime config is a JSON
 * data element, never run. Styles allow inline: Radix's scroll lock writes a style element, and
 * sanitized rich text keeps style attributes. A payment gateway's HTML is shown in a sandboxed
 * srcdoc frame, which inherits this policy: its form may post to (and the frame navigate to) an
 * https: gateway, its inline scripts do not run (docs/api.md).
 */
export function pagePolicy(connectBases: readonly string[] = []): string {
  const connect = ["'self'", ...originsOf(connectBases)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${MEDIA_SOURCES.join(' ')}`,
    `media-src ${MEDIA_SOURCES.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "frame-src 'self' https:",
    "form-action 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything that is not a page (JSON, scripts, pictures): nothing runs if opened on its own. */
export const RESOURCE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const NO_FRAMING = "frame-ancestors 'none'";

/** Origins of absolute http(s)/ws(s) bases, with the socket scheme of each web origin and back. */
function originsOf(bases: readonly string[]): string[] {
  const origins: string[] = [];
  for (const base of bases) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      continue; // a path: the page's own origin
    }
    const twin = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'http:', 'wss:': 'https:' }[url.protocol];
    if (!twin) continue;
    origins.push(url.origin, `${twin}//${url.host}`);
  }
  return origins;
}

function setMissing(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name)) reply.header(name, value);
}

/** Register once, on the root instance, before the routes. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const page = pagePolicy(options.connectBases);
  app.addHook('onSend', async (request, reply, payload) => {
    const isPage = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
    const own = reply.getHeader('content-security-policy');
    if (own === undefined) {
      reply.header('content-security-policy', isPage ? page : RESOURCE_POLICY);
    } else if (!/frame-ancestors/i.test(String(own))) {
      // A second policy (after a comma: a policy list) is enforced beside the route's own, which stays as it was.
      reply.header('content-security-policy', `${String(own)}, ${NO_FRAMING}`);
    }
    // Older browsers know only X-Frame-Options.
    if (!/frame-ancestors 'self'/i.test(String(reply.getHeader('content-security-policy')))) setMissing(reply, 'x-frame-options', 'DENY');
    setMissing(reply, 'x-content-type-options', 'nosniff');
    setMissing(reply, 'referrer-policy', 'strict-origin-when-cross-origin');
    setMissing(reply, 'permissions-policy', PERMISSIONS_POLICY);
    if (isPage) setMissing(reply, 'cross-origin-opener-policy', 'same-origin');
    // Only over HTTPS (directly, or behind a trusted proxy that says so): over HTTP it means nothing.
    if (request.protocol === 'https') setMissing(reply, 'strict-transport-security', HSTS);
    return payload;
  });
}
