import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ContentPath, LotteryPath } from '../../models/api-paths';
import type { HomeIndex } from '../../models/content';
import { ErrorCode } from '../../models/errors';
import { siteTextExact } from '../domain/account/site-texts';
import { requestLanguage } from '../domain/content/languages';
import { listWinners } from '../domain/content/winners';
import { lotteryCards } from '../domain/games/lottery-cards';
import { latestDraws } from '../domain/games/rounds';
import { ruleIntroduction } from '../domain/games/rule-introduce';
import { ok } from '../http/envelope';
import { Fields, LOTTERY_FIELD } from '../http/request-schemas';
import type { RouteContext } from './context';
import { lotteryIdOf, playableLottery, refuse } from './game-access';

/**
 * The catalogue for home, the hall and the footer, the winners feed, and each lottery's rule
 * introduction — names, remarks and texts in the request's `locale`.
 */
export function registerHomeIndexRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const homeIndex = async (request: FastifyRequest) => {
    const lang = requestLanguage(request);
    const index: HomeIndex = { lotteryList: lotteryCards(ctx.games, lang), prizeRecordList: await latestDraws(ctx.db), winnerList: await listWinners(ctx.db, lang) };
    return ok(index);
  };
  app.get(LotteryPath.homeIndex, homeIndex);
  app.get(ContentPath.homeIndexAlias, homeIndex);
  app.get(LotteryPath.gameList, async (request) => ok(lotteryCards(ctx.games, requestLanguage(request))));
  app.withTypeProvider<TypeBoxTypeProvider>().post(LotteryPath.ruleIntroduce, { schema: { body: Fields(LOTTERY_FIELD) } }, async (request) => {
    const lottery = await playableLottery(ctx.db, lotteryIdOf(request.body), null, null);
    if (!lottery) return refuse(ErrorCode.gameDisabled);
    const lang = requestLanguage(request);
    // An operator's text for this language replaces the generated one (set-text rule:<code>).
    const content = (await siteTextExact(ctx.db, `rule:${lottery.code}`, lang)) ?? ruleIntroduction(lottery, ctx.games.timetableOf(lottery), lang, ctx.variant);
    return ok({ content });
  });
}
