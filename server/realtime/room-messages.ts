import { randomUUID } from 'node:crypto';
import { maskAccount } from '../../models/content';
import { formatPrizeTexts, lotteryById, pc28RoomById } from '../../models/games';
import type { FollowBetContent, FollowMessage, FollowTip } from '../../models/realtime/follow';
import type { AcceptedOrder } from '../domain/events';
import type { RoundOutcome } from '../domain/games/settlement';

/**
 * What the follow rooms publish on the bus (topic 'room') and how each message is made. A post
 * names its lottery and room: roomId 0 is "every room of the lottery" (draw results, tips,
 * notices to all rooms, and the orders of lotteries without rooms); a socket of pc28's "all"
 * view (roomId 0) sees every room of its lottery (docs/api.md "Follow-bet rooms").
 */

export interface RoomPost {
  lotteryId: number;
  roomId: number;
  message: FollowMessage;
}

/** Who placed an order, as other players see them. */
export interface RoomAuthor {
  account: string;
  avatar: string;
}

/** Longest operator notice, in characters. */
export const ROOM_NOTICE_MAX = 500;

export function isRoomPost(value: unknown): value is RoomPost {
  const post = value as Partial<RoomPost> | null;
  return typeof post === 'object' && post !== null && Number.isSafeInteger(post.lotteryId) && Number.isSafeInteger(post.roomId) && typeof post.message === 'object' && post.message !== null;
}

/** An accepted order: one bet message with one content entry per item (role user); `playerId` is the author's room id (room-player-ids.ts). */
export function betPost(accepted: AcceptedOrder, author: RoomAuthor, playerId: string): RoomPost {
  const { order, lottery } = accepted;
  const roomId = accepted.room?.id ?? 0;
  const content = accepted.items.map(
    (item): FollowBetContent => ({
      prizeNo: order.prizeNo,
      ruleItemName: item.labels.ruleItemName,
      ruleName: item.rule.name,
      bettingTotal: item.bettingTotal,
      bettingAmount: item.bettingAmount,
      bettingCount: item.bettingCount,
      bettingTimes: 1,
      // pc28 items carry no numbers: the rule item is the bet, shown by its name.
      bettingNumbers: item.bettingNumbers ?? item.labels.betNumbers,
      ruleId: item.ruleId,
      ruleItemId: item.ruleItemId,
      lotteryId: lottery.id,
      roomId,
    }),
  );
  return {
    lotteryId: lottery.id,
    roomId,
    message: {
      id: `bet-${accepted.orderId}`,
      role: 'user',
      msg: {
        type: 'bet',
        time: accepted.at,
        content,
        userInfo: { playerId, username: maskAccount(author.account), face: author.avatar },
        orderId: accepted.orderId,
      },
    },
  };
}

/** A drawn round: its result to every room of the lottery; null for a voided round (nothing was drawn). */
export function prizePost(outcome: RoundOutcome, at: number): RoomPost | null {
  const lottery = lotteryById(outcome.lotteryId);
  if (!lottery || !outcome.result) return null;
  return {
    lotteryId: lottery.id,
    roomId: 0,
    message: {
      id: `prize-${lottery.id}-${outcome.prizeNo}`,
      role: 'system',
      msg: { type: 'prize', time: at, content: { prizeNo: outcome.prizeNo, lotteryId: lottery.id, result: formatPrizeTexts(lottery.type, outcome.result).prizeResult } },
    },
  };
}

/** Texts of the tips in zh-CN (the client shows its own language by `tip`). */
const TIP_TEXTS: Record<FollowTip, (prizeNo: string, seconds: number) => string> = {
  closing: (prizeNo, seconds) => `第${prizeNo}期距离封盘还有${seconds}秒，请抓紧下注`,
  closed: (prizeNo) => `第${prizeNo}期已封盘，停止下注`,
};

export function tipPost(lotteryId: number, prizeNo: string, tip: FollowTip, seconds: number, at: number): RoomPost {
  return {
    lotteryId,
    roomId: 0,
    message: {
      id: `tips-${lotteryId}-${prizeNo}-${tip}`,
      role: 'system',
      msg: { type: 'tips', time: at, content: { text: TIP_TEXTS[tip](prizeNo, seconds), prizeNo, tip, ...(tip === 'closing' ? { seconds } : {}) } },
    },
  };
}

/** An operator's notice to one room, or to every room of the lottery (roomId 0). */
export function noticePost(lotteryId: number, roomId: number, text: string, at: number): RoomPost {
  return {
    lotteryId,
    roomId,
    message: { id: `notice-${randomUUID()}`, role: 'system', msg: { type: 'notice', time: at, content: { text } } },
  };
}

/** Whether a socket joined to `roomId` of a lottery sees a post to `postRoomId` of it. */
export const roomSees = (roomId: number, postRoomId: number): boolean => roomId === 0 || postRoomId === 0 || roomId === postRoomId;

/** A room a token or a notice may name: 0 (every room) of a catalogue lottery, or a pc28 room. */
export function roomExists(lotteryId: number, roomId: number): boolean {
  const lottery = lotteryById(lotteryId);
  if (!lottery || !Number.isSafeInteger(roomId)) return false;
  return roomId === 0 || (lottery.type === 'pc28' && pc28RoomById(roomId) !== undefined);
}
