import { isMachineSnapshot, type AnyActorRef, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { redactPersisted, redactSecrets, toPlainData } from './plain';
import { DEFAULT_THIN, leftStateUnchanged } from './thinning';
import { JOURNAL_VERSION, UNRECORDED, type JournalActor, type JournalCheckpoint, type JournalData, type PersistedSnapshotJson, type RecordedEntry } from './types';

/**
 * The recorder (architecture.md "The event journal"): `journal.inspect` sees every inspection
 * event of the systems it is passed to and keeps
 *
 * - an entry for every event an actor receives (`@xstate.event`), with the clock's time, the
 *   target's system id and the actor's `sessionId` (one lifetime of the target);
 * - the latest snapshot of every live actor (`@xstate.snapshot`, delivered after the actor
 *   processed the event): it links the entry into the actor's chain (`prev`), decides whether a
 *   high-rate event was idle (see `thinning.ts`), and is what a checkpoint persists;
 * - checkpoints. When entries + checkpoints pass `limit`, a checkpoint round persists every live
 *   machine actor that processed something since its last checkpoint, then drops the oldest
 *   entries replay no longer needs until the journal is down to half the limit. Needed are a
 *   live machine actor's entries since its previous checkpoint (so that replay, starting there,
 *   checks the latest one) and those waiting in its mailbox; entries of stopped actors and of
 *   non-machine actors go by age. A checkpoint whose following entries were dropped is useless
 *   and goes with them, so a live machine actor usually holds two. Everything is bounded: a
 *   round brings entries + checkpoints back to half the limit when the entries since the previous
 *   round allow it; at worst (all of them still needed) they stay under `limit` plus the live
 *   actors' checkpoints, and the next round drops them. Stopped actors leave nothing behind but
 *   their entries, which age out.
 *
 * A checkpoint persists the snapshot the journal last saw, not `actorRef.getPersistedSnapshot()`:
 * a round can run while an actor is in the middle of an event (its sends reach another actor),
 * when the actor already holds its next snapshot but the journal has not linked that event yet.
 */
export interface JournalOptions {
  /** Bound on entries + checkpoints (default 2,000). */
  limit?: number;
  now?: () => number;
  /** High-rate event types whose idle runs collapse to their last event (default `['round.tick']`). */
  thin?: readonly string[];
  /** System ids whose actors are not recorded (default `UNJOURNALED`). */
  unjournaled?: readonly string[];
}

/**
 * Actors the journal leaves out: the developer panel's own time travel, whose events and context
 * hold a whole journal (recording it would copy the journal into itself at every import).
 */
export const UNJOURNALED: readonly string[] = ['devtoolsReplay'];

export interface Journal {
  /** Pass as the root actor's `inspect` option (src/app/app-system.ts). */
  inspect: (event: InspectionEvent) => void;
  /** Retained entries, oldest first (by `seq`). The same array until something changes. */
  entries: () => readonly RecordedEntry[];
  /** Retained checkpoints, oldest first (by `upTo`). */
  checkpoints: () => readonly JournalCheckpoint[];
  /** Everything replay needs: what `exportJson` writes. */
  data: () => JournalData;
  subscribe: (listener: () => void) => () => void;
  exportJson: () => string;
}

interface Row {
  entry: RecordedEntry;
  /** Position in the actor's chain once processed (a replacing idle tick takes its predecessor's). */
  pos: number | null;
  idle: boolean;
  dropped: boolean;
}

interface StoredCheckpoint {
  checkpoint: JournalCheckpoint;
  pos: number;
}

interface Lifetime {
  actor: string;
  target: string;
  machine: boolean;
  live: boolean;
  /** One of the `unjournaled` system ids: nothing of it is recorded. */
  ignored: boolean;
  ref: { getSnapshot: () => { status?: string } | undefined } | null;
  /** Received, not processed yet; matched to `@xstate.snapshot` by the event object. */
  pending: { event: object; row: Row }[];
  /** The latest snapshot the journal saw (live actors only). */
  snapshot: unknown;
  tail: Row | null;
  tailSeq: number | null;
  pos: number;
  /** Chain position the latest checkpoint covers (thinning never replaces an entry up to it). */
  checkpointPos: number;
  /**
   * Entries up to this chain position may be dropped: those before the previous checkpoint, so
   * that replay goes through the latest one and checks it.
   */
  keepAfterPos: number;
  /** Highest chain position dropped: checkpoints before it can no longer start a replay. */
  droppedPos: number;
  retained: number;
  checkpoints: StoredCheckpoint[];
  checkpointError?: string;
}

/**
 * What the recorder reads of an inspected actor: public ActorRef members only (an xstate upgrade
 * must not silently break the journal; `no-restricted-syntax` in eslint.config.js keeps it so),
 * plus `options.snapshot`, the documented option an actor was created with.
 */
type InspectedRef = AnyActorRef & { options?: { snapshot?: unknown } };

/** The actor's system id, found through the system's public registry. */
function systemIdOf(ref: AnyActorRef): string | undefined {
  for (const [systemId, known] of Object.entries(ref.system.getAll() as Record<string, AnyActorRef>)) if (known === ref) return systemId;
  return undefined;
}

export function createJournal({ limit = 2000, now = () => Date.now(), thin = DEFAULT_THIN, unjournaled = UNJOURNALED }: JournalOptions = {}): Journal {
  if (!(limit >= 1)) throw new Error(`journal limit must be at least 1, got ${limit}`);
  const lowWater = Math.floor(limit / 2);
  const thinned = new Set(thin);
  const lives = new Map<string, Lifetime>();
  const listeners = new Set<() => void>();
  let rows: Row[] = [];
  let checkpointCount = 0;
  let seq = 0;
  let changed = false;
  let entriesCache: readonly RecordedEntry[] | null = null;
  let checkpointsCache: readonly JournalCheckpoint[] | null = null;

  const touch = () => {
    changed = true;
    entriesCache = null;
  };
  const touchCheckpoints = () => {
    checkpointsCache = null;
  };

  function lifetimeOf(ref: InspectedRef): Lifetime {
    let life = lives.get(ref.sessionId);
    if (!life) {
      const current = ref.getSnapshot();
      const live = current?.status === 'active';
      const target = systemIdOf(ref) ?? ref.id;
      life = {
        actor: ref.sessionId,
        target,
        machine: isMachineSnapshot(current),
        live,
        ignored: unjournaled.includes(target),
        ref: live ? ref : null,
        pending: [],
        snapshot: undefined,
        tail: null,
        tailSeq: null,
        pos: 0,
        checkpointPos: 0,
        keepAfterPos: 0,
        droppedPos: 0,
        retained: 0,
        checkpoints: [],
      };
      lives.set(life.actor, life);
    }
    return life;
  }

  function forget(life: Lifetime) {
    checkpointCount -= life.checkpoints.length;
    if (life.checkpoints.length) touchCheckpoints();
    lives.delete(life.actor);
  }

  function end(life: Lifetime) {
    life.live = false;
    life.ref = null;
    life.snapshot = undefined;
    life.pending = [];
    if (life.retained === 0) forget(life);
  }

  function indexOfRow(row: Row): number {
    let low = 0;
    let high = rows.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = rows[middle]!.entry.seq;
      if (at === row.entry.seq) return middle;
      if (at < row.entry.seq) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  function received(ref: InspectedRef, event: { type: string }) {
    const life = lifetimeOf(ref);
    if (life.ignored) return;
    const entry: RecordedEntry = {
      seq: ++seq,
      at: now(),
      target: life.target,
      actor: life.actor,
      event: recordable(event),
    };
    const row: Row = { entry, pos: null, idle: false, dropped: false };
    rows.push(row);
    life.retained++;
    if (life.live) life.pending.push({ event, row });
    touch();
    if (rows.length + checkpointCount > limit) checkpointRound();
  }

  function processed(ref: InspectedRef, event: object, snapshot: { status?: string }) {
    const life = lives.get(ref.sessionId);
    if (life?.ignored) {
      if (snapshot.status !== 'active') lives.delete(life.actor);
      return;
    }
    if (!life?.live) return;
    const index = life.pending.findIndex((waiting) => waiting.event === event);
    const row = index >= 0 ? life.pending.splice(index, 1)[0]!.row : null;
    if (row) link(life, row, snapshot);
    if (snapshot.status !== 'active') return end(life);
    life.snapshot = snapshot;
    // An actor started from a persisted snapshot does not begin where its xstate.init's input
    // leads: checkpoint it at once, and replay starts there.
    if (row?.entry.event.type === 'xstate.init' && life.machine && ref.options?.snapshot) writeCheckpoint(life);
  }

  /** Appends a processed entry to its actor's chain, or lets it replace the idle tick before it. */
  function link(life: Lifetime, row: Row, after: unknown) {
    const type = row.entry.event.type;
    const idle = thinned.has(type) && leftStateUnchanged(life.snapshot, after);
    const previous = life.tail;
    if (idle && previous?.idle && !previous.dropped && previous.entry.event.type === type && previous.pos! > life.checkpointPos) {
      const index = indexOfRow(previous);
      if (index >= 0) rows.splice(index, 1);
      previous.dropped = true;
      life.retained--;
      row.entry = { ...row.entry, prev: previous.entry.prev ?? null, collapsed: (previous.entry.collapsed ?? 0) + 1 };
      row.pos = previous.pos;
    } else {
      row.entry = { ...row.entry, prev: life.tailSeq };
      row.pos = ++life.pos;
    }
    // The state it led to: what time travel shows at this step (a state value names states only).
    if (isMachineSnapshot(after)) row.entry = { ...row.entry, state: toPlainData(after.value) };
    row.idle = idle;
    life.tail = row;
    life.tailSeq = row.entry.seq;
    touch();
  }

  function checkpointRound() {
    for (const life of lives.values()) {
      if (!life.live || life.ignored) continue;
      // An actor whose transition threw is stopped without a last snapshot event.
      if (life.ref?.getSnapshot()?.status === 'error') {
        end(life);
        continue;
      }
      if (life.machine && life.snapshot !== undefined && life.pos > life.checkpointPos) writeCheckpoint(life);
    }
    dropUnneeded();
  }

  function writeCheckpoint(life: Lifetime) {
    try {
      if (!isMachineSnapshot(life.snapshot)) throw new Error('the actor has no machine snapshot to persist');
      const current = life.snapshot as AnyMachineSnapshot;
      const persisted = withPlainSources(current.machine.getPersistedSnapshot(current));
      const snapshot = redactPersisted(toPlainData(persisted)) as PersistedSnapshotJson;
      life.checkpoints.push({ checkpoint: { actor: life.actor, target: life.target, at: now(), upTo: life.tailSeq!, snapshot }, pos: life.pos });
      checkpointCount++;
      touchCheckpoints();
      delete life.checkpointError;
      // Keep the entries from the previous checkpoint on: replay then checks the new one.
      life.keepAfterPos = life.checkpoints.at(-2)?.pos ?? life.pos;
    } catch (error) {
      // Bounded wins over replayable: the entries go anyway, and replay of this actor fails
      // with this message until a later round manages to write a checkpoint.
      life.checkpointError = error instanceof Error ? error.message : String(error);
      life.keepAfterPos = life.pos;
    }
    life.checkpointPos = life.pos;
  }

  function dropUnneeded() {
    let size = rows.length + checkpointCount;
    for (const row of rows) {
      if (size <= lowWater) break;
      const life = lives.get(row.entry.actor);
      if (life?.live && life.machine && (row.pos === null || row.pos > life.keepAfterPos)) continue;
      row.dropped = true;
      size--;
      if (!life) continue;
      life.retained--;
      if (row.pos !== null && row.pos > life.droppedPos) {
        life.droppedPos = row.pos;
        const usable = life.checkpoints.filter((stored) => stored.pos >= life.droppedPos);
        if (usable.length !== life.checkpoints.length) {
          size -= life.checkpoints.length - usable.length;
          checkpointCount -= life.checkpoints.length - usable.length;
          life.checkpoints = usable;
          touchCheckpoints();
        }
      }
      if (!life.live && life.retained === 0) {
        size -= life.checkpoints.length;
        forget(life);
      }
    }
    const kept = rows.filter((row) => !row.dropped);
    if (kept.length !== rows.length) {
      rows = kept;
      touch();
    }
  }

  const entries = () => (entriesCache ??= rows.map((row) => row.entry));
  const checkpoints = () =>
    (checkpointsCache ??= [...lives.values()].flatMap((life) => life.checkpoints.map((stored) => stored.checkpoint)).sort((a, b) => a.upTo - b.upTo));
  const data = (): JournalData => ({
    version: JOURNAL_VERSION,
    entries: [...entries()],
    checkpoints: [...checkpoints()],
    actors: [...lives.values()]
      .filter((life) => life.machine && !life.ignored)
      .map((life): JournalActor => ({
        actor: life.actor,
        target: life.target,
        live: life.live,
        tail: life.tailSeq,
        ...(life.checkpointError === undefined ? {} : { checkpointError: life.checkpointError }),
      })),
  });

  return {
    inspect(inspection) {
      const ref = inspection.actorRef as unknown as InspectedRef;
      if (inspection.type === '@xstate.event') received(ref, inspection.event);
      else if (inspection.type === '@xstate.snapshot') processed(ref, inspection.event, inspection.snapshot as { status?: string });
      else return;
      if (!changed) return;
      changed = false;
      listeners.forEach((listener) => listener());
    },
    entries,
    checkpoints,
    data,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exportJson: () => JSON.stringify(data(), null, 2),
  };
}

/**
 * The event as plain redacted JSON. An event JSON cannot hold (a cycle, a BigInt) is kept as its
 * type and the reason, marked so that replay refuses it: the inspector must never throw into the
 * actor that is processing.
 */
function recordable(event: { type: string }): RecordedEntry['event'] {
  try {
    return redactSecrets(toPlainData(event)) as RecordedEntry['event'];
  } catch (error) {
    return { type: event.type, [UNRECORDED]: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A persisted snapshot whose children name their logic by string (`src: 'countdown'`), as
 * restoring needs. An inline child's logic object is no data: it becomes `null`, and replay
 * reports sending to that child instead of restoring something else.
 */
function withPlainSources(persisted: unknown): unknown {
  if (!persisted || typeof persisted !== 'object' || !('children' in persisted)) return persisted;
  const children = (persisted as { children?: Record<string, { src?: unknown; snapshot?: unknown }> }).children ?? {};
  return {
    ...persisted,
    children: Object.fromEntries(
      Object.entries(children).map(([id, child]) => [id, { ...child, src: typeof child.src === 'string' ? child.src : null, snapshot: withPlainSources(child.snapshot) }]),
    ),
  };
}
