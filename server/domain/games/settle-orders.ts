import { pc28RoomById, ruleById, settleItem, type GameType } from '../../../models/games';

/**
 * What each pending order of a round gets, item by item, with the models' settleItem (pc28 with
 * its room's 13/14 rule). Pure: settlement.ts stores the outcome and moves the money.
 */

export interface PendingItem {
  id: number;
  ruleId: number;
  ruleItemId: number;
  /** Null for pc28 items. */
  bettingNumbers: string | null;
  bettingAmount: number;
  bettingTotal: number;
}

export interface PendingOrder {
  id: number;
  userId: number;
  roomId: number | null;
  bettingTotal: number;
  items: PendingItem[];
}

/** Item and order statuses of spec §4: 1 not won, 2 won (paid anything), 3 cancelled (refunded by the house). */
export type SettledStatus = 1 | 2 | 3;

export interface SettledItem {
  id: number;
  status: SettledStatus;
  /** What the item pays back: winnings, a 13/14 refund of its stake, or its stake on a void. */
  paidCents: number;
}

export interface SettledOrder {
  id: number;
  userId: number;
  status: SettledStatus;
  /** Credited as a bonus payout (ledger type 2). */
  winCents: number;
  /** Credited as a system refund (ledger type 7). */
  refundCents: number;
  items: SettledItem[];
}

type ItemOutcome = SettledItem & { kind: 'win' | 'refund' | 'lose' };

/**
 * One item against the result. An item the catalogue no longer knows (a play removed since it was
 * placed) cannot be judged, so its stake goes back as a refund instead of blocking the draw.
 */
function settleOne(gameType: GameType, item: PendingItem, result: readonly number[], roomId: number | null): ItemOutcome {
  const rule = ruleById(gameType, item.ruleId);
  const room = roomId === null ? undefined : pc28RoomById(roomId);
  const placed = { ruleItemId: item.ruleItemId, bettingAmount: item.bettingAmount, bettingTotal: item.bettingTotal, ...(item.bettingNumbers === null ? {} : { bettingNumbers: item.bettingNumbers }) };
  let settlement;
  try {
    settlement = rule ? settleItem(gameType, rule, placed, result, room) : null;
  } catch {
    settlement = null;
  }
  if (!settlement) return { id: item.id, kind: 'refund', status: 3, paidCents: item.bettingTotal };
  const { outcome, payoutCents } = settlement;
  return { id: item.id, kind: outcome, status: outcome === 'lose' ? 1 : 2, paidCents: payoutCents };
}

export function settleOrder(gameType: GameType, order: PendingOrder, result: readonly number[]): SettledOrder {
  const outcomes = order.items.map((item) => settleOne(gameType, item, result, order.roomId));
  const sum = (kind: ItemOutcome['kind']) => outcomes.filter((item) => item.kind === kind).reduce((total, item) => total + item.paidCents, 0);
  const winCents = sum('win');
  const refundCents = sum('refund');
  return {
    id: order.id,
    userId: order.userId,
    status: winCents + refundCents > 0 ? 2 : 1,
    winCents,
    refundCents,
    items: outcomes.map(({ id, status, paidCents }) => ({ id, status, paidCents })),
  };
}

/** A round that cannot be drawn: every order is cancelled and its stake refunded. */
export function voidOrder(order: PendingOrder): SettledOrder {
  return {
    id: order.id,
    userId: order.userId,
    status: 3,
    winCents: 0,
    refundCents: order.bettingTotal,
    items: order.items.map((item) => ({ id: item.id, status: 3, paidCents: item.bettingTotal })),
  };
}
