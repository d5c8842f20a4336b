import type { Envelope } from '../../models/envelope';
import { ErrorCode } from '../../models/errors';
import { lotteryById, type GameType, type Lottery } from '../../models/games';
import type { Queryable } from '../db/database';
import { isGameDisabled } from '../domain/games/disabled-games';
import { fail } from '../http/envelope';
import { positiveInt } from '../http/fields';

/** What the game route files share: refusals with their texts, the lottery check, paging. */

const GAME_MESSAGES: Readonly<Record<number, string>> = {
  [ErrorCode.insufficientBalance]: '余额不足',
  [ErrorCode.belowRoomMinimum]: '低于最低投注额',
  [ErrorCode.aboveRoomSingleMaximum]: '超过房间单笔最高投注额',
  [ErrorCode.abovePersonalPeriodLimit]: '超过本期个人累计投注限额',
  [ErrorCode.aboveTotalPeriodLimit]: '超过本期房间总投注限额',
  [ErrorCode.abovePlayMaximum]: '超过玩法最高投注额',
  [ErrorCode.notOpen]: '本期尚未开盘',
  [ErrorCode.wrongBetRules]: '投注规则错误',
  [ErrorCode.wrongBetCount]: '投注注数错误',
  [ErrorCode.periodClosed]: '本期已封盘，投注失败',
  [ErrorCode.cancelFailed]: '当前状态无法撤单',
  [ErrorCode.wrongPeriodNumber]: '期号错误',
  [ErrorCode.gameDisabled]: '该游戏已下架或已被禁用',
};

export const refuse = (code: number): Envelope<null> => fail(code, GAME_MESSAGES[code]);

/**
 * The lottery `lotteryId` names, or null (answer 4009) when it is not in the catalogue, is not of
 * `gameType` (when given), or the caller has it in their disableGameList.
 */
export async function playableLottery(db: Queryable, lotteryId: number, gameType: GameType | null, userId: number | null): Promise<Lottery | null> {
  const lottery = lotteryById(lotteryId);
  if (!lottery || (gameType !== null && lottery.type !== gameType)) return null;
  return userId !== null && (await isGameDisabled(db, userId, lottery.id)) ? null : lottery;
}

/** GET calls carry their fields in the query, POST calls in the JSON body (both declared by the same schema). */
export const fieldsOf = <F>(request: { method: string; body: F; query: F }): F => (request.method === 'GET' ? request.query : request.body);

/** The lotteryId of LOTTERY_FIELD (request-schemas.ts); 0 (no lottery) when it is not a positive whole number. */
export const lotteryIdOf = (fields: { lotteryId?: number | string }): number => positiveInt(fields.lotteryId, 0);

export const MAX_PAGE_SIZE = 100;

/** pageIndex from 1 (default 1) and pageSize up to MAX_PAGE_SIZE. */
export function pageOf(fields: { pageIndex?: number | string; pageSize?: number | string }, defaultSize: number): { pageIndex: number; pageSize: number } {
  return {
    pageIndex: positiveInt(fields.pageIndex, 1),
    pageSize: Math.min(positiveInt(fields.pageSize, defaultSize), MAX_PAGE_SIZE),
  };
}
