import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Body parsers of the pay routes: JSON that keeps the raw text (gateway signatures cover the exact
 * bytes), and HTML forms (the sandbox cashier works without JavaScript). Register inside the pay
 * plugin only: they replace Fastify's JSON parser for that scope.
 */

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The body exactly as received ('' for none). */
export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? '';

const badRequest = (message: string): Error & { statusCode: number } => Object.assign(new Error(message), { statusCode: 400 });

export function registerRawBodyParsers(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('Body is not valid JSON'), undefined);
    }
  });
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
