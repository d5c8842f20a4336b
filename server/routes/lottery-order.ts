import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { LotteryPath } from '../../models/api-paths';
import type { BetOrderStatus } from '../../models/bet-records';
import type { Envelope } from '../../models/envelope';
import { ErrorCode } from '../../models/errors';
import { findOrder, listOrders } from '../domain/games/order-records';
import { cancelOrder } from '../domain/games/orders';
import { authenticate } from '../http/auth';
import { dateRangeOf } from '../http/date-range';
import { fail, ok } from '../http/envelope';
import { positiveInt } from '../http/fields';
import { DATE_RANGE_FIELDS, Fields, NullableNumberField, NumberField, PAGE_FIELDS } from '../http/request-schemas';
import { runMutation, userScope } from '../http/mutation';
import type { RouteContext } from './context';
import { lotteryIdOf, pageOf, refuse } from './game-access';

/** Spec §9: bet records are paged by 8. */
const BET_RECORD_PAGE = 8;
const STATUSES: readonly BetOrderStatus[] = [0, 1, 2, 3];

const ORDER_LIST_FIELDS = Fields({
  ...PAGE_FIELDS,
  status: NullableNumberField('0–3 (BetOrderStatus); anything else, null included: all'),
  ...DATE_RANGE_FIELDS,
  lotteryId: NumberField('one lottery; absent or 0: all'),
});
/** `{ orderId }` of one of the caller's orders (an unknown one answers its refusal). */
export const ORDER_ID_FIELDS = Fields({ orderId: NumberField('order id') });

/** /lotteryOrder/v1: the player's bet records, one order, cancelling a pending order. */
export function registerLotteryOrderRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(LotteryPath.orderList, { schema: { body: ORDER_LIST_FIELDS } }, async (request) => {
    const caller = await authenticate(db, request);
    if (!caller) return fail(ErrorCode.tokenUnauthorized);
    const fields = request.body;
    const lotteryId = lotteryIdOf(fields);
    const { from, to } = dateRangeOf(fields);
    return ok(
      await listOrders(db, caller.userId, {
        ...pageOf(fields, BET_RECORD_PAGE),
        status: statusFilter(fields),
        from: from.getTime(),
        to: to.getTime(),
        lotteryId: lotteryId === 0 ? null : lotteryId,
      }),
    );
  });

  api.post(LotteryPath.orderDetail, { schema: { body: ORDER_ID_FIELDS } }, orderDetailHandler(ctx));

  api.post(LotteryPath.orderCancel, { schema: { body: ORDER_ID_FIELDS } }, async (request) => {
    const caller = await authenticate(db, request);
    if (!caller) return fail(ErrorCode.tokenUnauthorized);
    const orderId = positiveInt(request.body.orderId, 0);
    return runMutation(db, request, userScope(caller), async (tx) =>
      (await cancelOrder(tx, caller.userId, orderId, ctx.games.now())) ? ok(null) : refuse(ErrorCode.cancelFailed),
    );
  });
}

/** `{ orderId }` → the caller's order with its items (also pc28's orderDetail). */
export function orderDetailHandler(ctx: RouteContext): (request: FastifyRequest<{ Body: Static<typeof ORDER_ID_FIELDS> }>) => Promise<Envelope> {
  return async (request) => {
    const caller = await authenticate(ctx.db, request);
    if (!caller) return fail(ErrorCode.tokenUnauthorized);
    const order = await findOrder(ctx.db, caller.userId, positiveInt(request.body.orderId, 0));
    return order ? ok(order) : fail(ErrorCode.failed, '订单不存在');
  };
}

/** The status filter: 0–3, anything else (null included) is all. */
function statusFilter(fields: Static<typeof ORDER_LIST_FIELDS>): BetOrderStatus | null {
  return STATUSES.find((status) => status === fields.status) ?? null;
}
