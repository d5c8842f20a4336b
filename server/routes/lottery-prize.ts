import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LotteryPath } from '../../models/api-paths';
import { drawHistory, latestDraws } from '../domain/games/rounds';
import { ok } from '../http/envelope';
import { Fields, LOTTERY_FIELD, PAGE_FIELDS } from '../http/request-schemas';
import type { RouteContext } from './context';
import { lotteryIdOf, pageOf } from './game-access';

/** Spec §9: prize history is paged by 10. */
export const PRIZE_PAGE = 10;

/** A lottery's draws, paged (also pc28's historyRecord). */
export const PRIZE_LIST_FIELDS = Fields({ ...LOTTERY_FIELD, ...PAGE_FIELDS });

/** /lotteryPrize/v1: draws, readable without login, each with its revealed seed. */
export function registerLotteryPrizeRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(LotteryPath.latestPrizes, async () => ok(await latestDraws(ctx.db)));
  api.post(LotteryPath.prizeList, { schema: { body: PRIZE_LIST_FIELDS } }, async (request) => {
    const { pageIndex, pageSize } = pageOf(request.body, PRIZE_PAGE);
    return ok(await drawHistory(ctx.db, lotteryIdOf(request.body), pageIndex, pageSize));
  });
}
