import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../machines/journal/journal';
import { hasDevtoolsFlag } from '../../src/devtools/devtoolsFlag';
import { journalFileName } from '../../src/devtools/downloadJson';
import { filterJournal, formatEntryTime } from '../../src/devtools/filterJournal';

const entry = (seq: number, target: string, type: string, extra: Record<string, unknown> = {}): JournalEntry => ({
  seq,
  at: 1_700_000_000_000 + seq,
  target,
  event: { type, ...extra },
});

const journal = [entry(1, 'app', 'app.start'), entry(2, 'session', 'session.login', { account: 'demo001' }), entry(3, 'notices', 'notices.loaded')];

describe('journal filter', () => {
  it('keeps everything, newest first, for an empty query', () => {
    expect(filterJournal(journal, '  ').map((e) => e.seq)).toEqual([3, 2, 1]);
  });

  it('matches the target, the event type or any event field, ignoring case', () => {
    expect(filterJournal(journal, 'SESSION').map((e) => e.seq)).toEqual([2]);
    expect(filterJournal(journal, 'loaded').map((e) => e.seq)).toEqual([3]);
    expect(filterJournal(journal, 'demo001').map((e) => e.seq)).toEqual([2]);
    expect(filterJournal(journal, 'nothing')).toEqual([]);
  });

  it('does not reorder the journal it was given', () => {
    const copy = [...journal];
    filterJournal(journal, '');
    expect(journal).toEqual(copy);
  });
});

describe('devtools helpers', () => {
  it('opens only with ?devtools', () => {
    expect(hasDevtoolsFlag('?devtools')).toBe(true);
    expect(hasDevtoolsFlag('?a=1&devtools=1')).toBe(true);
    expect(hasDevtoolsFlag('?inspect')).toBe(false);
    expect(hasDevtoolsFlag('')).toBe(false);
  });

  it('shows entry times to the millisecond', () => {
    expect(formatEntryTime(new Date(2025, 0, 31, 9, 5, 7, 42).getTime())).toBe('09:05:07.042');
  });

  it('names the export after the time, without characters file systems refuse', () => {
    expect(journalFileName(new Date('2025-01-31T12:03:04.250Z'))).toBe('fastdraw-journal-2025-01-31T12-03-04.json');
  });
});
