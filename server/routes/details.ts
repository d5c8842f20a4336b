import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AccountPath } from '../../models/api-paths';
import { fundTypes, isFundType, listFundRecords } from '../domain/account/fund-records';
import { dateRangeOf } from '../http/date-range';
import { ok } from '../http/envelope';
import { wholeNumber } from '../http/fields';
import { DATE_RANGE_FIELDS, Fields, NullableNumberField, PAGE_FIELDS, type WithBody } from '../http/request-schemas';
import type { RouteContext } from './context';
import { pageOf } from './game-access';
import { protectedCall } from './protected';

/** Spec §9: fund records are paged by 8. */
const FUND_RECORD_PAGE = 8;

const LIST_FIELDS = Fields({ ...PAGE_FIELDS, detailsTypeId: NullableNumberField('a fund type of /details/v1/type; absent, null, \'\' or unknown: all'), ...DATE_RANGE_FIELDS });

/** /details/v1: the player's fund records and their types. */
export function registerDetailsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(AccountPath.detailsType, protectedCall(ctx, async () => ok(fundTypes())));

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    AccountPath.detailsList,
    { schema: { body: LIST_FIELDS } },
    protectedCall(ctx, async (caller, request: WithBody<typeof LIST_FIELDS>) => {
      const typeId = wholeNumber(request.body.detailsTypeId);
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
