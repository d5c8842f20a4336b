import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../models/envelope';
import { ErrorCode } from '../../models/errors';
import { lotteryById, type GameType, type Lottery } from '../../models/games';
import type { Queryable } from '../db/database';
import type { AcceptedOrder } from '../domain/events';
import { DEFER } from '../domain/games/order-batch';
import { checkOrder, type OrderCheck } from '../domain/games/order-check';
import { readOrder, type PlacedOrder } from '../domain/games/order-request';
import { placeOrders, type Bet } from '../domain/games/orders';
import type { GameSettings } from '../domain/games/settings';
import { claimKeys, storeAnswers, type IdempotencyClaim } from '../domain/idempotency';
import { authenticateAll, tokenOf } from '../http/auth';
import { fail, IDEMPOTENCY_KEY_REUSED, ok } from '../http/envelope';
import { idempotencyOf, userScope } from '../http/mutation';
import { refuse } from './game-access';

/**
 * The order call, set-based: a batch of calls (order-batch.ts; one on PostgreSQL) runs each kind
 * of statement once for all its members, in the batch's transaction:
 *  1. the tokens, with the callers' disabled lotteries: a call without a live session answers
 *     tokenUnauthorized and keeps no Idempotency-Key record;
 *  2. the Idempotency-Keys (domain/idempotency.ts claimKeys): a key already answered replays that
 *     answer (the same request) or answers key-reused; a second use of one key in the batch is
 *     put off to the next batch, where it finds the first one's answer;
 *  3. the orders of the claimed calls (orders.ts placeOrders): rounds, wallets, ledger, orders;
 *  4. the claimed calls' answers, each sealed with its own key.
 * What needs no database (reading the body, the catalogue checks, the request's fingerprint) is
 * done before, outside the transaction.
 */

export interface OrderCall {
  gameType: GameType;
  token: string | null;
  idempotency: { key: string; requestHash: string } | null;
  /** The body read (null: not an order, 3007) and checked against the catalogue. */
  order: PlacedOrder | null;
  check: OrderCheck | null;
}

export interface OrderOutcome {
  answer: Envelope;
  /** The order this call placed, for `orderAccepted` once committed; null for a refusal or a replay. */
  accepted: AcceptedOrder | null;
}

/** The part of an order call that needs no database. Throws (400) on a body too deep to fingerprint. */
export function orderCallOf(gameType: GameType, request: FastifyRequest): OrderCall {
  const order = readOrder(gameType, request.body);
  return { gameType, token: tokenOf(request), idempotency: idempotencyOf(request), order, check: order && checkOrder(gameType, order) };
}

/** A call's checks that need no database, split where the caller's disabled lotteries come in. */
export type CatalogueChecks =
  /** Refused before the disabled-lottery check: not an order (3007), or no lottery of this game (4009). */
  | { early: number; lottery: null; late: null; bet: null }
  /** A lottery of this game: refused by the items' checks (`late`), or a bet without its player. */
  | { early: null; lottery: Lottery; late: number; bet: null }
  | { early: null; lottery: Lottery; late: null; bet: Omit<Bet, 'userId'> };

/** The catalogue checks, in the order the single call made them: body (3007), lottery (4009), then the player's disabled lotteries (4009, not here), items. */
export function catalogueChecks({ gameType, order, check }: OrderCall): CatalogueChecks {
  const lottery = order && lotteryById(order.lotteryId);
  if (!order || !check) return { early: ErrorCode.wrongBetRules, lottery: null, late: null, bet: null };
  if (!lottery || lottery.type !== gameType) return { early: ErrorCode.gameDisabled, lottery: null, late: null, bet: null };
  if (!check.ok) return { early: null, lottery, late: check.code, bet: null };
  return { early: null, lottery, late: null, bet: { lottery, order, items: check.items, room: check.room } };
}

/** Runs a batch of order calls in `tx` (a BatchWork of order-batch.ts). */
export async function placeOrderCalls(tx: Queryable, settings: GameSettings, calls: readonly OrderCall[]): Promise<(OrderOutcome | typeof DEFER)[]> {
  const outcomes: (OrderOutcome | typeof DEFER | null)[] = calls.map(() => null);
  const answer = (index: number, envelope: Envelope) => (outcomes[index] = { answer: envelope, accepted: null });

  const callers = await authenticateAll(
    tx,
    calls.map((call) => call.token),
  );
  const keyed: { index: number; claim: IdempotencyClaim }[] = [];
  const toRun: number[] = [];
  calls.forEach((call, index) => {
    const caller = callers[index];
    if (!caller) answer(index, fail(ErrorCode.tokenUnauthorized));
    else if (call.idempotency) keyed.push({ index, claim: { scope: userScope(caller), ...call.idempotency } });
    else toRun.push(index);
  });
  const claims = await claimKeys<Envelope>(
    tx,
    keyed.map(({ claim }) => claim),
  );
  const claimed: typeof keyed = [];
  claims.forEach((result, n) => {
    const { index } = keyed[n]!;
    if (result.kind === 'busy') outcomes[index] = DEFER;
    else if (result.kind === 'key-reused') answer(index, fail(IDEMPOTENCY_KEY_REUSED));
    else if (result.kind === 'done') answer(index, result.value);
    else {
      claimed.push(keyed[n]!);
      toRun.push(index);
    }
  });
  toRun.sort((a, b) => a - b);

  const bets: { index: number; bet: Bet }[] = [];
  for (const index of toRun) {
    const caller = callers[index]!;
    const checked = catalogueChecks(calls[index]!);
    if (checked.early !== null) answer(index, refuse(checked.early));
    else if (caller.disabledGames.includes(checked.lottery.id)) answer(index, refuse(ErrorCode.gameDisabled));
    else if (checked.late !== null) answer(index, refuse(checked.late));
    else bets.push({ index, bet: { userId: caller.userId, ...checked.bet } });
  }
  const placed = await placeOrders(
    tx,
    settings,
    bets.map(({ bet }) => bet),
  );
  const at = settings.now();
  placed.forEach((result, n) => {
    const { index, bet } = bets[n]!;
    if (!result.ok) answer(index, result.msg ? fail(result.code, result.msg) : refuse(result.code));
    else {
      const { account, avatar } = callers[index]!;
      outcomes[index] = { answer: ok({ id: result.id }), accepted: { orderId: result.id, ...bet, at, author: { account, avatar } } };
    }
  });

  await storeAnswers(
    tx,
    claimed.map(({ index, claim }) => ({ claim, value: (outcomes[index] as OrderOutcome).answer })),
  );
  return outcomes.map((outcome) => {
    if (outcome === null) throw new Error('an order call was left without an answer');
    return outcome;
  });
}
