import { isMachineSnapshot } from 'xstate';

/**
 * Thinning of high-rate events (the round's `round.tick`, one a second for as long as a game page
 * is open).
 *
 * A high-rate event is *idle* when the machine snapshot after it has the same state value, status
 * and children as the snapshot before it: it changed nothing but context. An idle event replaces
 * the same actor's previous entry when that entry is an idle event of the same type (and no
 * checkpoint includes it yet), so a run of idle ticks collapses to its last one, which counts the
 * ticks it stands for in `collapsed`. A tick that moves the state (open → drawing) is never
 * replaced, and the tick after it is recorded as a new entry, never merged into it.
 *
 * Why replaying the last tick of a run gives the same snapshot as replaying the whole run: the
 * machines' tick handlers are last-writer-wins assigns of the time the tick carries
 * (`assign({ now: event.now })`), and everything else a tick can do is guarded on that time
 * (`closeReached`, `resultReached`, `awaitOver`, ...). The dropped ticks of a run took no
 * transition, so none of their guards passed; the kept tick assigns the same final `now` the run
 * ended with, and its guards see the same context the last live tick saw. A machine whose
 * high-rate handler accumulates (counts ticks, appends to a list) must not be listed in `thin`:
 * replay would then disagree with the next checkpoint and fail loudly, never silently.
 */
export const DEFAULT_THIN = ['round.tick'] as const;

/** Whether the snapshot `after` an event left the state as it was `before` (context aside). */
export function leftStateUnchanged(before: unknown, after: unknown): boolean {
  if (!isMachineSnapshot(before) || !isMachineSnapshot(after)) return false;
  if (before.status !== after.status || JSON.stringify(before.value) !== JSON.stringify(after.value)) return false;
  const beforeChildren = Object.keys(before.children);
  return beforeChildren.length === Object.keys(after.children).length && beforeChildren.every((id) => before.children[id] === after.children[id]);
}
