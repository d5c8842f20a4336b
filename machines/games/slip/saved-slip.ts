import { betAmountCents, countBets, readMultiplier, type GameType, type Rule, type Selection } from '../../../models/games';

/**
 * A slip kept for a player on the device (issue 20 §3), per player and lottery: the last one they
 * bet ("bet again") and the one they are still making (the draft, until it is placed or cleared),
 * so both survive a reload. It holds the round it was made in, the play and its picks, the stake
 * and the multiplier as typed, and the odds of the picked groups then, so that restoring it can say
 * what changed since.
 */
export interface SavedSlip {
  prizeNo: string;
  ruleId: number;
  selection: string[][];
  stake: string;
  /** As typed (read by models/games/stake.ts readMultiplier). */
  multiplier: string;
  /** ruleItemRate of each group of the rule when it was kept (compared with today's). */
  rates: number[];
}

/** What the slip remembers for a player: whether to skip the confirmation, and this lottery's last slip and draft. */
export interface SlipMemory {
  skipConfirm: boolean;
  last: SavedSlip | null;
  draft: SavedSlip | null;
}

/** What changed since a saved slip was made, shown when it is restored (bet again, a reload) or a new round opens under it. */
export type SlipChange =
  | { kind: 'round'; from: string; to: string }
  /** The odds of a picked group are not the same. */
  | { kind: 'odds' }
  /** Some picks no longer exist in the play: they were left out. */
  | { kind: 'lines' }
  /** It costs more than the player's balance now. */
  | { kind: 'balance' }
  /** The play (or every pick of it) is no longer offered: nothing was restored. */
  | { kind: 'gone' };

export const savedSlipOf = (prizeNo: string, rule: Rule, selection: Selection, stake: string, multiplier: string): SavedSlip => ({
  prizeNo,
  ruleId: rule.id,
  selection: selection.map((group) => [...group]),
  stake,
  multiplier,
  rates: rule.balls.map((group) => group.ruleItemRate),
});

/** Where the slip is now, to compare a saved slip with. */
export interface SlipNow {
  rules: readonly Rule[];
  gameType: GameType;
  prizeNo: string;
  /** Null while not known yet: nothing is said about it. */
  balanceCents: number | null;
}

/**
 * A saved slip brought to today's rules, round and balance: the selection to restore (null when
 * nothing can be: its play is gone, or none of its picks is offered) and what changed. A draft
 * may be restored while its picks do not make a bet yet; a last slip always made one.
 */
export function restoreSlip(saved: SavedSlip, now: SlipNow) {
  const rule = now.rules.find((r) => r.id === saved.ruleId);
  const selection = rule ? rule.balls.map((group, i) => (saved.selection[i] ?? []).filter((ball) => group.balls.some((b) => b.number === ball))) : [];
  if (!rule || selection.every((group) => group.length === 0)) return { rule: null, selection: null, changes: [{ kind: 'gone' }] as SlipChange[] };
  const changes: SlipChange[] = [];
  if (saved.prizeNo !== now.prizeNo) changes.push({ kind: 'round', from: saved.prizeNo, to: now.prizeNo });
  if (selection.some((group, i) => group.length !== (saved.selection[i]?.length ?? 0))) changes.push({ kind: 'lines' });
  if (rule.balls.some((group, i) => (saved.selection[i]?.length ?? 0) > 0 && group.ruleItemRate !== saved.rates[i])) changes.push({ kind: 'odds' });
  const times = readMultiplier(saved.multiplier);
  const totalCents = countBets(now.gameType, rule, selection) * (times === null ? 0 : (betAmountCents(now.gameType, saved.stake, times) ?? 0));
  if (now.balanceCents !== null && totalCents > now.balanceCents) changes.push({ kind: 'balance' });
  return { rule, selection, changes };
}

/**
 * A new round opened under a slip not placed yet (its picks stay, and now go to this round): the
 * round change replaces the one already shown, keeping the round it was first made in and
 * anything else already said.
 */
export function changesAtNewRound(changes: readonly SlipChange[], from: string, to: string): SlipChange[] {
  const earlier = changes.find((change) => change.kind === 'round');
  return [{ kind: 'round', from: earlier?.kind === 'round' ? earlier.from : from, to }, ...changes.filter((change) => change.kind !== 'round')];
}

/** Whether the changes are more than the round: the player checks the slip before it goes. */
export const needsReview = (changes: readonly SlipChange[]): boolean => changes.some((change) => change.kind !== 'round');
