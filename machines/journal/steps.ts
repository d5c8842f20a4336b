import type { JournalData, JournalEntry } from './types';

/**
 * The steps of time travel: the processed events of a journal (an entry linked into its actor's
 * chain), oldest first. Shared by the timeline (`timeline.ts`) and the replay view's machine
 * (`time-travel.machine.ts`), which only needs to know how many there are.
 */
export const isStep = (entry: JournalEntry): boolean => entry.prev !== undefined && entry.actor !== undefined;

export function stepsOf(data: Pick<JournalData, 'entries'>): JournalEntry[] {
  return data.entries.filter(isStep).sort((a, b) => a.seq - b.seq);
}
