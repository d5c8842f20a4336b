import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { loadUser } from '../domain/accounts';
import { revokeSession } from '../domain/sessions';
import { authenticate } from '../http/auth';
import { fail, ok } from '../http/envelope';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';

/** /user/v1: the logged-in player's own account. */
export function registerUserRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.post(ApiPath.userInfo, async (request) => {
    const caller = await authenticate(db, request);
    if (!caller) return fail(ErrorCode.tokenUnauthorized);
    const user = await loadUser(db, caller.userId);
    return user ? ok(user) : fail(ErrorCode.tokenUnauthorized);
  });

  app.post(ApiPath.logout, async (request) => {
    const caller = await authenticate(db, request);
    if (!caller) return fail(ErrorCode.tokenUnauthorized);
    return runMutation(db, request, userScope(caller), async (tx) => {
      await revokeSession(tx, caller.sessionId);
      return ok(null);
    });
  });
}
