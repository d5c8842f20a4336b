/**
 * The event journal (architecture.md "The event journal"): every event received by every actor
 * of the systems it inspects, bounded by checkpoints, thinned of idle ticks, replayable.
 *
 * - `journal/recorder.ts`  createJournal: entries, lifetimes, checkpoint rounds, retention
 * - `journal/thinning.ts`  which high-rate events collapse, and why that is safe
 * - `journal/replay.ts`    replayJournal and JournalReplayError
 * - `journal/redaction.ts` the one list of personal data never recorded: redactSecrets
 * - `journal/plain.ts`     plain redacted data: comparableSnapshot
 * - `journal/timeline.ts`  createTimeline: time travel, each actor's state at each step
 * - `journal/format.ts`    parseJournal (the export format, version 2)
 * - `journal/types.ts`     the data
 */
export { createJournal, type Journal, type JournalOptions } from './journal/recorder';
export { DEFAULT_THIN } from './journal/thinning';
export { JournalReplayError, replayJournal, type ReplaySource, type ReplayTarget } from './journal/replay';
export { comparableSnapshot, type ComparableSnapshot } from './journal/plain';
export { isPersonalKey, redactSecrets, REDACTED, REDACTION_RULES, type RedactionRule } from './journal/redaction';
export { parseJournal } from './journal/format';
export { createTimeline, NO_MACHINE, type ActorAtStep, type MachinesByTarget, type Timeline } from './journal/timeline';
export { JOURNAL_VERSION, UNRECORDED, type JournalActor, type JournalCheckpoint, type JournalData, type JournalEntry, type PersistedSnapshotJson, type RecordedEntry } from './journal/types';
