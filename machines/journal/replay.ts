import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { pureInitialSnapshot, pureRestoredSnapshot, pureTransition } from './pure';
import { comparableSnapshot, sameComparable, stableJson } from './plain';
import { UNRECORDED, type JournalActor, type JournalCheckpoint, type JournalEntry } from './types';

/** The journal cannot reproduce the snapshot asked for: replay refuses to guess. */
export class JournalReplayError extends Error {
  override name = 'JournalReplayError';
  constructor(
    message: string,
    /** The lifetime (actor sessionId) being replayed, when known. */
    readonly actor?: string,
  ) {
    super(message);
  }
}

/** A journal to replay: `parseJournal(json)`, `journal.data()`, or bare entries (no checkpoints). */
export type ReplaySource =
  | readonly JournalEntry[]
  | { entries: readonly JournalEntry[]; checkpoints?: readonly JournalCheckpoint[]; actors?: readonly JournalActor[] };

/** A target's latest lifetime (`'game:8'`), or one lifetime by its actor `sessionId`. */
export type ReplayTarget = string | { actor: string };

/**
 * Replays one actor's recorded events into `machine` purely and returns the snapshot it arrives
 * at. No actor runs, no timer starts, no side effect happens; the machine should be the one the
 * actor ran with, side-effecting implementations left as they are (they are never called).
 *
 * It starts at the lifetime's earliest start the journal still holds: its `xstate.init` entry
 * (whose input builds the initial snapshot), or else its oldest checkpoint, restored with its
 * child refs by the machine's own `restoreSnapshot` in an inert scope (never started). From there
 * it follows the actor's chain of processed entries (`prev`) with pure transitions (xstate's
 * `transition`, in a scope where `sendParent` resolves: `pure.ts`), and at every later checkpoint compares `comparableSnapshot`s. It throws `JournalReplayError` when
 * the journal cannot reproduce the snapshot: nothing to start from, a gap in the chain, a
 * checkpoint the replay does not match or cannot reach, an event the machine rejects.
 */
export function replayJournal<M extends AnyStateMachine>(machine: M, source: ReplaySource, target: ReplayTarget): SnapshotFrom<M> {
  const journal = Array.isArray(source) ? { entries: source as readonly JournalEntry[] } : (source as Exclude<ReplaySource, readonly JournalEntry[]>);
  const entries = journal.entries;
  const checkpoints = journal.checkpoints ?? [];
  const missingActor = entries.find((entry) => entry.actor === undefined);
  if (missingActor) throw new JournalReplayError(`Entry seq ${missingActor.seq} has no actor: not a version-2 journal, it cannot be replayed.`);

  const actor = typeof target === 'string' ? latestLifetime(entries, checkpoints, target) : target.actor;
  const own = entries.filter((entry) => entry.actor === actor);
  const label = `'${own[0]?.target ?? checkpoints.find((checkpoint) => checkpoint.actor === actor)?.target ?? '?'}' (actor ${actor})`;
  const fail = (message: string) => new JournalReplayError(`Cannot replay ${label}: ${message}`, actor);

  const processed = own.filter((entry) => entry.prev !== undefined);
  const following = new Map<number | null, JournalEntry>();
  for (const entry of processed) {
    const prev = entry.prev ?? null;
    if (following.has(prev)) throw fail(`entries seq ${following.get(prev)!.seq} and ${entry.seq} both follow ${prev === null ? 'the start' : `seq ${prev}`}.`);
    following.set(prev, entry);
  }
  const ownCheckpoints = checkpoints.filter((checkpoint) => checkpoint.actor === actor).sort((a, b) => a.upTo - b.upTo);
  const info = journal.actors?.find((known) => known.actor === actor);

  // The start: xstate.init (its input builds the initial snapshot), unless a checkpoint was
  // written at that very entry (an actor started from a persisted snapshot); else the oldest
  // checkpoint. A chain that begins with another event was recorded from the middle of a life.
  const head = following.get(null);
  const atHead = head && ownCheckpoints.find((checkpoint) => checkpoint.upTo === head.seq);
  const init = head?.event.type === 'xstate.init' && !atHead ? head : undefined;
  const startCheckpoint = init ? undefined : (atHead ?? ownCheckpoints[0]);
  let snapshot: SnapshotFrom<M>;
  let position: number;
  if (init) {
    snapshot = pureInitialSnapshot(machine, (init.event as { input?: unknown }).input);
    position = init.seq;
  } else if (startCheckpoint) {
    snapshot = restore(machine, startCheckpoint, fail);
    position = startCheckpoint.upTo;
  } else {
    const held = own.length ? ` (it still holds entries seq ${own[0]!.seq}–${own[own.length - 1]!.seq}, which cannot rebuild a snapshot without one)` : '';
    const why = info?.checkpointError ? `; its checkpoint could not be written: ${info.checkpointError}` : '';
    const late = head && !init ? `; its first recorded event is '${head.event.type}': the journal began after it started` : '';
    throw fail(`the journal holds neither its start (xstate.init) nor a checkpoint${held}${why}${late}.`);
  }
  const startSeq = position;

  const verified = new Set<JournalCheckpoint>(startCheckpoint ? [startCheckpoint] : []);
  const verifyAt = (seq: number) => {
    for (const checkpoint of ownCheckpoints) {
      if (checkpoint.upTo !== seq || verified.has(checkpoint)) continue;
      const replayed = comparableSnapshot(snapshot);
      const recorded = comparableSnapshot(checkpoint.snapshot);
      if (!sameComparable(replayed, recorded)) {
        throw fail(`after seq ${seq} the replay does not match the checkpoint written then: ${firstDifference(replayed, recorded)}.`);
      }
      verified.add(checkpoint);
    }
  };
  verifyAt(position);

  const visited = new Set<number>([position]);
  for (let entry = following.get(position); entry; entry = following.get(position)) {
    if (visited.has(entry.seq)) throw fail(`its entries form a loop at seq ${entry.seq}.`);
    if (UNRECORDED in entry.event) throw fail(`entry seq ${entry.seq} ('${entry.event.type}') could not be recorded: ${String(entry.event[UNRECORDED])}.`);
    try {
      snapshot = pureTransition(machine, snapshot, entry.event as never);
    } catch (error) {
      throw fail(`the machine rejects entry seq ${entry.seq} ('${entry.event.type}'): ${error instanceof Error ? error.message : String(error)}`);
    }
    position = entry.seq;
    visited.add(position);
    verifyAt(position);
  }

  // Entries before the start (kept from before the checkpoint replay started at) are no gap.
  const bySeq = new Map(processed.map((entry) => [entry.seq, entry]));
  const before = new Set<number>();
  for (let entry = bySeq.get(startSeq); entry?.prev != null && !before.has(entry.prev); entry = bySeq.get(entry.prev)) before.add(entry.prev);
  const stranded = processed.find((entry) => !visited.has(entry.seq) && !before.has(entry.seq) && entry.seq > startSeq);
  if (stranded) {
    throw fail(`a gap: its entries stop at seq ${position}, but entry seq ${stranded.seq} follows seq ${stranded.prev}, which the journal does not hold.`);
  }
  const unreached = ownCheckpoints.find((checkpoint) => !verified.has(checkpoint) && !before.has(checkpoint.upTo));
  if (unreached) throw fail(`a gap: its checkpoint after seq ${unreached.upTo} is not on its chain of entries (replay stopped at seq ${position}).`);
  if (info && info.tail !== null && info.tail !== position) {
    throw fail(`a gap: it processed entries up to seq ${info.tail}, the replay reached only seq ${position}.`);
  }
  return snapshot;
}

/** The lifetime of `target` that started last (targets live several times: leave a lottery, come back). */
function latestLifetime(entries: readonly JournalEntry[], checkpoints: readonly JournalCheckpoint[], target: string): string {
  const firstSeen = new Map<string, number>();
  const see = (actor: string, seq: number) => firstSeen.set(actor, Math.min(seq, firstSeen.get(actor) ?? Infinity));
  for (const entry of entries) if (entry.target === target) see(entry.actor!, entry.seq);
  for (const checkpoint of checkpoints) if (checkpoint.target === target) see(checkpoint.actor, checkpoint.upTo);
  let latest: string | undefined;
  for (const [actor, seq] of firstSeen) if (latest === undefined || seq > firstSeen.get(latest)!) latest = actor;
  if (latest === undefined) throw new JournalReplayError(`Cannot replay '${target}': the journal holds no entry or checkpoint of it.`);
  return latest;
}

/** A checkpoint as a machine snapshot with its child refs (restored, never started); throws when it cannot be. */
export function restoreCheckpoint<M extends AnyStateMachine>(machine: M, checkpoint: JournalCheckpoint): SnapshotFrom<M> {
  try {
    return pureRestoredSnapshot(machine, checkpoint.snapshot);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`its checkpoint after seq ${checkpoint.upTo} cannot be restored: ${why}`, { cause: error });
  }
}

function restore<M extends AnyStateMachine>(machine: M, checkpoint: JournalCheckpoint, fail: (message: string) => JournalReplayError): SnapshotFrom<M> {
  try {
    return restoreCheckpoint(machine, checkpoint);
  } catch (error) {
    throw fail((error as Error).message);
  }
}

/** Where two comparable snapshots first differ, as `context.bets: 3 ≠ 4`. */
function firstDifference(replayed: unknown, recorded: unknown, path = ''): string {
  if (stableJson(replayed) === stableJson(recorded)) return '';
  const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';
  if (isObject(replayed) && isObject(recorded)) {
    for (const key of new Set([...Object.keys(replayed), ...Object.keys(recorded)])) {
      const found = firstDifference(replayed[key], recorded[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 80));
  return `${path || 'snapshot'}: replayed ${show(replayed)}, checkpoint ${show(recorded)}`;
}
