import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../models/envelope';

/**
 * Cross-origin access to the API, for clients served from another host than the API line they use
 * (spec §7: the API base is configurable and lines may be other hosts). Off unless origins are
 * configured. Auth travels in the `token` header, never in cookies, so no credentials are allowed.
 */

/** The headers the client sends (spec §7) besides the JSON content type. */
const ALLOWED_HEADERS = ['content-type', 'token', 'locale', 'platformId', IDEMPOTENCY_HEADER].join(', ');
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** `prefixes`: the API and pay bases; `origins`: exact origins such as `https://play.example.com`, or ['*'] for any. */
export function registerCors(app: FastifyInstance, prefixes: readonly string[], origins: readonly string[]): void {
  const any = origins.includes('*');
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !prefixes.some((prefix) => request.url.startsWith(`${prefix}/`)) || !(any || origins.includes(origin))) return;
    reply.header('access-control-allow-origin', any ? '*' : origin).header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    }
  });
}
