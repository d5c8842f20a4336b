import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gamePath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { GAME_TYPES, pc28RoomById, RULES, type GameType } from '../../models/games';
import type { AcceptedOrder } from '../domain/events';
import { checkOrder } from '../domain/games/order-check';
import { readOrder } from '../domain/games/order-request';
import { orderTransactions } from '../domain/games/order-batch';
import { placeOrder } from '../domain/games/orders';
import { roomRules } from '../domain/games/room-rules';
import { sellingInfo } from '../domain/games/selling-info';
import { authenticate } from '../http/auth';
import { fail, ok } from '../http/envelope';
import { positiveIntField } from '../http/fields';
import { mutationOf, userScope } from '../http/mutation';
import type { RouteContext } from './context';
import { fieldsOf, lotteryIdOf, playableLottery, refuse } from './game-access';

/** Per-game calls (spec §7): rules, the current round, placing an order; one set per game type. */
export function registerGameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  for (const gameType of GAME_TYPES) registerGame(app, ctx, gameType);
}

/** pk10 and ssc rules are also served on GET (spec §7). */
const RULES_ON_GET: readonly GameType[] = ['pk10', 'ssc'];

function registerGame(app: FastifyInstance, ctx: RouteContext, gameType: GameType): void {
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
    const mutation = mutationOf(request);
    // Set by the work of a transaction that placed the order; a replayed answer leaves it null.
    let accepted: AcceptedOrder | null = null;
    // Concurrent orders share a transaction on the embedded database (group commit), and the
    // token is checked in it: no logout can slip between the check and the debit.
    const answer = await orderTransactions(db).transaction(async (tx) => {
      // Cleared as every attempt starts: a failed batch runs its orders again (order-batch.ts).
      accepted = null;
      const caller = await authenticate(tx, request);
      if (!caller) return fail(ErrorCode.tokenUnauthorized);
      return mutation(tx, userScope(caller), async () => {
        const order = readOrder(gameType, request.body);
        if (!order) return refuse(ErrorCode.wrongBetRules);
        const lottery = await playableLottery(tx, order.lotteryId, gameType, caller.userId);
        if (!lottery) return refuse(ErrorCode.gameDisabled);
        const checked = checkOrder(gameType, order);
        if (!checked.ok) return refuse(checked.code);
        const placed = await placeOrder(tx, ctx.games, { userId: caller.userId, lottery, order, items: checked.items, room: checked.room });
        if (!placed.ok) return refuse(placed.code);
        accepted = { orderId: placed.id, userId: caller.userId, lottery, order, items: checked.items, room: checked.room, at: ctx.games.now() };
        return ok({ id: placed.id });
      });
    });
    // Only now is the order committed: the follow rooms may show it.
    if (accepted) ctx.events.emit('orderAccepted', accepted);
    return answer;
  });
}
