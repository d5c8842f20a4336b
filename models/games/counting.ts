/** Bet counting (spec §5): how many single bets a selection or a placed item covers. */
import { draftItems, locateItem, picksFit } from './items';
import { GameMessageKey } from './messages';
import type { PickPolicy, Picks, Play } from './play';
import { playOf } from './plays-registry';
import type { GameType, Rule, Selection } from './types';

const totalOf = (picks: Picks): number => picks.reduce((sum, column) => sum + column.length, 0);

/** Limits a pick policy puts on the whole selection: single plays take exactly one ball. */
function policyAllows(policy: PickPolicy, total: number): boolean {
  if (policy.kind === 'single') return total === 1;
  if (policy.kind === 'capped') return total <= policy.max;
  return true;
}

function countDrafts(play: Play, rule: Rule, selection: Selection): number {
  const counts = draftItems(play, rule, selection).map((item) => play.count(item.picks));
  return counts.length > 0 && counts.every((count) => count > 0) ? counts.reduce((a, b) => a + b, 0) : 0;
}

/** Number of single bets of the selection; 0 when it is not a valid bet (spec §5 per play). */
export function countBets(gameType: GameType, rule: Rule, selection: Selection): number {
  const play = playOf(gameType, rule.code);
  if (!play || !picksFit(rule.balls, selection) || !policyAllows(play.pick, totalOf(selection))) return 0;
  return countDrafts(play, rule, selection);
}

/** Number of single bets of a placed item (the server recounts with it); 0 when it is not valid. */
export function countItem(gameType: GameType, rule: Rule, item: { ruleItemId: number; bettingNumbers?: string }): number {
  const play = playOf(gameType, rule.code);
  const located = play ? locateItem(play, rule, item) : null;
  if (!play || !located || !policyAllows(play.pick, totalOf(located.picks))) return 0;
  return play.count(located.picks);
}

/** The §5 message for a selection that is no valid bet, or null when it is one. */
export function validateSelection(gameType: GameType, rule: Rule, selection: Selection): typeof GameMessageKey.number | null {
  return countBets(gameType, rule, selection) > 0 ? null : GameMessageKey.number;
}
