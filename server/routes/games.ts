import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { gamePath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { GAME_TYPES, pc28RoomById, RULES, type GameType } from '../../models/games';
import { orderBatches, type BatchRunner } from '../domain/games/order-batch';
import { roomRules } from '../domain/games/room-rules';
import { sellingInfo } from '../domain/games/selling-info';
import { authenticate } from '../http/auth';
import { ok } from '../http/envelope';
import { positiveInt } from '../http/fields';
import { AnyField, Fields, LOTTERY_FIELD, NumberField } from '../http/request-schemas';
import type { RouteContext } from './context';
import { fieldsOf, lotteryIdOf, playableLottery, refuse } from './game-access';
import { orderCallOf, placeOrderCalls, type OrderCall, type OrderOutcome } from './place-orders';
import { postgresOrders } from './place-orders-postgres';

/** Per-game calls (spec §7): rules, the current round, placing an order; one set per game type. */
export function registerGameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // One runner for the orders of every game, so they share batches.
  // Embedded: batches of concurrent orders in one transaction. PostgreSQL: one statement per order,
  // or per group of the orders that arrived while the node's order statements were all in flight.
  const orders = ctx.db.embedded
    ? orderBatches(ctx.db, (tx, calls: readonly OrderCall[]) => placeOrderCalls(tx, ctx.games, calls))
    : postgresOrders(ctx.db, ctx.games, ctx.orderLanes ? { lanes: ctx.orderLanes } : {});
  for (const gameType of GAME_TYPES) registerGame(app, ctx, gameType, orders);
}

const RULES_FIELDS = Fields({ ...LOTTERY_FIELD, roomId: NumberField('pc28 room (roomRule); 0 or none: the rules without a room') });
const SELLING_FIELDS = Fields({ ...LOTTERY_FIELD, roomId: NumberField('pc28 room (unused: every room shares the round)') });
/** The order's shape is read and refused (3007) by domain/games/order-request.ts, which wants JSON numbers. */
const ORDER_FIELDS = Fields({
  orderDTO: AnyField('OrderRequest head { lotteryId, prizeNo, bettingCount, bettingAmount, bettingTotal, roomId? } (not pc28)'),
  orderItemDTOList: AnyField('OrderRequest items [{ ruleId, ruleItemId, bettingNumbers, bettingCount, bettingAmount, bettingTotal }] (not pc28)'),
  lotteryId: AnyField('pc28 (flat Pc28Order): lottery id'),
  roomId: AnyField('pc28: room'),
  prizeNo: AnyField('pc28: the round'),
  ruleId: AnyField('pc28: rule'),
  ruleItemId: AnyField('pc28: rule item (the bet)'),
  bettingCount: AnyField('pc28: bets'),
  bettingAmount: AnyField('pc28: stake per bet, cents'),
  bettingTotal: AnyField('pc28: total, cents'),
});

/** pk10 and ssc rules are also served on GET (spec §7). */
const RULES_ON_GET: readonly GameType[] = ['pk10', 'ssc'];

function registerGame(app: FastifyInstance, ctx: RouteContext, gameType: GameType, orders: BatchRunner<OrderCall, OrderOutcome>): void {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // Readable without login; a logged-in caller's disabled lotteries answer 4009.
  type RulesFields = Static<typeof RULES_FIELDS>;
  const rules = async (request: FastifyRequest<{ Body: RulesFields; Querystring: RulesFields }>) => {
    const fields = fieldsOf(request);
    const lotteryId = lotteryIdOf(fields);
    if (lotteryId !== 0) {
      const caller = await authenticate(db, request);
      if (!(await playableLottery(db, lotteryId, gameType, caller?.userId ?? null))) return refuse(ErrorCode.gameDisabled);
    }
    if (gameType !== 'pc28') return ok(RULES[gameType]);
    const roomId = positiveInt(fields.roomId, 0);
    const room = pc28RoomById(roomId);
    return roomId !== 0 && !room ? refuse(ErrorCode.wrongBetRules) : ok(roomRules(room));
  };
  api.post(gamePath.rule(gameType), { schema: { body: RULES_FIELDS } }, rules);
  if (RULES_ON_GET.includes(gameType)) api.get(gamePath.rule(gameType), { schema: { querystring: RULES_FIELDS } }, rules);

  api.post(gamePath.sellingInfo(gameType), { schema: { body: SELLING_FIELDS } }, async (request) => {
    const caller = await authenticate(db, request);
    const userId = caller?.userId ?? null;
    const lottery = await playableLottery(db, lotteryIdOf(request.body), gameType, userId);
    return lottery ? ok(await sellingInfo(db, ctx.games, lottery, userId)) : refuse(ErrorCode.gameDisabled);
  });

  api.post(gamePath.order(gameType), { schema: { body: ORDER_FIELDS } }, async (request) => {
    // Concurrent orders share a transaction on the embedded database (group commit), and the
    // token is checked in it: no logout can slip between the check and the debit.
    const { answer, accepted } = await orders.run(orderCallOf(gameType, request));
    // Only now is the order committed: the follow rooms may show it.
    if (accepted) ctx.events.emit('orderAccepted', accepted);
    return answer;
  });
}
