import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gamePath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { GAME_TYPES, pc28RoomById, RULES, type GameType } from '../../models/games';
import { orderBatches, type BatchRunner } from '../domain/games/order-batch';
import { roomRules } from '../domain/games/room-rules';
import { sellingInfo } from '../domain/games/selling-info';
import { authenticate } from '../http/auth';
import { ok } from '../http/envelope';
import { positiveIntField } from '../http/fields';
import type { RouteContext } from './context';
import { fieldsOf, lotteryIdOf, playableLottery, refuse } from './game-access';
import { orderCallOf, placeOrderCalls, type OrderCall, type OrderOutcome } from './place-orders';

/** Per-game calls (spec §7): rules, the current round, placing an order; one set per game type. */
export function registerGameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // One runner for the orders of every game, so they share batches.
  const orders = orderBatches(ctx.db, (tx, calls: readonly OrderCall[]) => placeOrderCalls(tx, ctx.games, calls));
  for (const gameType of GAME_TYPES) registerGame(app, ctx, gameType, orders);
}

/** pk10 and ssc rules are also served on GET (spec §7). */
const RULES_ON_GET: readonly GameType[] = ['pk10', 'ssc'];

function registerGame(app: FastifyInstance, ctx: RouteContext, gameType: GameType, orders: BatchRunner<OrderCall, OrderOutcome>): void {
  const { db } = ctx;

  // Readable without login; a logged-in caller's disabled lotteries answer 4009.
  const rules = async (request: FastifyRequest) => {
    const fields = fieldsOf(request);
    const lotteryId = lotteryIdOf(fields);
    if (lotteryId !== 0) {
      const caller = await authenticate(db, request);
      if (!(await playableLottery(db, lotteryId, gameType, caller?.userId ?? null))) return refuse(ErrorCode.gameDisabled);
    }
    if (gameType !== 'pc28') return ok(RULES[gameType]);
    const roomId = positiveIntField(fields, 'roomId', 0);
    const room = pc28RoomById(roomId);
    return roomId !== 0 && !room ? refuse(ErrorCode.wrongBetRules) : ok(roomRules(room));
  };
  app.post(gamePath.rule(gameType), rules);
  if (RULES_ON_GET.includes(gameType)) app.get(gamePath.rule(gameType), rules);

  app.post(gamePath.sellingInfo(gameType), async (request) => {
    const caller = await authenticate(db, request);
    const userId = caller?.userId ?? null;
    const lottery = await playableLottery(db, lotteryIdOf(request.body), gameType, userId);
    return lottery ? ok(await sellingInfo(db, ctx.games, lottery, userId)) : refuse(ErrorCode.gameDisabled);
  });

  app.post(gamePath.order(gameType), async (request) => {
    // Concurrent orders share a transaction on the embedded database (group commit), and the
    // token is checked in it: no logout can slip between the check and the debit.
    const { answer, accepted } = await orders.run(orderCallOf(gameType, request));
    // Only now is the order committed: the follow rooms may show it.
    if (accepted) ctx.events.emit('orderAccepted', accepted);
    return answer;
  });
}
