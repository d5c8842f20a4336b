import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '../../models/errors';
import { isConnectionFailure } from '../db/unavailable';
import { PasswordPoolBusy } from '../domain/password-pool';
import { fail } from './envelope';
import { sendIndex, type SpaIndex } from './static-client';

/** The last segment has an extension: a missing file, not a client route. */
const LOOKS_LIKE_FILE = /\.[^/]+$/;
/** Retry-After of a call that failed because the database was away (docs/deploy.md). */
const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * Crashes and malformed requests keep their real HTTP status (500, 4xx) with an envelope body whose
 * code is that status. Register before the routes: Fastify plugins keep the handler they were
 * registered under.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, request, reply) => {
    // Too many password hashes at once: a business refusal, like any throttle.
    if (error instanceof PasswordPoolBusy) return reply.status(200).send(fail(ErrorCode.tooFrequent));
    // The database is restarting or our connection to it was cut: like a busy server, retry soon.
    if (isConnectionFailure(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(fail(503, 'Service Unavailable'));
    }
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    // A crash's message may reveal internals; a client error's message tells the caller what to fix.
    return reply.status(status).send(fail(status, status === 500 ? 'Internal Server Error' : (error.message ?? 'Bad Request')));
  });
}

/**
 * Errors Fastify's router raises before any handler (a path parameter over its length limit: 414,
 * a malformed URL: 400), answered with an envelope like every other error. A Fastify option:
 * `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(fail(status, error.message));
}

/**
 * Unknown routes answer HTTP 404 with an envelope. With a built client, any other GET or HEAD
 * outside the server's own prefixes (`/api`, the pay base, the admin API) is a client route and
 * gets index.html (SPA fallback).
 */
export function registerNotFoundHandler(app: FastifyInstance, serverPrefixes: readonly string[], spaIndex: SpaIndex | null): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (spaIndex !== null && !isApi && isPageRequest && !LOOKS_LIKE_FILE.test(path)) {
      return sendIndex(reply, spaIndex);
    }
    return reply.status(404).send(fail(404, `Not Found: ${request.method} ${path}`));
  });
}
