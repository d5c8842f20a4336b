import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { ErrorCode } from '../../models/errors';
import { pc28RoomById } from '../../models/games';
import { loadUser } from '../domain/accounts';
import { signRoomToken } from '../domain/games/room-token';
import { authenticate } from '../http/auth';
import { fail, ok } from '../http/envelope';
import { positiveInt } from '../http/fields';
import { Fields, LOTTERY_FIELD, NumberField } from '../http/request-schemas';
import type { RouteContext } from './context';
import { lotteryIdOf, playableLottery, refuse } from './game-access';

/**
 * Access to a follow-bet room: a short-lived signed token for the room socket (docs/api.md
 * "Follow-bet rooms"). `ipAddr` is empty: the room is served by this server (any node).
 *
 * - pc28 (`/lottery28/v1/accessRoom`, and `/lottery/v1/accessRoom` with a roomId): rooms 1–3;
 *   3007 for another room, 3001 when the balance is below the room's smallest stake.
 * - `/lottery/v1/accessRoom` also serves every other lottery (room 0, the lottery's one room;
 *   3007 for any other room) and pc28's "all" view (room 0 or none: every room's bets).
 */
export const ROOM_ACCESS_FIELDS = Fields({ ...LOTTERY_FIELD, roomId: NumberField('pc28: room 1–3, or 0 / none for every room; other lotteries: 0 / none') });

export function accessRoomHandler(ctx: RouteContext, pc28Only: boolean) {
  const { db } = ctx;
  return async (request: FastifyRequest<{ Body: Static<typeof ROOM_ACCESS_FIELDS> }>) => {
    const caller = await authenticate(db, request);
    if (!caller) return fail(ErrorCode.tokenUnauthorized);
    const lottery = await playableLottery(db, lotteryIdOf(request.body), pc28Only ? 'pc28' : null, caller.userId);
    if (!lottery) return refuse(ErrorCode.gameDisabled);
    const roomId = positiveInt(request.body.roomId, 0);
    if (roomId !== 0 || pc28Only) {
      const room = lottery.type === 'pc28' ? pc28RoomById(roomId) : undefined;
      if (!room) return refuse(ErrorCode.wrongBetRules);
      const user = await loadUser(db, caller.userId);
      if (!user || user.balance < room.minLimitBetting) return refuse(ErrorCode.belowRoomMinimum);
    }
    const jwt = signRoomToken(ctx.games.roomTokenKey, { userId: caller.userId, sessionId: caller.sessionId, lotteryId: lottery.id, roomId }, ctx.games.now());
    return ok({ ipAddr: '', jwt });
  };
}
