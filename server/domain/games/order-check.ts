import { ErrorCode } from '../../../models/errors';
import { countItem, isWholeStakeCents, minimumStakeCents, pc28RoomById, ruleById, type GameType, type Pc28Room, type Rule } from '../../../models/games';
import { describeItem, type ItemLabels } from '../../../models/games/placed-item';
import type { PlacedItem, PlacedOrder } from './order-request';

/**
 * The checks of an order that need no database, with the models' own counting and stake rules,
 * in this order: room (pc28), per item rule and rule item (3007), stake minimum (3001), count
 * (3007 not a bet, 3008 a wrong count), play maximum (3005), item total (3008); then the order's
 * totals (3008) and the room's single-order maximum (3002).
 */

export interface CheckedItem extends PlacedItem {
  rule: Rule;
  labels: ItemLabels;
}

export type OrderCheck = { ok: true; items: CheckedItem[]; room: Pc28Room | undefined } | { ok: false; code: number };

const refuse = (code: number): OrderCheck => ({ ok: false, code });

function checkItem(gameType: GameType, item: PlacedItem, room: Pc28Room | undefined): CheckedItem | number {
  const rule = ruleById(gameType, item.ruleId);
  const labels = rule && describeItem(gameType, rule, item);
  if (!rule || !labels) return ErrorCode.wrongBetRules;
  const stake = item.bettingAmount;
  if (stake <= 0 || stake < minimumStakeCents(gameType, rule, room) || !isWholeStakeCents(gameType, stake)) return ErrorCode.belowRoomMinimum;
  const bets = countItem(gameType, rule, item);
  if (bets === 0) return ErrorCode.wrongBetRules;
  if (bets !== item.bettingCount) return ErrorCode.wrongBetCount;
  if (stake > rule.maxBetting) return ErrorCode.abovePlayMaximum;
  if (item.bettingTotal !== bets * stake) return ErrorCode.wrongBetCount;
  return { ...item, rule, labels };
}

export function checkOrder(gameType: GameType, order: PlacedOrder): OrderCheck {
  const room = gameType === 'pc28' ? pc28RoomById(order.roomId ?? 0) : undefined;
  if (gameType === 'pc28' && !room) return refuse(ErrorCode.wrongBetRules);
  const items: CheckedItem[] = [];
  for (const item of order.items) {
    const checked = checkItem(gameType, item, room);
    if (typeof checked === 'number') return refuse(checked);
    items.push(checked);
  }
  const bets = items.reduce((sum, item) => sum + item.bettingCount, 0);
  const total = items.reduce((sum, item) => sum + item.bettingTotal, 0);
  if (bets !== order.bettingCount || total !== order.bettingTotal) return refuse(ErrorCode.wrongBetCount);
  if (room && total > room.maxBettingSingle) return refuse(ErrorCode.aboveRoomSingleMaximum);
  return { ok: true, items, room };
}
