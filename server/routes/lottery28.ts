import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LotteryPath, Pc28Path } from '../../models/api-paths';
import { PC28_ROOMS } from '../../models/games';
import { publicRoom } from '../domain/games/room-rules';
import { drawHistory } from '../domain/games/rounds';
import { ok } from '../http/envelope';
import type { RouteContext } from './context';
import { lotteryIdOf, pageOf } from './game-access';
import { ORDER_ID_FIELDS, orderDetailHandler } from './lottery-order';
import { PRIZE_LIST_FIELDS, PRIZE_PAGE } from './lottery-prize';
import { accessRoomHandler, ROOM_ACCESS_FIELDS } from './room-access';

/** /lottery28/v1 calls besides rules, selling info and orders: rooms, history, order detail, room access. */
export function registerLottery28Routes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(Pc28Path.roomList, async () => ok(PC28_ROOMS.map(publicRoom)));

  api.post(Pc28Path.historyRecord, { schema: { body: PRIZE_LIST_FIELDS } }, async (request) => {
    const { pageIndex, pageSize } = pageOf(request.body, PRIZE_PAGE);
    return ok(await drawHistory(db, lotteryIdOf(request.body), pageIndex, pageSize));
  });

  api.post(Pc28Path.orderDetail, { schema: { body: ORDER_ID_FIELDS } }, orderDetailHandler(ctx));

  /** The follow-bet room token (room-access.ts): pc28 rooms here, any lottery's room at LotteryPath.accessRoom. */
  api.post(Pc28Path.accessRoom, { schema: { body: ROOM_ACCESS_FIELDS } }, accessRoomHandler(ctx, true));
  api.post(LotteryPath.accessRoom, { schema: { body: ROOM_ACCESS_FIELDS } }, accessRoomHandler(ctx, false));
}
