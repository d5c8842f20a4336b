/** Shared helpers of the game-rule tests. */
import {
  buildOrder,
  RULES,
  settleItem,
  type GameType,
  type OrderRequest,
  type Rule,
  type Rule1314,
  type Selection,
  type Settlement,
} from '../../../models/games';

export function ruleOf(gameType: GameType, code: string): Rule {
  const rule = RULES[gameType].find((r) => r.code === code);
  if (!rule) throw new Error(`no ${gameType} rule ${code}`);
  return rule;
}

/** A selection from per-group picks (missing groups are empty). */
export function columns(rule: Rule, picks: readonly (readonly string[] | undefined)[]): Selection {
  return rule.balls.map((_, i) => picks[i] ?? []);
}

/** A selection that puts each ball in the first group that has it (for groups with distinct balls). */
export function byBall(rule: Rule, balls: readonly string[]): Selection {
  const home = (ball: string) => rule.balls.find((group) => group.balls.some((b) => b.number === ball));
  return rule.balls.map((group) => balls.filter((ball) => home(ball) === group));
}

export interface Settled {
  payoutCents: number;
  outcomes: Settlement['outcome'][];
  stakedCents: number;
}

/** The order of a selection at `stake` units. */
export const placeOrder = (gameType: GameType, rule: Rule, selection: Selection, stake = 1): OrderRequest =>
  buildOrder({ gameType, lotteryId: 1, prizeNo: '1', rule, selection, stake });

/** Settles every item of the order against `result`. */
export function settleOrder(
  gameType: GameType,
  rule: Rule,
  order: OrderRequest,
  result: readonly number[],
  rule1314?: Rule1314,
): Settled {
  const room = rule1314 ? { rule1314 } : undefined;
  const settled = order.orderItemDTOList.map((item) => settleItem(gameType, rule, item, result, room));
  return {
    payoutCents: settled.reduce((sum, s) => sum + s.payoutCents, 0),
    outcomes: settled.map((s) => s.outcome),
    stakedCents: order.orderDTO.bettingTotal,
  };
}

/** Places the selection as an order at `stake` units and settles it against `result`. */
export const settleSelection = (
  gameType: GameType,
  rule: Rule,
  selection: Selection,
  result: readonly number[],
  options: { stake?: number; rule1314?: Rule1314 } = {},
): Settled => settleOrder(gameType, rule, placeOrder(gameType, rule, selection, options.stake), result, options.rule1314);

/** Payout in cents of a 1-unit stake on the selection. */
export const payout = (gameType: GameType, rule: Rule, selection: Selection, result: readonly number[]): number =>
  settleSelection(gameType, rule, selection, result).payoutCents;
