/**
 * The journal's data: what is recorded, what is exported as JSON, what replay reads.
 * (Types only; the recorder is `recorder.ts`, replay is `replay.ts`.)
 */

/** The version `exportJson` writes and `parseJournal` reads. */
export const JOURNAL_VERSION = 2;

/** Marks an event field: the event could not be recorded as JSON (the reason), so replay refuses it. */
export const UNRECORDED = '$unrecorded';

export interface JournalEntry {
  /** Journal-wide order of arrival. Not contiguous: thinned ticks and dropped entries leave holes. */
  seq: number;
  /** Milliseconds from the clock the system runs on (real or simulated). */
  at: number;
  /** System id of the target actor when it has one (`app`, `session`, `game:8`, ...), else its id. */
  target: string;
  /**
   * The receiving actor's `sessionId`: one lifetime of the target (leave a lottery and come back,
   * and `game:8` is a new actor). Always set by the recorder; optional only so that hand-made
   * entries (view tests, tools) that show rows without replaying still type-check.
   */
  actor?: string;
  event: { type: string; [key: string]: unknown };
  /**
   * The `seq` of the same actor's previous processed entry (`null` for its first), set once the
   * actor has processed this event. Replay follows this chain, so a missing entry is a visible
   * gap. Absent while the event waits in the actor's mailbox, and for events the actor never
   * processed (sent after it stopped, or the one that made it fail).
   */
  prev?: number | null;
  /** How many earlier idle high-rate events of the same type this entry replaced (thinning). */
  collapsed?: number;
  /**
   * A machine actor's state value once it processed this event (set with `prev`): time travel
   * shows it at this step even where replay cannot recompute it (redacted input, no machine).
   */
  state?: unknown;
}

/** A recorded entry: the recorder always sets `actor`. */
export type RecordedEntry = JournalEntry & { actor: string };

/**
 * One actor's persisted snapshot (xstate's `getPersistedSnapshot`, plain JSON, contexts redacted)
 * after it processed the entry `upTo`: replay can start here instead of at `xstate.init`.
 */
export interface JournalCheckpoint {
  actor: string;
  target: string;
  /** Clock time when the checkpoint was written. */
  at: number;
  /** `seq` of the actor's last processed entry that the snapshot includes. */
  upTo: number;
  snapshot: PersistedSnapshotJson;
}

/** A persisted machine snapshot as plain JSON: `{ status, value, context, children, ... }`. */
export type PersistedSnapshotJson = { status?: string; value?: unknown; context?: unknown; [key: string]: unknown };

/** What the journal knows about one lifetime it still holds entries or checkpoints of. */
export interface JournalActor {
  actor: string;
  target: string;
  /** Still running when the journal was exported. */
  live: boolean;
  /** `seq` of its newest processed entry (the end of its chain); replay must reach it. */
  tail: number | null;
  /** Why its latest checkpoint could not be written; replay fails instead of guessing. */
  checkpointError?: string;
}

/** The whole journal: `exportJson` writes it, `parseJournal` reads it, `replayJournal` uses it. */
export interface JournalData {
  version: typeof JOURNAL_VERSION;
  entries: RecordedEntry[];
  checkpoints: JournalCheckpoint[];
  actors: JournalActor[];
}
