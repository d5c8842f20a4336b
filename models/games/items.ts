/**
 * How a selection splits into order items and how an item's bettingNumbers encode its picks:
 * ',' between balls, '|' between the groups of a compound play ('1,2|3').
 */
import type { Picks, Play } from './play';
import type { Rule, RuleGroup, Selection } from './types';

export interface ItemPicks {
  groupIndex: number;
  /** The item's rule item: its own group, or the rule's first group for a compound play. */
  group: RuleGroup;
  picks: Picks;
}

const picksIn = (selection: Selection, index: number): readonly string[] => selection[index] ?? [];

/** The items a selection makes: one per group with picks, or one for all groups of a compound play. */
export function draftItems(play: Play, rule: Rule, selection: Selection): ItemPicks[] {
  if (play.items === 'compound') {
    const [first] = rule.balls;
    const picks = rule.balls.map((_, i) => picksIn(selection, i));
    return first && picks.some((column) => column.length > 0) ? [{ groupIndex: 0, group: first, picks }] : [];
  }
  return rule.balls.flatMap((group, groupIndex) => {
    const picks = picksIn(selection, groupIndex);
    return picks.length > 0 ? [{ groupIndex, group, picks: [picks] }] : [];
  });
}

/** True when every pick is a ball of its group, picked once, and no group is beyond the rule's. */
export function picksFit(groups: readonly RuleGroup[], picks: Picks): boolean {
  return (
    picks.length <= groups.length &&
    picks.every((column, i) => {
      const numbers = groups[i]?.balls.map((b) => b.number) ?? [];
      return new Set(column).size === column.length && column.every((n) => numbers.includes(n));
    })
  );
}

export const encodeNumbers = (picks: Picks): string => picks.map((column) => column.join(',')).join('|');

/** The picks with ball names instead of numbers, for display (betNumbers). */
export function encodeNames(groups: readonly RuleGroup[], picks: Picks): string {
  const nameOf = (i: number, number: string) => groups[i]?.balls.find((b) => b.number === number)?.name ?? number;
  return picks.map((column, i) => column.map((number) => nameOf(i, number)).join(',')).join('|');
}

const splitColumn = (text: string): string[] => (text === '' ? [] : text.split(','));

/**
 * The picks of a placed item, or null when the item does not belong to the rule. An item
 * without bettingNumbers (a pc28 order) stands for the only ball of its rule item.
 */
export function locateItem(
  play: Play,
  rule: Rule,
  item: { ruleItemId: number; bettingNumbers?: string },
): ItemPicks | null {
  const groupIndex = rule.balls.findIndex((group) => group.ruleItemId === item.ruleItemId);
  const group = rule.balls[groupIndex];
  if (!group || (play.items === 'compound' && groupIndex !== 0)) return null;
  const [onlyBall] = group.balls;
  const numbers = item.bettingNumbers ?? (group.balls.length === 1 && onlyBall ? onlyBall.number : '');
  if (play.items === 'compound') {
    const parts = numbers.split('|');
    if (parts.length !== rule.balls.length) return null;
    const picks = parts.map(splitColumn);
    return picksFit(rule.balls, picks) ? { groupIndex, group, picks } : null;
  }
  const picks = [splitColumn(numbers)];
  return picksFit([group], picks) ? { groupIndex, group, picks } : null;
}
