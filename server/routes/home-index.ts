import type { FastifyInstance } from 'fastify';
import { LotteryPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { lotteryCards } from '../domain/games/lottery-cards';
import { latestDraws } from '../domain/games/rounds';
import { ruleIntroduction } from '../domain/games/rule-introduce';
import { ok } from '../http/envelope';
import type { RouteContext } from './context';
import { lotteryIdOf, playableLottery, refuse } from './game-access';

/** The catalogue for home, the hall and the footer, and each lottery's rule introduction. */
export function registerHomeIndexRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(LotteryPath.homeIndex, async () => ok({ lotteryList: lotteryCards(ctx.games), prizeRecordList: await latestDraws(ctx.db) }));
  app.get(LotteryPath.gameList, async () => ok(lotteryCards(ctx.games)));
  app.post(LotteryPath.ruleIntroduce, async (request) => {
    const lottery = await playableLottery(ctx.db, lotteryIdOf(request.body), null, null);
    return lottery ? ok({ content: ruleIntroduction(lottery, ctx.games.timetableOf(lottery)) }) : refuse(ErrorCode.gameDisabled);
  });
}
