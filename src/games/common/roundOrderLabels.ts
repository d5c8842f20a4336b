import type { TFunction } from 'i18next';
import { playOf, type GameType, type RoundOrder, type Rule, type RuleGroup } from '../../../models/games';
import { itemLabel, ruleLabel } from './labels';

/** Ball numbers of one group as the names players saw when picking ('1,2' → '01 02'). */
function namesIn(group: RuleGroup | undefined, numbers: string): string {
  const picks = numbers.split(',').filter((n) => n !== '');
  return picks.map((n) => group?.balls.find((ball) => ball.number === n)?.name ?? n).join(' ');
}

/**
 * How an order of the round reads in the side panel: its rule and rule item are found in the
 * lottery's rules by id and translated (the server's Chinese names are the fallback); a compound
 * item (pk10 top two…) shows its columns separated by '|'. Named bets (大, 龙…) and one-ball
 * groups are fully said by their name, so they list no numbers.
 */
export function roundOrderLabels(
  t: TFunction,
  gameType: GameType,
  rules: readonly Rule[],
  order: Pick<RoundOrder, 'ruleId' | 'ruleItemId' | 'ruleName' | 'ruleItemName' | 'bettingNumbers'>,
): { name: string; numbers: string } {
  const rule = rules.find((r) => r.id === order.ruleId);
  if (!rule) return { name: order.ruleItemName === order.ruleName ? order.ruleName : `${order.ruleName} · ${order.ruleItemName}`, numbers: order.bettingNumbers };
  const ruleName = ruleLabel(t, gameType, rule);
  if (playOf(gameType, rule.code)?.items === 'compound') {
    const columns = order.bettingNumbers.split('|').map((numbers, i) => namesIn(rule.balls[i], numbers));
    return { name: ruleName, numbers: columns.join(' | ') };
  }
  const group = rule.balls.find((g) => g.ruleItemId === order.ruleItemId);
  if (!group) return { name: `${ruleName} · ${order.ruleItemName}`, numbers: order.bettingNumbers };
  const name = `${ruleName} · ${itemLabel(t, gameType, group)}`;
  return { name, numbers: group.balls.length > 1 ? namesIn(group, order.bettingNumbers) : '' };
}
