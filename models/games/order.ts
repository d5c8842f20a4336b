/** Order building (spec §3 Order and PC28 order): totals in cents, bettingTimes fixed at 1. */
import { countBets } from './counting';
import { draftItems, encodeNames, encodeNumbers } from './items';
import { playOf } from './plays-registry';
import { betAmountCents } from './stake';
import type { GameType, OrderItemDTO, OrderRequest, Pc28Order, Rule, Selection } from './types';

export interface OrderInput {
  gameType: GameType;
  lotteryId: number;
  prizeNo: string;
  rule: Rule;
  selection: Selection;
  /** As typed, in currency units. */
  stake: number | string;
  /** The slip's multiplier: each bet's amount is stake × multiplier, bettingTimes stays 1 (spec §9). */
  multiplier?: number;
  roomId?: number;
}

/** The item drafts and the stake of a bet that passed validateBet; throws for one that did not. */
function prepare(input: OrderInput) {
  const play = playOf(input.gameType, input.rule.code);
  const stakeCents = betAmountCents(input.gameType, input.stake, input.multiplier);
  if (!play || !stakeCents || stakeCents <= 0 || countBets(input.gameType, input.rule, input.selection) === 0) {
    throw new Error(`Not a valid bet of rule ${input.rule.code}: check it with validateBet first`);
  }
  return { play, stakeCents, items: draftItems(play, input.rule, input.selection) };
}

export function buildOrder(input: OrderInput): OrderRequest {
  const { play, stakeCents, items } = prepare(input);
  const { rule, lotteryId } = input;
  const orderItemDTOList = items.map((item): OrderItemDTO => {
    const bettingCount = play.count(item.picks);
    const groups = play.items === 'compound' ? rule.balls : [item.group];
    return {
      lotteryId,
      ruleId: rule.id,
      ruleName: rule.name,
      ruleItemId: item.group.ruleItemId,
      bettingNumbers: encodeNumbers(item.picks),
      betNumbers: encodeNames(groups, item.picks),
      bettingCount,
      bettingAmount: stakeCents,
      bettingTimes: 1,
      bettingTotal: bettingCount * stakeCents,
    };
  });
  const bettingCount = orderItemDTOList.reduce((sum, item) => sum + item.bettingCount, 0);
  return {
    orderDTO: {
      lotteryId,
      prizeNo: input.prizeNo,
      bettingCount,
      bettingAmount: stakeCents,
      bettingTimes: 1,
      bettingTotal: bettingCount * stakeCents,
      ...(input.roomId === undefined ? {} : { roomId: input.roomId }),
    },
    orderItemDTOList,
  };
}

/** A pc28 order: one pick, so one bet, identified by its rule item alone. */
export function buildPc28Order(input: Omit<OrderInput, 'gameType' | 'roomId'> & { roomId: number }): Pc28Order {
  const { stakeCents, items } = prepare({ ...input, gameType: 'pc28' });
  const [item] = items;
  if (!item || items.length !== 1 || item.group.ruleItemId <= 0) throw new Error('A pc28 order takes exactly one rule item');
  return {
    bettingAmount: stakeCents,
    bettingCount: 1,
    bettingTotal: stakeCents,
    lotteryId: input.lotteryId,
    prizeNo: input.prizeNo,
    roomId: input.roomId,
    ruleId: input.rule.id,
    ruleItemId: item.group.ruleItemId,
  };
}
