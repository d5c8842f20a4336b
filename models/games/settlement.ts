/** Settlement of one placed item against a draw (used by the server). */
import { locateItem } from './items';
import { payoutOf } from './odds';
import { playOf } from './plays-registry';
import type { GameType, Rule, Rule1314, SettlableItem, Settlement } from './types';

const NO_1314_RULE: Rule1314 = { mode: 'off' };

/**
 * Win, lose or refund of `item`, with its payout in cents. Every winning single bet of the item
 * pays its stake times its odds (floored to 2 decimals), rounded down to whole cents; a refund
 * pays back the item's total. `room` brings the pc28 13/14 rule; without it the rule is off.
 * Throws for an item that is not a bet of `rule`.
 */
export function settleItem(
  gameType: GameType,
  rule: Rule,
  item: SettlableItem,
  result: readonly number[],
  room?: { rule1314: Rule1314 },
): Settlement {
  const play = playOf(gameType, rule.code);
  const located = play ? locateItem(play, rule, item) : null;
  if (!play || !located) throw new Error(`Item ${item.ruleItemId} is not a bet of ${gameType} rule ${rule.code}`);
  const verdict = play.settle(located.picks, result, {
    rule,
    group: located.group,
    groupIndex: located.groupIndex,
    stakeTotalCents: item.bettingTotal,
    rule1314: room?.rule1314 ?? NO_1314_RULE,
  });
  if (verdict.kind === 'refund') return { outcome: 'refund', payoutCents: item.bettingTotal };
  const payoutCents = verdict.wins.reduce((sum, win) => sum + win.times * payoutOf(item.bettingAmount, win.rate), 0);
  return { outcome: payoutCents > 0 ? 'win' : 'lose', payoutCents };
}
