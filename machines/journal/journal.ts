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
export { createJournal, type Journal, type JournalOptions } from './recorder';
export { DEFAULT_THIN } from './thinning';
export { JournalReplayError, replayJournal, type ReplaySource, type ReplayTarget } from './replay';
export { comparableSnapshot, type ComparableSnapshot } from './plain';
export { isPersonalKey, redactSecrets, REDACTED, REDACTION_RULES, type RedactionRule } from './redaction';
export { parseJournal } from './format';
export { createTimeline, NO_MACHINE, type ActorAtStep, type MachinesByTarget, type Timeline } from './timeline';
export { JOURNAL_VERSION, UNRECORDED, type JournalActor, type JournalCheckpoint, type JournalData, type JournalEntry, type PersistedSnapshotJson, type RecordedEntry } from './types';
