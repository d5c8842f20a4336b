import type { Envelope } from '../../models/envelope';
import { ErrorCode } from '../../models/errors';
import type { Queryable } from '../db/database';
import { FundType } from '../domain/fund-types';
import type { BatchRunner } from '../domain/games/order-batch';
import { OrderIds } from '../domain/games/order-ids';
import { roomPeriodTotalLimit } from '../domain/games/room-limits';
import { refusalsByRoundState } from '../domain/games/round-view';
import type { GameSettings } from '../domain/games/settings';
import { orderReference } from '../domain/games/settlement';
import { IDEMPOTENCY_TTL_HOURS, keyHashOf, sealAnswers, storedAnswer } from '../domain/idempotency';
import { MAX_ENTRY_CENTS } from '../domain/ledger-limits';
import { hashToken } from '../domain/sessions';
import { fail, IDEMPOTENCY_KEY_REUSED, ok } from '../http/envelope';
import { passedLimit } from '../../models/gaming-limits';
import { limitRefusal as limitRefusalOf, periodStarts, siteTimeZone, usageOf } from '../domain/gaming/usage';
import { refuse } from './game-access';
import { catalogueChecks, type CatalogueChecks, type OrderCall, type OrderOutcome } from './place-orders';
import { orderStatements, type PlaceOrderRow } from './order-statements';

/**
 * Orders on PostgreSQL: each call is judged by one call of place_order (migration 021) inside one
 * statement and its own transaction, so a connection is never held idle in a transaction between
 * the node's statements; the calls that arrive while the node's order statements are all in
 * flight share the next statement and its commit (place_orders, ./order-statements.ts). What needs no row is worked out here first with the same code the embedded
 * database's batches use (catalogueChecks, refusalsByRoundState, the room and ledger limits): the
 * function picks among the answers by what the rows say, and stores the one it gave under the
 * call's Idempotency-Key, sealed here beforehand. Concurrency comes from PostgreSQL itself:
 * statements of different players run side by side (one player's queue on their wallet row, one
 * pc28 room's on its round total row), and the WAL flush of concurrent commits is shared.
 */

/** The function's outcomes besides an answer code (0 accepted, else a refusal). */
const NO_SESSION = -1;
const KEY_USED = -2;
/** A responsible-gaming limit refused it and no answer was prepared: nothing was kept (migration 022). */
const LIMIT_PASSED = -3;

/** Its parameters, in order, with their types: the statement names each one. */
const PARAMETERS = [
  ['token_hash', 'text'],
  ['key_hash', 'text'],
  ['request_hash', 'text'],
  ['key_ttl_hours', 'integer'],
  ['codes', 'integer[]'],
  ['answers', 'text[]'],
  ['early_code', 'integer'],
  ['lottery_id', 'integer'],
  ['disabled_code', 'integer'],
  ['late_code', 'integer'],
  ['prev_prize_no', 'text'],
  ['prev_draw_at', 'timestamptz'],
  ['prize_no', 'text'],
  ['draw_at', 'timestamptz'],
  ['code_behind', 'integer'],
  ['code_open', 'integer'],
  ['code_not_open', 'integer'],
  ['closed_code', 'integer'],
  ['now', 'timestamptz'],
  ['room_id', 'integer'],
  ['personal_limit', 'bigint'],
  ['room_limit', 'bigint'],
  ['personal_code', 'integer'],
  ['room_code', 'integer'],
  ['amount_code', 'integer'],
  ['balance_code', 'integer'],
  ['order_id', 'bigint'],
  ['reference', 'text'],
  ['fund_type', 'smallint'],
  ['lottery_name', 'text'],
  ['lottery_type', 'text'],
  ['betting_count', 'integer'],
  ['betting_total', 'bigint'],
  ['rule_ids', 'integer[]'],
  ['rule_names', 'text[]'],
  ['rule_item_ids', 'integer[]'],
  ['item_names', 'text[]'],
  ['item_codes', 'text[]'],
  ['numbers', 'text[]'],
  ['bet_numbers', 'text[]'],
  ['counts', 'integer[]'],
  ['amounts', 'bigint[]'],
  ['totals', 'bigint[]'],
  ['day_start', 'timestamptz'],
  ['week_start', 'timestamptz'],
  ['month_start', 'timestamptz'],
  ['gaming_code', 'integer'],
] as const;

type ParameterName = (typeof PARAMETERS)[number][0];
type Arguments = Record<ParameterName, unknown>;

export const PLACE_ORDER_STATEMENT = `SELECT * FROM place_order(${PARAMETERS.map(([name, type], index) => `p_${name} => $${index + 1}::${type}`).join(', ')})`;

/** Orders in statements of one or more on a pool of connections (see above); `lanes`: FASTDRAW_PG_ORDER_LANES. */
export function postgresOrders(
  db: Queryable,
  settings: GameSettings,
  { ids = new OrderIds(db), lanes }: { ids?: OrderIds; lanes?: number } = {},
): BatchRunner<OrderCall, OrderOutcome> {
  const placeOne = async (args: Arguments) => {
    const [row] = await db.query<PlaceOrderRow>(
      PLACE_ORDER_STATEMENT,
      PARAMETERS.map(([name]) => args[name]),
    );
    if (!row) throw new Error('place_order answered no row');
    return row;
  };
  const statements = orderStatements(db, placeOne, lanes ? { lanes } : {});
  return {
    async run(call) {
      if (call.token === null) return { answer: fail(ErrorCode.tokenUnauthorized), accepted: null };
      const orderId = await ids.next();
      const now = settings.now();
      const checked = catalogueChecks(call);
      let { args, answers } = argumentsOf(call, checked, call.token, settings, orderId, now, null);
      let row = await statements.place(args);
      if (row.outcome === LIMIT_PASSED && checked.bet) {
        // Rare: a player over their own limit. The answer tells what is left, read now; the order is
        // judged again in the statement, under the wallet's lock.
        const refusal = await limitAnswer(db, settings, row.user_id!, checked.bet, args, now);
        ({ args, answers } = argumentsOf(call, checked, call.token, settings, orderId, now, refusal));
        row = await placeOne(args);
      }
      if (row.outcome === LIMIT_PASSED) throw new Error('place_order answered a passed limit with its answer given');
      if (row.outcome === NO_SESSION) return { answer: fail(ErrorCode.tokenUnauthorized), accepted: null };
      if (row.outcome === KEY_USED) {
        const stored = storedAnswer<Envelope>({ scope: '', ...call.idempotency! }, { request_hash: row.stored_request ?? '', response: row.stored_answer });
        return { answer: stored.kind === 'done' ? stored.value : fail(IDEMPOTENCY_KEY_REUSED), accepted: null };
      }
      const answer = answers.get(row.outcome);
      if (!answer) throw new Error(`place_order answered ${row.outcome}, not one of the answers given`);
      const accepted =
        row.outcome === 0 && checked.bet
          ? { orderId, userId: row.user_id!, ...checked.bet, at: now, author: { account: row.account ?? '', avatar: row.avatar ?? '' } }
          : null;
      return { answer, accepted };
    },
  };
}

/** The function's arguments for `call`, and every answer it may give, by code. */
function argumentsOf(
  call: OrderCall,
  checked: CatalogueChecks,
  token: string,
  settings: GameSettings,
  orderId: number,
  now: number,
  limitRefusal: { code: number; msg: string } | null,
): { args: Arguments; answers: Map<number, Envelope> } {
  const lottery = checked.lottery;
  const bet = checked.bet;
  const rounds = lottery && call.order && refusalsByRoundState(settings.timetableOf(lottery), now, lottery.id, call.order.prizeNo);
  const room = bet?.room;
  const total = bet?.order.bettingTotal ?? 0;
  // As placeOrders: the room's limits first, then the debit (an entry above the ledger's bound is abnormal).
  const amountCode = total > MAX_ENTRY_CENTS ? ErrorCode.abnormalBalance : null;
  const codes = [
    checked.early,
    ErrorCode.gameDisabled,
    checked.late,
    rounds?.behind,
    rounds?.open,
    rounds?.notOpen,
    ErrorCode.periodClosed,
    room && ErrorCode.abovePersonalPeriodLimit,
    room && ErrorCode.aboveTotalPeriodLimit,
    amountCode,
    ErrorCode.insufficientBalance,
  ];
  const answers = new Map<number, Envelope>(codes.flatMap((code) => (typeof code === 'number' ? [[code, refuse(code)] as const] : [])));
  if (bet) answers.set(0, ok({ id: orderId }));
  if (limitRefusal) answers.set(limitRefusal.code, fail(limitRefusal.code, limitRefusal.msg));
  const starts = periodStarts(now, settings.timeZone ?? siteTimeZone());
  const sealed = call.idempotency ? sealAnswers(answers, call.idempotency.key) : [];
  const items = bet?.items ?? [];
  const column = <T>(pick: (item: (typeof items)[number]) => T): T[] => items.map(pick);
  const args: Arguments = {
    token_hash: hashToken(token),
    key_hash: call.idempotency ? keyHashOf(call.idempotency.key) : null,
    request_hash: call.idempotency?.requestHash ?? null,
    key_ttl_hours: IDEMPOTENCY_TTL_HOURS,
    codes: sealed.map(([code]) => code),
    answers: sealed.map(([, answer]) => answer),
    early_code: checked.early,
    lottery_id: lottery?.id ?? 0,
    disabled_code: ErrorCode.gameDisabled,
    late_code: checked.late,
    prev_prize_no: rounds?.previous.prizeNo ?? null,
    prev_draw_at: rounds ? new Date(rounds.previous.drawAt) : null,
    prize_no: rounds?.current.prizeNo ?? null,
    draw_at: rounds ? new Date(rounds.current.drawAt) : null,
    code_behind: rounds?.behind ?? null,
    code_open: rounds?.open ?? null,
    code_not_open: rounds?.notOpen ?? null,
    closed_code: ErrorCode.periodClosed,
    now: new Date(now),
    room_id: room?.id ?? null,
    personal_limit: room?.maxBettingSinglePeriod ?? null,
    room_limit: room ? roomPeriodTotalLimit(room) : null,
    personal_code: ErrorCode.abovePersonalPeriodLimit,
    room_code: ErrorCode.aboveTotalPeriodLimit,
    amount_code: amountCode,
    balance_code: ErrorCode.insufficientBalance,
    order_id: orderId,
    reference: orderReference(orderId),
    fund_type: FundType.betDeduction,
    lottery_name: lottery?.name ?? null,
    lottery_type: lottery?.type ?? null,
    betting_count: bet?.order.bettingCount ?? null,
    betting_total: bet ? total : null,
    rule_ids: column((item) => item.ruleId),
    rule_names: column((item) => item.rule.name),
    rule_item_ids: column((item) => item.ruleItemId),
    item_names: column((item) => item.labels.ruleItemName),
    item_codes: column((item) => item.labels.ruleItemCode),
    numbers: column((item) => item.bettingNumbers ?? null),
    bet_numbers: column((item) => item.labels.betNumbers),
    counts: column((item) => item.bettingCount),
    amounts: column((item) => item.bettingAmount),
    totals: column((item) => item.bettingTotal),
    day_start: starts.day,
    week_start: starts.week,
    month_start: starts.month,
    gaming_code: limitRefusal?.code ?? null,
  };
  return { args, answers };
}

/** The refusal of a bet over the player's own limit, as gaming_usage reads it now (the one with the least left). */
async function limitAnswer(db: Queryable, settings: GameSettings, userId: number, bet: NonNullable<CatalogueChecks['bet']>, args: Arguments, now: number): Promise<{ code: number; msg: string }> {
  const timeZone = settings.timeZone ?? siteTimeZone();
  const [round] = await db.query<{ id: number }>('SELECT id FROM rounds WHERE lottery_id = $1 AND prize_no = $2 AND draw_at = $3', [
    args.lottery_id,
    args.prize_no,
    args.draw_at,
  ]);
  const usage = (await usageOf(db, userId, now, timeZone, round?.id ?? null)).filter((row) => row.kind !== 'deposit');
  const passed = passedLimit(usage, bet.order.bettingTotal) ?? usage.reduce((least, row) => (least && least.limitCents - least.usedCents <= row.limitCents - row.usedCents ? least : row), usage[0]);
  // The limit changed in between (its raise took effect): a plain failure the player may retry.
  return passed ? limitRefusalOf(passed, now, timeZone) : { code: ErrorCode.failed, msg: '操作失败' };
}
