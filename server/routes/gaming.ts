import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../models/errors';
import { GamingPath, isExclusionChoice, isLimitAmount, isLimitSlot, REALITY_SESSION_MAX_MS, type GamingStatus, type LimitPeriod, type SessionResult } from '../../models/gaming-limits';
import type { Queryable } from '../db/database';
import { admitPasswordCheck } from '../domain/account/password-failures';
import { loadPasswordHash } from '../domain/account/password-store';
import { excludePlayer } from '../domain/gaming/exclusions';
import { cancelPending, limitStatus, setLimit } from '../domain/gaming/limits';
import { siteTimeZone } from '../domain/gaming/usage';
import { verifyPassword } from '../domain/passwords';
import { fail, ok } from '../http/envelope';
import { AnyField, Fields, NumberField, TextField, type WithBody, type WithQuery } from '../http/request-schemas';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';
import { protectedCall, protectedMutation } from './protected';

/**
 * The responsible-gaming calls of the account page (issue 21 §1): limits, time-out and
 * self-exclusion, and the reality check's result. Enforcement is where money moves (orders.ts,
 * place_order, start-deposit.ts); the rules are models/gaming-limits.ts, decisions in docs/decisions.md.
 */

const SLOT = { kind: TextField('deposit | loss | stake', 16), period: TextField('day | week | month (deposit, loss) | round (stake)', 16) };
const SET_LIMIT = Fields({ ...SLOT, limitCents: AnyField('cents, a positive whole number up to 10^13; null removes the limit (after 24 hours)') });
const CANCEL_LIMIT = Fields(SLOT);
const SELF_EXCLUDE = Fields({ choice: TextField('24h | 7d | 30d (time-out) | 6m | 1y | permanent (self-exclusion)', 16), password: TextField('the login password') });
const SESSION_QUERY = Fields({ since: NumberField('ms since the epoch: when the session began (at most 24 hours back counts)') });

/** A session longer than this is counted from this far back: the reality check's query stays bounded. */
const MAX_SESSION_MS = REALITY_SESSION_MAX_MS;

const BAD_CHOICE = '操作失败';

export function registerGamingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const timeZone = () => ctx.games.timeZone ?? siteTimeZone();
  const status = async (db: Queryable, userId: number): Promise<GamingStatus> => ({
    timeZone: timeZone(),
    limits: await limitStatus(db, userId, ctx.games.now(), timeZone()),
  });

  api.get(GamingPath.gamingLimits, protectedCall(ctx, async (caller) => ok(await status(ctx.db, caller.userId))));

  api.post(
    GamingPath.setGamingLimit,
    { schema: { body: SET_LIMIT } },
    protectedMutation(ctx, async (tx, caller, request: WithBody<typeof SET_LIMIT>) => {
      const { kind, period, limitCents } = request.body;
      if (!isLimitSlot(kind, period)) return fail(ErrorCode.failed, BAD_CHOICE);
      const next = limitCents === null ? null : isLimitAmount(limitCents) ? limitCents : undefined;
      if (next === undefined) return fail(ErrorCode.failed, 'validation:tip_right_amount');
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [caller.userId]);
      await setLimit(tx, caller.userId, kind, period as LimitPeriod, next, ctx.games.now());
      return ok(await status(tx, caller.userId));
    }),
  );

  api.post(
    GamingPath.cancelGamingLimit,
    { schema: { body: CANCEL_LIMIT } },
    protectedMutation(ctx, async (tx, caller, request: WithBody<typeof CANCEL_LIMIT>) => {
      const { kind, period } = request.body;
      if (!isLimitSlot(kind, period)) return fail(ErrorCode.failed, BAD_CHOICE);
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [caller.userId]);
      await cancelPending(tx, caller.userId, kind, period as LimitPeriod, ctx.games.now());
      return ok(await status(tx, caller.userId));
    }),
  );

  // The login password confirms it, checked as a password change checks the old one (throttled, 1004).
  api.post(
    GamingPath.selfExclude,
    { schema: { body: SELF_EXCLUDE } },
    protectedCall(ctx, async (caller, request: WithBody<typeof SELF_EXCLUDE>) => {
      const { choice } = request.body;
      const password = request.body.password ?? '';
      const valid = isExclusionChoice(choice) && password !== '';
      const check = valid ? await admitPasswordCheck(ctx.db, caller.userId, 'login', ctx.loginLimits) : null;
      try {
        const passwordOk = check?.admitted === true && (await verifyPassword(password, (await loadPasswordHash(ctx.db, caller.userId, 'login')) ?? ctx.dummyPasswordHash));
        return await runMutation(ctx.db, request, userScope(caller), async (tx) => {
          if (!valid || !isExclusionChoice(choice)) return fail(ErrorCode.failed, BAD_CHOICE);
          if (!check?.admitted) return fail(ErrorCode.tooFrequent);
          if (!passwordOk) {
            await check.failed(tx);
            return fail(ErrorCode.wrongPassword);
          }
          await check.passed(tx);
          await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [caller.userId]);
          return ok(await excludePlayer(tx, caller.userId, choice, ctx.games.now()));
        });
      } finally {
        await check?.settle();
      }
    }),
  );

  api.get(
    GamingPath.sessionResult,
    { schema: { querystring: SESSION_QUERY } },
    protectedCall(ctx, async (caller, request: WithQuery<typeof SESSION_QUERY>) => {
      const now = ctx.games.now();
      const asked = Number(request.query.since);
      const since = Number.isSafeInteger(asked) ? Math.min(now, Math.max(asked, now - MAX_SESSION_MS)) : now;
      const [row] = await ctx.db.query<{ stake: number; paid: number }>(
        `SELECT coalesce(sum(betting_total) FILTER (WHERE status <> 3), 0) AS stake, coalesce(sum(paid_cents) FILTER (WHERE status IN (1, 2)), 0) AS paid
         FROM bet_orders WHERE user_id = $1 AND created_at >= $2`,
        [caller.userId, new Date(since)],
      );
      const stakeCents = Number(row?.stake ?? 0);
      const result: SessionResult = { stakeCents, netCents: Number(row?.paid ?? 0) - stakeCents };
      return ok(result);
    }),
  );
}
