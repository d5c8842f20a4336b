import type { GameType } from '../../../models/games';

/**
 * Reads an order body (OrderRequest, or the flat Pc28Order) into one shape. Anything that is not
 * the documented shape answers null: the caller refuses it as a wrong bet (3007).
 */

export interface PlacedItem {
  ruleId: number;
  ruleItemId: number;
  /** Absent for pc28: the rule item is the bet. */
  bettingNumbers?: string;
  bettingCount: number;
  /** Stake per bet, cents. */
  bettingAmount: number;
  bettingTotal: number;
}

export interface PlacedOrder {
  lotteryId: number;
  prizeNo: string;
  roomId: number | null;
  bettingCount: number;
  bettingAmount: number;
  bettingTotal: number;
  items: PlacedItem[];
}

/** More items than any selection of the catalogue makes (k3 和值 has 16 groups). */
export const MAX_ORDER_ITEMS = 50;
const MAX_NUMBERS_LENGTH = 1000;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number ≥ 0 given as a JSON number, else null. */
function count(fields: Fields, name: string): number | null {
  const value = fields[name];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** bettingTimes is fixed at 1 (spec §9); it may be left out. */
const timesIsOne = (fields: Fields): boolean => fields.bettingTimes === undefined || fields.bettingTimes === 1;

function readItem(fields: unknown, lotteryId: number, withNumbers: boolean): PlacedItem | null {
  if (!isObject(fields) || !timesIsOne(fields)) return null;
  const [ruleId, ruleItemId, bettingCount, bettingAmount, bettingTotal] = (['ruleId', 'ruleItemId', 'bettingCount', 'bettingAmount', 'bettingTotal'] as const).map(
    (name) => count(fields, name),
  );
  if (ruleId == null || ruleItemId == null || bettingCount == null || bettingAmount == null || bettingTotal == null) return null;
  if (fields.lotteryId !== undefined && fields.lotteryId !== lotteryId) return null;
  const item: PlacedItem = { ruleId, ruleItemId, bettingCount, bettingAmount, bettingTotal };
  if (!withNumbers) return item;
  const numbers = fields.bettingNumbers;
  return typeof numbers === 'string' && numbers.length <= MAX_NUMBERS_LENGTH ? { ...item, bettingNumbers: numbers } : null;
}

function readHead(fields: Fields, roomId: number | null): Omit<PlacedOrder, 'items'> | null {
  const lotteryId = count(fields, 'lotteryId');
  const bettingCount = count(fields, 'bettingCount');
  const bettingAmount = count(fields, 'bettingAmount');
  const bettingTotal = count(fields, 'bettingTotal');
  const prizeNo = fields.prizeNo;
  if (lotteryId == null || bettingCount == null || bettingAmount == null || bettingTotal == null) return null;
  if (typeof prizeNo !== 'string' || !timesIsOne(fields)) return null;
  return { lotteryId, prizeNo, roomId, bettingCount, bettingAmount, bettingTotal };
}

export function readOrder(gameType: GameType, body: unknown): PlacedOrder | null {
  if (!isObject(body)) return null;
  if (gameType === 'pc28') {
    const roomId = count(body, 'roomId');
    const head = roomId === null ? null : readHead(body, roomId);
    const item = head && readItem(body, head.lotteryId, false);
    return head && item ? { ...head, items: [item] } : null;
  }
  const { orderDTO, orderItemDTOList: list } = body;
  if (!isObject(orderDTO) || !Array.isArray(list) || list.length === 0 || list.length > MAX_ORDER_ITEMS) return null;
  const head = readHead(orderDTO, orderDTO.roomId == null ? null : count(orderDTO, 'roomId'));
  if (!head) return null;
  const items: PlacedItem[] = [];
  for (const fields of list) {
    const item = readItem(fields, head.lotteryId, true);
    if (!item) return null;
    items.push(item);
  }
  return { ...head, items };
}
