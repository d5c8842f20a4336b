import type { JournalEntry } from '../../machines/journal/journal';

/**
 * Entries matching `query` (case-insensitive, in the target id, the event type or any event
 * field), newest first. An empty query keeps everything.
 */
export function filterJournal(entries: readonly JournalEntry[], query: string): JournalEntry[] {
  const needle = query.trim().toLowerCase();
  const matches = needle === '' ? entries : entries.filter((entry) => entryText(entry).includes(needle));
  return [...matches].sort((a, b) => b.seq - a.seq);
}

function entryText(entry: JournalEntry): string {
  return `${entry.target} ${JSON.stringify(entry.event)}`.toLowerCase();
}

/** "12:03:04.250" for an entry time in milliseconds since the epoch. */
export function formatEntryTime(at: number): string {
  const time = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}.${pad(time.getMilliseconds(), 3)}`;
}

/**
 * The last `limit` events one actor received, newest first. Entries that name the receiving
 * actor's session id (`actor`) match on it, so an earlier actor under the same system id does not
 * count; others match on `target` (the system id, else the actor id).
 */
export function lastEventsOf(entries: readonly JournalEntry[], of: { target: string; actor: string }, limit: number): JournalEntry[] {
  const found: JournalEntry[] = [];
  for (let index = entries.length - 1; index >= 0 && found.length < limit; index--) {
    const entry = entries[index] as JournalEntry;
    if (entry.actor !== undefined ? entry.actor === of.actor : entry.target === of.target) found.push(entry);
  }
  return found;
}
