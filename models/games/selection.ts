/** Pure reducers of a rule's selection, for the bet-slip machine (spec §5 pick behaviours). */
import { playOf } from './plays-registry';
import type { GameType, Rule, Selection } from './types';

/** A selection with nothing picked; also what clearing the slip returns. */
export function clearSelection(rule: Rule): Selection {
  return rule.balls.map(() => []);
}

/**
 * Toggles `ball` in group `groupIndex` under the play's pick policy: single plays keep only the new
 * pick, exclusive plays (ethdx) clear the same ball from the other groups, capped plays (hp8 any-k)
 * ignore picks beyond the cap. Unknown groups, balls or plays leave the selection unchanged.
 */
export function pick(gameType: GameType, rule: Rule, selection: Selection, groupIndex: number, ball: string): Selection {
  const play = playOf(gameType, rule.code);
  const group = rule.balls[groupIndex];
  if (!play || !group || !group.balls.some((b) => b.number === ball)) return selection;
  const current = rule.balls.map((_, i) => selection[i] ?? []);
  const column = current[groupIndex] ?? [];
  if (column.includes(ball)) return current.map((picks, i) => (i === groupIndex ? picks.filter((n) => n !== ball) : picks));

  const policy = play.pick;
  const total = current.reduce((sum, picks) => sum + picks.length, 0);
  if (policy.kind === 'capped' && total >= policy.max) return selection;
  const base = policy.kind === 'single' ? clearSelection(rule) : current;
  // Keep the group's ball order so bettingNumbers do not depend on the order of clicks.
  const added = group.balls.map((b) => b.number).filter((n) => n === ball || column.includes(n));
  return base.map((picks, i) => {
    if (i === groupIndex) return policy.kind === 'single' ? [ball] : added;
    return policy.kind === 'exclusive' ? picks.filter((n) => n !== ball) : picks;
  });
}
