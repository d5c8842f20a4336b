import type { FastifyInstance } from 'fastify';
import { AccountPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { siteText } from '../domain/account/site-texts';
import { requestLanguage } from '../domain/content/languages';
import { fail, ok } from '../http/envelope';
import type { RouteContext } from './context';
import { protectedCall } from './protected';

/** /recharge/v1/getRechargeConfig and /vip/v1/vipConfigList. */
export function registerRechargeVipRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.post(AccountPath.rechargeConfig, protectedCall(ctx, async (_caller, request) => ok({ rechargeContent: await siteText(db, 'recharge', requestLanguage(request)) })));

  app.post(
    AccountPath.vipConfigList,
    protectedCall(ctx, async (caller, request) => {
      const [user] = await db.query<{ recharge_total_cents: number; vip_level: number }>('SELECT recharge_total_cents, vip_level FROM users WHERE id = $1', [
        caller.userId,
      ]);
      if (!user) return fail(ErrorCode.tokenUnauthorized);
      const levels = await db.query<{ level: number; limit_recharge_cents: number }>('SELECT level, limit_recharge_cents FROM vip_levels ORDER BY level');
      return ok({
        vipConfigList: levels.map((row) => ({ level: row.level, limitRechargeAmount: row.limit_recharge_cents })),
        content: await siteText(db, 'vip', requestLanguage(request)),
        rechargeTotal: user.recharge_total_cents,
        vipLevel: user.vip_level,
      });
    }),
  );
}
