import { initialTransition, transition, type AnyStateMachine, type InspectionEvent, type SnapshotFrom } from 'xstate';

/**
 * The event journal (architecture.md "Event journal"): every event received by every actor of
 * the root system, with the time from the system clock and the id of the target actor.
 * Secrets are redacted when recorded; the journal is bounded (oldest entries dropped).
 * `replayJournal` feeds recorded events back into a machine without side effects.
 */
export interface JournalEntry {
  seq: number;
  /** Milliseconds from the clock the system runs on (real or simulated). */
  at: number;
  /** System id of the target actor when it has one (`app`, `session`, ...), else its id. */
  target: string;
  event: { type: string; [key: string]: unknown };
}

export interface JournalOptions {
  limit?: number;
  now?: () => number;
}

export interface Journal {
  /** Pass as `inspect` to `createActor`. */
  inspect: (event: InspectionEvent) => void;
  entries: () => readonly JournalEntry[];
  subscribe: (listener: () => void) => () => void;
  exportJson: () => string;
}

export const REDACTED = '[redacted]';
const SECRET_KEY = /password|token|secret|jwt|confirm|verifycode/i;

/** A deep copy with every secret-looking field replaced by `[redacted]`. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) && inner !== null && inner !== '' ? REDACTED : redactSecrets(inner);
    }
    return out as T;
  }
  return value;
}

/** Keeps only JSON data: errors become their message, functions and actor refs disappear. */
function toPlainData(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Error ? { ...inner, name: inner.name, message: inner.message } : inner)) ?? 'null',
  );
}

export function createJournal({ limit = 2000, now = () => Date.now() }: JournalOptions = {}): Journal {
  let entries: JournalEntry[] = [];
  let seq = 0;
  const listeners = new Set<() => void>();

  return {
    inspect(inspection) {
      if (inspection.type !== '@xstate.event') return;
      const ref = inspection.actorRef as unknown as { id: string; systemId?: string };
      const entry: JournalEntry = {
        seq: ++seq,
        at: now(),
        target: ref.systemId ?? ref.id,
        event: redactSecrets(toPlainData(inspection.event)) as JournalEntry['event'],
      };
      entries = entries.length >= limit ? [...entries.slice(entries.length - limit + 1), entry] : [...entries, entry];
      listeners.forEach((listener) => listener());
    },
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exportJson: () => JSON.stringify({ version: 1, entries }, null, 2),
  };
}

export function parseJournal(json: string): JournalEntry[] {
  const parsed = JSON.parse(json) as { version?: number; entries?: JournalEntry[] };
  if (parsed.version !== 1 || !Array.isArray(parsed.entries)) throw new Error('Not a Fastdraw journal (version 1)');
  return parsed.entries;
}

/**
 * Replays the events one actor received into its machine, purely (no actors run, no timers),
 * and returns the snapshot it arrives at. The initial `xstate.init` entry carries the input.
 */
export function replayJournal<M extends AnyStateMachine>(machine: M, entries: readonly JournalEntry[], target: string): SnapshotFrom<M> {
  const own = entries.filter((entry) => entry.target === target);
  const init = own.find((entry) => entry.event.type === 'xstate.init');
  const input = (init?.event as { input?: unknown } | undefined)?.input;
  let [snapshot] = initialTransition(machine, input as never);
  for (const entry of own) {
    if (entry.event.type === 'xstate.init') continue;
    [snapshot] = transition(machine, snapshot, entry.event as never);
  }
  return snapshot as SnapshotFrom<M>;
}
