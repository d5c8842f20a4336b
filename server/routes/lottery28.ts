import type { FastifyInstance } from 'fastify';
import { Pc28Path } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { PC28_ROOMS, pc28RoomById } from '../../models/games';
import { loadUser } from '../domain/accounts';
import { publicRoom } from '../domain/games/room-rules';
import { signRoomToken } from '../domain/games/room-token';
import { drawHistory } from '../domain/games/rounds';
import { authenticate } from '../http/auth';
import { fail, ok } from '../http/envelope';
import { positiveIntField } from '../http/fields';
import type { RouteContext } from './context';
import { lotteryIdOf, pageOf, playableLottery, refuse } from './game-access';
import { orderDetailHandler } from './lottery-order';
import { PRIZE_PAGE } from './lottery-prize';

/** /lottery28/v1 calls besides rules, selling info and orders: rooms, history, order detail, room access. */
export function registerLottery28Routes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.post(Pc28Path.roomList, async () => ok(PC28_ROOMS.map(publicRoom)));

  app.post(Pc28Path.historyRecord, async (request) => {
    const { pageIndex, pageSize } = pageOf(request.body, PRIZE_PAGE);
    return ok(await drawHistory(db, lotteryIdOf(request.body), pageIndex, pageSize));
  });

  app.post(Pc28Path.orderDetail, orderDetailHandler(ctx));

  /**
   * A short-lived signed token for the room's follow-bet connection. `ipAddr` is empty: the room
   * is served by this server. 3007 for a room that does not exist, 3001 when the balance is below
   * the room's smallest stake.
   */
  app.post(Pc28Path.accessRoom, async (request) => {
    const caller = await authenticate(db, request);
    if (!caller) return fail(ErrorCode.tokenUnauthorized);
    const lottery = await playableLottery(db, lotteryIdOf(request.body), 'pc28', caller.userId);
    if (!lottery) return refuse(ErrorCode.gameDisabled);
    const room = pc28RoomById(positiveIntField(request.body, 'roomId', 0));
    if (!room) return refuse(ErrorCode.wrongBetRules);
    const user = await loadUser(db, caller.userId);
    if (!user || user.balance < room.minLimitBetting) return refuse(ErrorCode.belowRoomMinimum);
    const jwt = signRoomToken(ctx.games.roomTokenKey, { userId: caller.userId, lotteryId: lottery.id, roomId: room.id }, ctx.games.now());
    return ok({ ipAddr: '', jwt });
  });
}
