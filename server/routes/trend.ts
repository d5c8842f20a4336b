import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LotteryPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { lotteryById } from '../../models/games';
import { isTrendCount } from '../../models/games/trend';
import { createTrendCache } from '../domain/games/trend';
import { fail, ok } from '../http/envelope';
import { Fields, LOTTERY_FIELD, NumberField } from '../http/request-schemas';
import type { RouteContext } from './context';
import { lotteryIdOf, refuse } from './game-access';
import { positiveInt } from '../http/fields';

/** A lottery's trend chart: the lottery and how many rounds (30, 50, 100 or 200). */
export const TREND_FIELDS = Fields({ ...LOTTERY_FIELD, count: NumberField('rounds in the chart: 30, 50, 100 or 200') });

/** Said when the count is none of the four: the client offers only those. */
export const TREND_COUNT_REFUSED = '走势图期数只能是 30、50、100 或 200';

/**
 * /lotteryPrize/v1/trend: readable without login, like the draws it is made of. A lottery not in
 * the catalogue is 4009, a count other than 30/50/100/200 a refusal (code 1), never a 5xx; each
 * chart is computed once per newest round (server/domain/games/trend.ts).
 */
export function registerTrendRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const cache = createTrendCache();
  api.post(LotteryPath.trend, { schema: { body: TREND_FIELDS } }, async (request) => {
    const lottery = lotteryById(lotteryIdOf(request.body));
    if (!lottery) return refuse(ErrorCode.gameDisabled);
    const count = positiveInt(request.body.count, 0);
    if (!isTrendCount(count)) return fail(ErrorCode.failed, TREND_COUNT_REFUSED);
    return ok(await cache.chart(ctx.db, lottery, count));
  });
}
