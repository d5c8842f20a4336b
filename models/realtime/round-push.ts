import { lotteryById, parsePrizeRecord, type PrizeRecord, type RawPrizeRecord } from '../games';

/**
 * Rounds pushed, not polled (issue 20 §2): frames the server sends on the page's room socket
 * (models/realtime/follow.ts) besides the room's messages. Every socket of a lottery gets its
 * rounds opening, closing and being drawn (with the result and the seed, so the draw can be
 * checked at once); a player's sockets also get that player's orders the draw settled. The
 * server writes these shapes and the client reads them only through `parseRoundPush`, which
 * drops anything malformed or oversized (a frame is data from the network, never trusted).
 */

export type RoundPushEvent = 'opened' | 'closed' | 'drawn';

export interface RoundPushFrame {
  type: 'round';
  event: RoundPushEvent;
  lotteryId: number;
  prizeNo: string;
  /** Server clock when it happened, ms since the epoch. */
  at: number;
  /** drawn: the drawn numbers as the draw history shows them ("3,5,6"). */
  result?: string;
  /** drawn: the result's remark as the draw history shows it (prizeRemark: sum, big/small …). */
  remark?: string;
  /** drawn: the round's revealed seed (64 hex digits, docs/provably-fair.md). */
  seed?: string;
  /** drawn: SHA-256 of the seed, as published while the round was open. */
  seedHash?: string;
  /** drawn: the round's draw time, 'YYYY-MM-DD HH:mm:ss' on the server's clock (as the history lists it). */
  resultTime?: string;
}

export interface SettledOrderPush {
  orderId: number;
  /** Order status of spec §4: 1 not won, 2 won, 3 cancelled (refunded). */
  status: 1 | 2 | 3;
  /** What the order paid back, cents. */
  paidCents: number;
}

/** The player's orders a draw settled (only to that player's sockets). */
export interface SettledPushFrame {
  type: 'settled';
  lotteryId: number;
  prizeNo: string;
  orders: SettledOrderPush[];
}

export type RoundPush = RoundPushFrame | SettledPushFrame;

/** Orders listed in one settled frame; a player with more gets several frames (bounded frames). */
export const SETTLED_PUSH_MAX_ORDERS = 50;

const PRIZE_NO = /^[\w-]{1,32}$/;
const RESULT = /^[\d,|+= ]{0,200}$/;
const SEED = /^[0-9a-f]{64}$/;
const REMARK = /^[^<>&]{0,200}$/u;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const EVENTS: ReadonlySet<string> = new Set<RoundPushEvent>(['opened', 'closed', 'drawn']);

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isCents = isId;

function parseOrder(value: unknown): SettledOrderPush | null {
  if (typeof value !== 'object' || value === null) return null;
  const { orderId, status, paidCents } = value as Record<string, unknown>;
  if (!isId(orderId) || !isCents(paidCents) || (status !== 1 && status !== 2 && status !== 3)) return null;
  return { orderId, status, paidCents };
}

/** A pushed round or settled frame, or null for anything else (room messages, pongs, garbage). */
export function parseRoundPush(frame: unknown): RoundPush | null {
  if (typeof frame !== 'object' || frame === null) return null;
  const value = frame as Record<string, unknown>;
  const { lotteryId, prizeNo } = value;
  if (!isId(lotteryId) || typeof prizeNo !== 'string' || !PRIZE_NO.test(prizeNo)) return null;
  if (value.type === 'round') {
    const { event, at } = value;
    if (typeof event !== 'string' || !EVENTS.has(event) || !isId(at)) return null;
    const optional = { result: RESULT, remark: REMARK, seed: SEED, seedHash: SEED, resultTime: TIME };
    const extra: Partial<Record<keyof typeof optional, string>> = {};
    for (const [name, pattern] of Object.entries(optional) as [keyof typeof optional, RegExp][]) {
      const field = value[name];
      if (field === undefined) continue;
      if (typeof field !== 'string' || !pattern.test(field)) return null;
      extra[name] = field;
    }
    return { type: 'round', event: event as RoundPushEvent, lotteryId, prizeNo, at, ...extra };
  }
  if (value.type === 'settled') {
    if (!Array.isArray(value.orders) || value.orders.length > SETTLED_PUSH_MAX_ORDERS) return null;
    const orders = value.orders.map(parseOrder);
    if (orders.some((order) => order === null)) return null;
    return { type: 'settled', lotteryId, prizeNo, orders: orders as SettledOrderPush[] };
  }
  return null;
}

/** The history record of a pushed draw, as the draw history lists it (null: not a draw, or a lottery not in the catalogue). */
export function pushedPrizeRecord(push: RoundPushFrame): PrizeRecord | null {
  const lottery = lotteryById(push.lotteryId);
  if (push.event !== 'drawn' || !lottery || push.result === undefined) return null;
  const raw: RawPrizeRecord = {
    prizeNo: push.prizeNo,
    lotteryId: lottery.id,
    lotteryType: lottery.type,
    prizeResult: push.result,
    prizeRemark: push.remark ?? '',
    resultTime: push.resultTime ?? '',
    ...(push.seed ? { seed: push.seed } : {}),
    ...(push.seedHash ? { seedHash: push.seedHash } : {}),
  };
  return parsePrizeRecord(raw);
}

/** The settled frames of one player's orders of a round, SETTLED_PUSH_MAX_ORDERS at most each. */
export function settledFrames(lotteryId: number, prizeNo: string, orders: readonly SettledOrderPush[]): SettledPushFrame[] {
  const frames: SettledPushFrame[] = [];
  for (let start = 0; start < orders.length; start += SETTLED_PUSH_MAX_ORDERS) {
    frames.push({ type: 'settled', lotteryId, prizeNo, orders: orders.slice(start, start + SETTLED_PUSH_MAX_ORDERS) });
  }
  return frames;
}
