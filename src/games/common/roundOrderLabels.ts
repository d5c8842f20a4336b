import type { TFunction } from 'i18next';
import { playOf, type GameType, type RoundOrder, type Rule, type RuleGroup } from '../../../models/games';
import { betLabel, betNames, ruleLabel } from './labels';

/** Ball numbers of one group as the names players saw when picking ('1,2' → '01 02'). */
function namesIn(group: RuleGroup | undefined, numbers: string): string {
  const picks = numbers.split(',').filter((n) => n !== '');
  return picks.map((n) => group?.balls.find((ball) => ball.number === n)?.name ?? n).join(' ');
}

/**
 * How an order of the round reads in the side panel: its rule and rule item are found in the
 * lottery's rules by id and translated (the server's Chinese names are the fallback); a compound
 * item (pk10 top two…) shows its columns separated by '|'. Named bets (大, 龙…) and one-ball
 * groups are fully said by their name, so they list no numbers. The name is betNames' (labels.ts):
 * the rule, and the item only when it says more.
 */
export function roundOrderLabels(
  t: TFunction,
  gameType: GameType,
  rules: readonly Rule[],
  order: Pick<RoundOrder, 'ruleId' | 'ruleItemId' | 'ruleName' | 'ruleItemName' | 'bettingNumbers'>,
): { name: string; numbers: string } {
  const rule = rules.find((r) => r.id === order.ruleId);
  if (!rule) return { name: betLabel({ rule: order.ruleName, item: order.ruleItemName === order.ruleName ? null : order.ruleItemName }), numbers: order.bettingNumbers };
  const ruleName = ruleLabel(t, gameType, rule);
  if (playOf(gameType, rule.code)?.items === 'compound') {
    const columns = order.bettingNumbers.split('|').map((numbers, i) => namesIn(rule.balls[i], numbers));
    return { name: ruleName, numbers: columns.join(' | ') };
  }
  const group = rule.balls.find((g) => g.ruleItemId === order.ruleItemId);
  if (!group) return { name: betLabel({ rule: ruleName, item: order.ruleItemName === ruleName ? null : order.ruleItemName }), numbers: order.bettingNumbers };
  const name = betLabel(betNames(t, gameType, rule, { ruleItemCode: group.ruleItemCode, name: group.name }));
  return { name, numbers: group.balls.length > 1 ? namesIn(group, order.bettingNumbers) : '' };
}
