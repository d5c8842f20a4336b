import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../models/envelope';
import { ErrorCode } from '../../models/errors';
import type { Queryable } from '../db/database';
import type { Caller } from '../domain/sessions';
import { authenticate } from '../http/auth';
import { fail } from '../http/envelope';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';

/** Handlers of calls that need a live token: 401 (HTTP 200) without one, as every protected call answers. */

/** `R`: the route's request, typed by its schema (http/request-schemas.ts). */
export function protectedCall<R extends FastifyRequest = FastifyRequest>(ctx: RouteContext, handle: (caller: Caller, request: R) => Promise<Envelope>): (request: R) => Promise<Envelope> {
  return async (request) => {
    const caller = await authenticate(ctx.db, request);
    return caller ? handle(caller, request) : fail(ErrorCode.tokenUnauthorized);
  };
}

/** A protected call whose work runs in one transaction with the caller's Idempotency-Key. */
export function protectedMutation<R extends FastifyRequest = FastifyRequest>(
  ctx: RouteContext,
  work: (tx: Queryable, caller: Caller, request: R) => Promise<Envelope>,
): (request: R) => Promise<Envelope> {
  return protectedCall<R>(ctx, (caller, request) => runMutation(ctx.db, request, userScope(caller), (tx) => work(tx, caller, request)));
}
