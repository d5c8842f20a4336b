import { countBets, isMultiplier, type Rule, type Selection } from '../../../models/games';

/**
 * The last slip a player bet on a lottery (issue 20 §3 "bet again"), as the slip keeps it and the
 * page stores it per player and lottery: the round it was bet in, the play and its picks, the
 * stake as typed and the multiplier, and the odds of the picked groups then, so that betting it
 * again can say what changed since.
 */
export interface LastSlip {
  prizeNo: string;
  ruleId: number;
  selection: string[][];
  stake: string;
  multiplier: number;
  /** ruleItemRate of each group of the rule when it was bet (compared with today's). */
  rates: number[];
}

/** What the slip remembers for a player: whether to skip the confirmation, and this lottery's last slip. */
export interface SlipMemory {
  skipConfirm: boolean;
  last: LastSlip | null;
}

/** What changed since the last slip, shown when it is bet again. */
export type SlipChange =
  | { kind: 'round'; from: string; to: string }
  /** The odds of a picked group are not the same. */
  | { kind: 'odds' }
  /** Some picks no longer exist in the play: they were left out. */
  | { kind: 'lines' }
  /** The play (or every pick of it) is no longer offered: nothing was restored. */
  | { kind: 'gone' };

export const lastSlipOf = (prizeNo: string, rule: Rule, selection: Selection, stake: string, multiplier: number): LastSlip => ({
  prizeNo,
  ruleId: rule.id,
  selection: selection.map((group) => [...group]),
  stake,
  multiplier,
  rates: rule.balls.map((group) => group.ruleItemRate),
});

/** The last slip brought to today's rules and round: the selection to restore (null when nothing can be) and what changed. */
export function restoreLastSlip(last: LastSlip, rules: readonly Rule[], gameType: Parameters<typeof countBets>[0], prizeNo: string) {
  const rule = rules.find((r) => r.id === last.ruleId);
  const selection = rule ? rule.balls.map((group, i) => (last.selection[i] ?? []).filter((ball) => group.balls.some((b) => b.number === ball))) : [];
  if (!rule || countBets(gameType, rule, selection) === 0) return { rule: null, selection: null, multiplier: 1, changes: [{ kind: 'gone' }] as SlipChange[] };
  const changes: SlipChange[] = [];
  if (last.prizeNo !== prizeNo) changes.push({ kind: 'round', from: last.prizeNo, to: prizeNo });
  if (selection.some((group, i) => group.length !== (last.selection[i]?.length ?? 0))) changes.push({ kind: 'lines' });
  if (rule.balls.some((group, i) => (last.selection[i]?.length ?? 0) > 0 && group.ruleItemRate !== last.rates[i])) changes.push({ kind: 'odds' });
  // A multiplier the slip would not take (storage is the browser's) comes back as 1.
  return { rule, selection, multiplier: isMultiplier(last.multiplier) ? last.multiplier : 1, changes };
}

/** Whether the changes are more than the round: the player checks the slip before it goes. */
export const needsReview = (changes: readonly SlipChange[]): boolean => changes.some((change) => change.kind !== 'round');
