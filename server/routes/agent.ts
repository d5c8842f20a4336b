import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { agentReport } from '../domain/agent/report';
import { siteText } from '../domain/account/site-texts';
import { requestLanguage } from '../domain/content/languages';
import { dateRangeOf } from '../http/date-range';
import { fail, ok } from '../http/envelope';
import { DATE_RANGE_FIELDS, Fields, PAGE_FIELDS, type WithBody } from '../http/request-schemas';
import type { RouteContext } from './context';
import { pageOf } from './game-access';
import { protectedCall } from './protected';

/** Spec §9: the agent report is paged by 10. */
const AGENT_REPORT_PAGE = 10;
const REPORT_FIELDS = Fields({ ...DATE_RANGE_FIELDS, ...PAGE_FIELDS });

/** Where the player's browser reaches this server (honours X-Forwarded-* with FASTDRAW_TRUST_PROXY). */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** /user/v1/agentContent, agentShare, agentReport: the agent centre. */
export function registerAgentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.get(
    AccountPath.agentContent,
    protectedCall(ctx, async (_caller, request) => ok({ content: await siteText(db, 'agent-content', requestLanguage(request)), rebatePermille: ctx.account.rebatePermille })),
  );

  app.get(
    AccountPath.agentShare,
    protectedCall(ctx, async (caller, request) => {
      const [user] = await db.query<{ invite_code: string }>('SELECT invite_code FROM users WHERE id = $1', [caller.userId]);
      if (!user) return fail(ErrorCode.tokenUnauthorized);
      const shareUrl = `${originOf(request)}/pages/auth/register?invite=${encodeURIComponent(user.invite_code)}`;
      return ok({ code: user.invite_code, shareUrlPc: shareUrl, shareUrlImage: shareUrl, content: await siteText(db, 'agent-notice', requestLanguage(request)) });
    }),
  );

  /** The envelope also carries `total` at the top level, as spec §7 shows. */
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    AccountPath.agentReport,
    { schema: { body: REPORT_FIELDS } },
    protectedCall(ctx, async (caller, request: WithBody<typeof REPORT_FIELDS>) => {
      const report = await agentReport(db, caller.userId, { ...dateRangeOf(request.body), ...pageOf(request.body, AGENT_REPORT_PAGE) });
      return { ...ok(report), total: report.total };
    }),
  );
}
