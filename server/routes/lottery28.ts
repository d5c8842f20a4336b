import type { FastifyInstance } from 'fastify';
import { LotteryPath, Pc28Path } from '../../models/api-paths';
import { PC28_ROOMS } from '../../models/games';
import { publicRoom } from '../domain/games/room-rules';
import { drawHistory } from '../domain/games/rounds';
import { ok } from '../http/envelope';
import type { RouteContext } from './context';
import { lotteryIdOf, pageOf } from './game-access';
import { orderDetailHandler } from './lottery-order';
import { PRIZE_PAGE } from './lottery-prize';
import { accessRoomHandler } from './room-access';

/** /lottery28/v1 calls besides rules, selling info and orders: rooms, history, order detail, room access. */
export function registerLottery28Routes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.post(Pc28Path.roomList, async () => ok(PC28_ROOMS.map(publicRoom)));

  app.post(Pc28Path.historyRecord, async (request) => {
    const { pageIndex, pageSize } = pageOf(request.body, PRIZE_PAGE);
    return ok(await drawHistory(db, lotteryIdOf(request.body), pageIndex, pageSize));
  });

  app.post(Pc28Path.orderDetail, orderDetailHandler(ctx));

  /** The follow-bet room token (room-access.ts): pc28 rooms here, any lottery's room at LotteryPath.accessRoom. */
  app.post(Pc28Path.accessRoom, accessRoomHandler(ctx, true));
  app.post(LotteryPath.accessRoom, accessRoomHandler(ctx, false));
}
