import type { InspectionEvent } from 'xstate';
import type { Journal } from './recorder';
import { JOURNAL_VERSION, type JournalData } from './types';

/** Makes the recorder, given the clock it must use. */
export type JournalFactory = (now: () => number) => Journal;

/**
 * A journal whose recorder arrives later, as a chunk of its own after the first render (issue 17
 * §2: the recorder and its redaction are 1.6 KB gzip that the first paint does not need). Until it
 * arrives every inspection event waits here with the time it happened; then the recorder sees them
 * all, in order and at those times, as if it had been there from the start, and this object hands
 * every call on. Nothing is lost: the root system's first events (its own creation, the session's
 * restore) are in the journal as before.
 */
export function deferredJournal(load: () => Promise<JournalFactory>, now: () => number): Journal {
  let recorder: Journal | null = null;
  let waiting: [InspectionEvent, number][] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const nothing: JournalData['entries'] = [];
  const noCheckpoints: JournalData['checkpoints'] = [];
  const empty = (): JournalData => ({ version: JOURNAL_VERSION, entries: [], checkpoints: [], actors: [] });

  void load().then((create) => {
    // While the waiting events are handed on, the recorder's clock says when each happened.
    let replayingAt: number | null = null;
    const journal = create(() => replayingAt ?? now());
    for (const [event, at] of waiting) {
      replayingAt = at;
      journal.inspect(event);
    }
    replayingAt = null;
    waiting = [];
    recorder = journal;
    journal.subscribe(notify);
    notify();
  });

  return {
    inspect(event) {
      if (recorder) recorder.inspect(event);
      else waiting.push([event, now()]);
    },
    entries: () => recorder?.entries() ?? nothing,
    checkpoints: () => recorder?.checkpoints() ?? noCheckpoints,
    data: () => recorder?.data() ?? empty(),
    exportJson: () => recorder?.exportJson() ?? JSON.stringify(empty(), null, 2),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
