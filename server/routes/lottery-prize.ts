import type { FastifyInstance } from 'fastify';
import { LotteryPath } from '../../models/api-paths';
import { drawHistory, latestDraws } from '../domain/games/rounds';
import { ok } from '../http/envelope';
import type { RouteContext } from './context';
import { lotteryIdOf, pageOf } from './game-access';

/** Spec §9: prize history is paged by 10. */
export const PRIZE_PAGE = 10;

/** /lotteryPrize/v1: draws, readable without login, each with its revealed seed. */
export function registerLotteryPrizeRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.post(LotteryPath.latestPrizes, async () => ok(await latestDraws(ctx.db)));
  app.post(LotteryPath.prizeList, async (request) => {
    const { pageIndex, pageSize } = pageOf(request.body, PRIZE_PAGE);
    return ok(await drawHistory(ctx.db, lotteryIdOf(request.body), pageIndex, pageSize));
  });
}
