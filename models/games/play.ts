/**
 * A play is the behaviour behind one rule code: how picks change, how many single bets they
 * cover, and how one placed item settles. Rule catalogues hold the data (ids, names, odds);
 * plays hold the logic, keyed by game type and rule code.
 */
import { choose, combinations } from './combinatorics';
import type { Rule, Rule1314, RuleGroup } from './types';

export type PickPolicy =
  /** Toggle any ball of any group. */
  | { kind: 'multi' }
  /** Exactly one ball in the whole rule: a new pick replaces the old one. */
  | { kind: 'single' }
  /** A ball number may sit in one group only: picking it clears it from the other groups. */
  | { kind: 'exclusive' }
  /** At most `max` balls in the whole rule: further picks are ignored. */
  | { kind: 'capped'; max: number };

/** Picked ball numbers of one order item: one list per group the item covers. */
export type Picks = readonly (readonly string[])[];

export interface SettleContext {
  rule: Rule;
  /** The item's rule item (for a multi-group item, the rule's first group). */
  group: RuleGroup;
  groupIndex: number;
  /** Total staked on the item, cents (the 13/14 rule looks at it). */
  stakeTotalCents: number;
  rule1314: Rule1314;
}

/** `times` winning single bets paid at `rate`. */
export interface Win {
  rate: number;
  times: number;
}

export type Verdict = { kind: 'refund' } | { kind: 'paid'; wins: Win[] };

export interface Play {
  pick: PickPolicy;
  /**
   * `perGroup`: each group with picks is its own order item (groups carry their own odds);
   * `compound`: the groups together form the bets of one item (e.g. one column per position).
   */
  items: 'perGroup' | 'compound';
  /** Number of single bets the picks of one item cover; 0 when they are not a valid bet. */
  count(picks: Picks): number;
  settle(picks: Picks, result: readonly number[], context: SettleContext): Verdict;
}

export const MULTI: PickPolicy = { kind: 'multi' };
export const SINGLE: PickPolicy = { kind: 'single' };

/** Pays each of `times` winning bets at the item's rule-item odds. */
export function paidAtItemRate(context: SettleContext, times: number): Verdict {
  return { kind: 'paid', wins: times > 0 ? [{ rate: context.group.ruleItemRate, times }] : [] };
}

/**
 * A play where every picked ball is one bet of its group, paid at the group's odds when
 * `wins(ball, result)` holds: sums, two-sides, positions, named bets.
 */
export function ballPlay(
  pick: PickPolicy,
  wins: (ball: string, result: readonly number[], context: SettleContext) => boolean,
): Play {
  return {
    pick,
    items: 'perGroup',
    count: (picks) => picks.flat().length,
    settle: (picks, result, context) =>
      paidAtItemRate(context, picks.flat().filter((ball) => wins(ball, result, context)).length),
  };
}

/**
 * A play on the `size`-subsets of one group's picks: each subset is `betsPerCombo` bets
 * (group-3 plays two per pair: aab and abb); `winningBets` says how many of them a result hits.
 */
export function comboPlay(
  size: number,
  betsPerCombo: number,
  winningBets: (combo: readonly string[], result: readonly number[]) => number,
): Play {
  return {
    pick: MULTI,
    items: 'perGroup',
    count: (picks) => choose(picks.flat().length, size) * betsPerCombo,
    settle: (picks, result, context) =>
      paidAtItemRate(
        context,
        combinations(picks.flat(), size).reduce((sum, combo) => sum + winningBets(combo, result), 0),
      ),
  };
}
