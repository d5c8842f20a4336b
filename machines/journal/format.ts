import { JOURNAL_VERSION, type JournalData } from './types';

/**
 * Reads an exported journal (`journal.exportJson()`, the devtools panel's download). Version 1
 * files (before actor lifetimes and checkpoints) are refused: they cannot say which lifetime an
 * entry belongs to nor where entries were dropped, so replaying them could be silently wrong.
 */
export function parseJournal(json: string): JournalData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('Not a Fastdraw journal: the file is not JSON');
  }
  const data = (parsed && typeof parsed === 'object' ? parsed : {}) as Partial<Record<keyof JournalData, unknown>>;
  if (data.version === 1) {
    throw new Error('A version-1 Fastdraw journal cannot be replayed: it has no actor lifetimes or checkpoints. Record the session again with this build.');
  }
  if (data.version !== JOURNAL_VERSION || !Array.isArray(data.entries) || !Array.isArray(data.checkpoints)) {
    throw new Error(`Not a Fastdraw journal (version ${JOURNAL_VERSION})`);
  }
  return { version: JOURNAL_VERSION, entries: data.entries, checkpoints: data.checkpoints, actors: Array.isArray(data.actors) ? data.actors : [] };
}
