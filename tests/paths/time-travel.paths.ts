import type { JournalData } from '../../machines/journal/journal';
import { timeTravelMachine } from '../../machines/journal/time-travel.machine';
import type { PathSuite } from './generate';

const entry = (seq: number, prev: number | null, type: string) => ({ seq, at: 0, target: 'form', actor: 'x:1', event: { type }, prev, state: 'idle' });

/** A journal of three processed events (three steps). */
export const THREE_STEPS: JournalData = {
  version: 2,
  entries: [entry(1, null, 'xstate.init'), entry(2, 1, 'edit'), entry(3, 2, 'send')],
  checkpoints: [],
  actors: [{ actor: 'x:1', target: 'form', live: true, tail: 3 }],
};

/** A journal with nothing processed yet (the live journal of a page just opened). */
export const NO_STEPS: JournalData = { version: 2, entries: [], checkpoints: [], actors: [] };

/** The developer panel's Replay view: load a journal (or fail to import one), then step through it. */
export const timeTravelPaths: PathSuite<typeof timeTravelMachine> = {
  machine: timeTravelMachine,
  events: [
    { type: 'replay.load', data: THREE_STEPS, fileName: 'journal.json' },
    { type: 'replay.load', data: NO_STEPS },
    { type: 'replay.importFailed', fileName: 'notes.json', message: 'not a journal' },
    { type: 'replay.first' },
    { type: 'replay.back' },
    { type: 'replay.forward' },
    { type: 'replay.last' },
    { type: 'replay.goTo', index: 1 },
  ],
  answers: {},
};
