import type { FastifyInstance } from 'fastify';
import { AccountPath } from '../../models/api-paths';
import { fundTypes, isFundType, listFundRecords } from '../domain/account/fund-records';
import { dateRangeOf } from '../http/date-range';
import { ok } from '../http/envelope';
import { integerField } from '../http/fields';
import type { RouteContext } from './context';
import { pageOf } from './game-access';
import { protectedCall } from './protected';

/** Spec §9: fund records are paged by 8. */
const FUND_RECORD_PAGE = 8;

/** /details/v1: the player's fund records and their types. */
export function registerDetailsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(AccountPath.detailsType, protectedCall(ctx, async () => ok(fundTypes())));

  app.post(
    AccountPath.detailsList,
    protectedCall(ctx, async (caller, request) => {
      const typeId = integerField(request.body, 'detailsTypeId');
      return ok(
        await listFundRecords(ctx.db, caller.userId, {
          ...pageOf(request.body, FUND_RECORD_PAGE),
          // Absent, null, '' or an unknown type: all types.
          typeId: isFundType(typeId) ? typeId : null,
          ...dateRangeOf(request.body),
        }),
      );
    }),
  );
}
