import type { AnyStateMachine } from 'xstate';
import { comparableSnapshot, stableJson, toPlainData } from './plain';
import { pureInitialSnapshot, pureTransition } from './pure';
import { restoreCheckpoint } from './replay';
import { stepsOf } from './steps';
import type { JournalData, JournalEntry } from './types';

/**
 * Time travel over a journal (a live one or an exported file read back with `parseJournal`):
 * its processed events in order, and at each step the state every actor was in.
 *
 * The state comes from the recording itself (each processed entry keeps its state value, each
 * checkpoint its snapshot), so a journal shows its states offline with no machine at hand. The
 * context is recomputed: given the machine an actor ran (by system id, `game:8`, or by the part
 * before the colon, `game`), its events are replayed purely step by step (as `replayJournal`
 * does) and each replayed state is checked against the recorded one. Where they part (a guard read
 * a value the journal redacted, a gap), the context stops there and `note` says why: time travel
 * never shows a context the actor did not have.
 */
export interface ActorAtStep {
  /** The lifetime (`sessionId`). */
  actor: string;
  target: string;
  /** Its state value after its latest event up to this step; undefined if none was recorded. */
  state: unknown;
  /** Its context (plain, redacted) when replay could compute it. */
  context?: unknown;
  /** Why there is no context: no machine, or where replay parted from the recording. */
  note?: string;
  /** It received the event of this step. */
  current: boolean;
}

export interface Timeline {
  /** The processed events, oldest first: step `i` is the moment right after `steps[i]`. */
  steps: readonly JournalEntry[];
  /** Every actor the journal has seen up to step `index`, in the order they first appear. */
  actorsAt(index: number): ActorAtStep[];
}

/** The note of an actor whose machine replay was not given. */
export const NO_MACHINE = 'no machine';

export type MachinesByTarget = Readonly<Record<string, AnyStateMachine | undefined>>;

interface Recorded {
  seq: number;
  state: unknown;
}

interface Replayed {
  /** Contexts by the seq of the entry (or checkpoint) they follow. */
  contexts: Map<number, unknown>;
  /** Replay stopped after this seq (Infinity when it went through). */
  until: number;
  note?: string;
}

export function createTimeline(data: Pick<JournalData, 'entries' | 'checkpoints'>, machines: MachinesByTarget = {}): Timeline {
  const steps = stepsOf(data);
  const targets = new Map<string, string>();
  const firstSeen = new Map<string, number>();
  const records = new Map<string, Recorded[]>();
  const record = (actor: string, target: string, seq: number, state: unknown) => {
    targets.set(actor, target);
    firstSeen.set(actor, Math.min(seq, firstSeen.get(actor) ?? Infinity));
    const list = records.get(actor) ?? [];
    list.push({ seq, state });
    records.set(actor, list);
  };
  for (const checkpoint of data.checkpoints) record(checkpoint.actor, checkpoint.target, checkpoint.upTo, checkpoint.snapshot.value);
  for (const entry of steps) record(entry.actor!, entry.target, entry.seq, entry.state);
  for (const list of records.values()) list.sort((a, b) => a.seq - b.seq);
  const actorsInOrder = [...firstSeen.entries()].sort((a, b) => a[1] - b[1]).map(([actor]) => actor);

  const replays = new Map<string, Replayed>();
  const replayOf = (actor: string): Replayed => {
    let replayed = replays.get(actor);
    if (!replayed) {
      const target = targets.get(actor)!;
      const machine = machines[target] ?? machines[target.replace(/:.*$/, '')];
      replayed = machine ? replayActor(machine, actor, steps, data.checkpoints) : { contexts: new Map(), until: -Infinity, note: NO_MACHINE };
      replays.set(actor, replayed);
    }
    return replayed;
  };

  return {
    steps,
    actorsAt(index) {
      const step = steps[Math.max(0, Math.min(index, steps.length - 1))];
      if (!step) return [];
      const seq = step.seq;
      return actorsInOrder
        .filter((actor) => firstSeen.get(actor)! <= seq)
        .map((actor): ActorAtStep => {
          const latest = latestAtOrBefore(records.get(actor) ?? [], seq);
          const replayed = replayOf(actor);
          const known = latest !== undefined && latest.seq <= replayed.until ? replayed.contexts.get(latest.seq) : undefined;
          const at: ActorAtStep = { actor, target: targets.get(actor)!, state: latest?.state, current: step.actor === actor };
          if (known !== undefined) at.context = known;
          else if (replayed.note) at.note = replayed.note;
          return at;
        });
    },
  };
}

function latestAtOrBefore(list: readonly Recorded[], seq: number): Recorded | undefined {
  let found: Recorded | undefined;
  for (const item of list) {
    if (item.seq > seq) break;
    if (item.state !== undefined || !found) found = item;
  }
  return found;
}

/** One actor's contexts after each of its events, replayed purely and checked against the recorded states. */
function replayActor(machine: AnyStateMachine, actor: string, steps: readonly JournalEntry[], checkpoints: JournalData['checkpoints']): Replayed {
  const own = steps.filter((entry) => entry.actor === actor);
  const contexts = new Map<number, unknown>();
  const init = own[0]?.event.type === 'xstate.init' && own[0].prev === null ? own[0] : undefined;
  const checkpoint = init ? undefined : checkpoints.filter((c) => c.actor === actor).sort((a, b) => a.upTo - b.upTo)[0];
  let snapshot: ReturnType<typeof pureInitialSnapshot>;
  let position: number;
  try {
    if (init) {
      snapshot = pureInitialSnapshot(machine, (init.event as { input?: unknown }).input);
      position = init.seq;
    } else if (checkpoint) {
      snapshot = restoreCheckpoint(machine, checkpoint);
      position = checkpoint.upTo;
    } else {
      return { contexts, until: -Infinity, note: 'the journal holds neither its start nor a checkpoint' };
    }
  } catch (error) {
    return { contexts, until: -Infinity, note: messageOf(error) };
  }
  const parted = (seq: number, why: string): Replayed => ({ contexts, until: position, note: `replay stops after #${position}: ${why} at #${seq}` });
  const keep = (seq: number, recorded: unknown): Replayed | null => {
    const plain = comparableSnapshot(snapshot);
    if (recorded !== undefined && stableJson(plain.value) !== stableJson(toPlainData(recorded))) return parted(seq, 'the recorded state differs (an event carried redacted data?)');
    contexts.set(seq, plain.context);
    return null;
  };
  const first = keep(position, init?.state ?? checkpoint?.snapshot.value);
  if (first) return { ...first, until: -Infinity };
  for (const entry of own) {
    if (entry.seq <= position) continue;
    if (entry.prev !== position) return parted(entry.seq, 'a gap in its events');
    try {
      snapshot = pureTransition(machine, snapshot, entry.event as never);
    } catch (error) {
      return parted(entry.seq, messageOf(error));
    }
    const stop = keep(entry.seq, entry.state);
    if (stop) return stop;
    position = entry.seq;
  }
  return { contexts, until: Infinity };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
