import type { GameType, OrderRequest, Pc28Order, RoundStatus, Rule } from '../../../models/games';
import { FOLLOW_PANEL_LIMIT, type FollowBetContent, type FollowMessage, type FollowPrizeContent, type FollowTextContent, type FollowTip } from '../../../models/realtime/follow';

/**
 * What the follow-bet panel lists (spec §2 right panel, §3 follow chat message): the room's
 * messages as the server sent them, and what the client adds itself — the player's own order the
 * moment it is accepted (spec §4 order flow), the closing tips at 2× and 1× the close threshold
 * and the new result once the draws show it (spec §4). The server sends tips and results too, so
 * every entry has a key that names what it says; the first entry with a key wins, a later one with
 * the same key (the server's copy of a local entry, or the other way round) is dropped.
 */
export type FollowEntry =
  | { key: string; kind: 'message'; message: FollowMessage }
  /** The player's own order, shown at once; the room's broadcast of it (same orderId) is dropped. */
  | { key: string; kind: 'own'; orderId: number; time: number | null; content: FollowBetContent[] }
  | { key: string; kind: 'tip'; tip: FollowTip; prizeNo: string; seconds: number; time: number | null }
  | { key: string; kind: 'result'; prizeNo: string; lotteryId: number; result: string; time: number | null };

export const betKey = (orderId: number) => `bet:${orderId}`;
export const tipKey = (prizeNo: string, tip: FollowTip) => `tip:${prizeNo}:${tip}`;
export const resultKey = (prizeNo: string) => `result:${prizeNo}`;

const isBetList = (content: FollowMessage['msg']['content']): content is FollowBetContent[] => Array.isArray(content);

/** The key of a server message: its order, tip or result when it says one, else its id. */
export function messageKey(message: FollowMessage): string {
  const { msg } = message;
  if (msg.type === 'bet' && typeof msg.orderId === 'number') return betKey(msg.orderId);
  if (msg.type === 'prize' && !isBetList(msg.content) && 'result' in msg.content) return resultKey(msg.content.prizeNo);
  if (msg.type === 'tips' && !isBetList(msg.content) && 'text' in msg.content && msg.content.tip && msg.content.prizeNo) return tipKey(msg.content.prizeNo, msg.content.tip);
  return `id:${message.id}`;
}

/** Whether a frame from the socket is a room message the panel lists (not a pong or welcome). */
export function isFollowMessage(frame: unknown): frame is FollowMessage {
  const value = frame as Partial<FollowMessage> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    (value.role === 'system' || value.role === 'user') &&
    typeof value.id === 'string' &&
    typeof value.msg === 'object' &&
    value.msg !== null &&
    ['bet', 'prize', 'notice', 'tips'].includes(value.msg.type) &&
    typeof value.msg.content === 'object' &&
    value.msg.content !== null
  );
}

/** The player's room id from the socket's welcome frame, or null for any other frame. */
export function welcomePlayerId(frame: unknown): string | null {
  const value = frame as { type?: unknown; playerId?: unknown } | null;
  return typeof value === 'object' && value !== null && value.type === 'welcome' && typeof value.playerId === 'string' && value.playerId !== '' ? value.playerId : null;
}

/** The list with `entry` appended unless its key is there already, keeping the newest FOLLOW_PANEL_LIMIT. */
export function appendEntry(entries: readonly FollowEntry[], entry: FollowEntry, limit = FOLLOW_PANEL_LIMIT): FollowEntry[] {
  if (entries.some((e) => e.key === entry.key)) return entries as FollowEntry[];
  const next = [...entries, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

export const serverEntry = (message: FollowMessage): FollowEntry => ({ key: messageKey(message), kind: 'message', message });

/** The bet content of a user message, or null for anything else. */
export function betContent(entry: FollowEntry): FollowBetContent[] | null {
  if (entry.kind === 'own') return entry.content;
  if (entry.kind !== 'message' || entry.message.msg.type !== 'bet' || !isBetList(entry.message.msg.content)) return null;
  return entry.message.msg.content;
}

export const prizeContent = (message: FollowMessage): FollowPrizeContent | null =>
  message.msg.type === 'prize' && !isBetList(message.msg.content) && 'result' in message.msg.content ? message.msg.content : null;

export const textContent = (message: FollowMessage): FollowTextContent | null =>
  !isBetList(message.msg.content) && 'text' in message.msg.content ? message.msg.content : null;

/** Whether the entry is the player's own order: placed here, or broadcast with their room id (the welcome's `playerId`). */
export function isOwnEntry(entry: FollowEntry, playerId: string | null): boolean {
  if (entry.kind === 'own') return true;
  return entry.kind === 'message' && playerId !== null && entry.message.msg.userInfo?.playerId === playerId;
}

/** The round as the panel knows it (from the round actor). */
export interface FollowRound {
  prizeNo: string;
  status: RoundStatus;
}

/**
 * Why an entry cannot be followed now, or null when it can (spec §5 "Follow-bet: only for role
 * 'user' messages whose prizeNo equals current round"): not a bet, the player's own, a round that
 * is not the current one, a current round that no longer takes bets.
 */
export type FollowBlock = 'notBet' | 'own' | 'pastRound' | 'closed';

export function followBlock(entry: FollowEntry, round: FollowRound | null, playerId: string | null): FollowBlock | null {
  const content = betContent(entry);
  if (!content || content.length === 0 || (entry.kind === 'message' && entry.message.role !== 'user')) return 'notBet';
  if (isOwnEntry(entry, playerId)) return 'own';
  if (!round || content.some((item) => item.prizeNo !== round.prizeNo)) return 'pastRound';
  return round.status === 0 ? null : 'closed';
}

export const totalOf = (content: readonly FollowBetContent[]): number => content.reduce((sum, item) => sum + item.bettingTotal, 0);

/** The leader's stake per bet, cents (every item of an order has the same). */
export const stakeOf = (content: readonly FollowBetContent[]): number => content[0]?.bettingAmount ?? 0;

/** The same bets at the follower's own stake per bet (issue 20 §3): the counts stay, the totals follow. */
export const withStake = (content: readonly FollowBetContent[], stakeCents: number): FollowBetContent[] =>
  content.map((item) => ({ ...item, bettingAmount: stakeCents, bettingTotal: item.bettingCount * stakeCents }));

/**
 * The same order again (spec §2 follow-betting): the bet message's items as an order of the
 * game's family — the flat pc28 order in the message's room, or orderDTO and its items. Ball
 * names (betNumbers) are the server's to work out, as for any order.
 */
export function followOrder(gameType: GameType, content: readonly FollowBetContent[]): OrderRequest | Pc28Order {
  const [first] = content;
  if (!first) throw new Error('followOrder: a bet message has at least one item');
  if (gameType === 'pc28') {
    return {
      bettingAmount: first.bettingAmount,
      bettingCount: first.bettingCount,
      bettingTotal: first.bettingTotal,
      lotteryId: first.lotteryId,
      prizeNo: first.prizeNo,
      roomId: first.roomId,
      ruleId: first.ruleId,
      ruleItemId: first.ruleItemId,
    };
  }
  const bettingCount = content.reduce((sum, item) => sum + item.bettingCount, 0);
  return {
    orderDTO: {
      lotteryId: first.lotteryId,
      prizeNo: first.prizeNo,
      bettingCount,
      bettingAmount: first.bettingAmount,
      bettingTimes: 1,
      bettingTotal: totalOf(content),
      ...(first.roomId ? { roomId: first.roomId } : {}),
    },
    orderItemDTOList: content.map((item) => ({
      lotteryId: item.lotteryId,
      ruleId: item.ruleId,
      ruleName: item.ruleName,
      ruleItemId: item.ruleItemId,
      bettingNumbers: item.bettingNumbers,
      betNumbers: item.bettingNumbers,
      bettingCount: item.bettingCount,
      bettingAmount: item.bettingAmount,
      bettingTimes: 1,
      bettingTotal: item.bettingTotal,
    })),
  };
}

/**
 * An order the player placed, as the panel lists it at once (the room's broadcast of it says
 * the same): one content entry per item, names from the lottery's rules.
 */
export function orderContent(order: OrderRequest | Pc28Order, rules: readonly Rule[]): FollowBetContent[] {
  const groupName = (ruleId: number, ruleItemId: number) => rules.find((r) => r.id === ruleId)?.balls.find((g) => g.ruleItemId === ruleItemId)?.name ?? '';
  const ruleName = (ruleId: number) => rules.find((r) => r.id === ruleId)?.name ?? '';
  if (!('orderDTO' in order)) {
    return [
      {
        prizeNo: order.prizeNo,
        ruleItemName: groupName(order.ruleId, order.ruleItemId),
        ruleName: ruleName(order.ruleId),
        bettingTotal: order.bettingTotal,
        bettingAmount: order.bettingAmount,
        bettingCount: order.bettingCount,
        bettingTimes: 1,
        bettingNumbers: '',
        ruleId: order.ruleId,
        ruleItemId: order.ruleItemId,
        lotteryId: order.lotteryId,
        roomId: order.roomId,
      },
    ];
  }
  const { orderDTO } = order;
  return order.orderItemDTOList.map((item) => ({
    prizeNo: orderDTO.prizeNo,
    ruleItemName: groupName(item.ruleId, item.ruleItemId),
    ruleName: item.ruleName || ruleName(item.ruleId),
    bettingTotal: item.bettingTotal,
    bettingAmount: item.bettingAmount,
    bettingCount: item.bettingCount,
    bettingTimes: 1,
    bettingNumbers: item.bettingNumbers,
    ruleId: item.ruleId,
    ruleItemId: item.ruleItemId,
    lotteryId: item.lotteryId,
    roomId: orderDTO.roomId ?? 0,
  }));
}
