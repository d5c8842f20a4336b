import { assign, setup } from 'xstate';
import { stepsOf } from './steps';
import type { JournalData } from './types';

/**
 * The developer panel's Replay view (src/devtools/ReplayView.tsx): which journal is loaded (the
 * live one as it was when asked, or an imported file), whether the last import failed, and the
 * step of time travel shown. The app spawns it while the view shows (`devtools.replay.show` /
 * `devtools.replay.hide`, system id `devtoolsReplay`); the journal does not record it
 * (`UNJOURNALED`, recorder.ts), or a journal replayed would be copied into the journal.
 *
 * Reading and parsing a file is the view's (the file is the browser's): it sends
 * `replay.load {data, fileName}` or `replay.importFailed {fileName, message}`.
 */
export interface TimeTravelSource {
  data: JournalData;
  /** The file's name; absent for the live journal. */
  fileName?: string;
}

export interface TimeTravelContext {
  source: TimeTravelSource | null;
  /** The step shown, 0 … last. */
  index: number;
  /** The last step's index (steps − 1). */
  last: number;
  /** The import that failed: the file's name and why. */
  importError: { fileName: string; message: string } | null;
}

export type TimeTravelEvent =
  | { type: 'replay.load'; data: JournalData; fileName?: string }
  | { type: 'replay.importFailed'; fileName: string; message: string }
  | { type: 'replay.first' }
  | { type: 'replay.back' }
  | { type: 'replay.forward' }
  | { type: 'replay.last' }
  | { type: 'replay.goTo'; index: number };

const clamp = (index: number, last: number) => Math.max(0, Math.min(last, Math.round(index)));

export const timeTravelMachine = setup({
  types: { context: {} as TimeTravelContext, events: {} as TimeTravelEvent },
  actions: {
    load: assign(({ event }) => {
      if (event.type !== 'replay.load') return {};
      const last = stepsOf(event.data).length - 1;
      return { source: { data: event.data, ...(event.fileName === undefined ? {} : { fileName: event.fileName }) }, last, index: Math.max(0, last) };
    }),
  },
  guards: {
    hasSteps: ({ context }) => context.last >= 0,
    notFirst: ({ context }) => context.index > 0,
    notLast: ({ context }) => context.index < context.last,
  },
}).createMachine({
  id: 'timeTravel',
  context: { source: null, index: 0, last: -1, importError: null },
  type: 'parallel',
  states: {
    source: {
      initial: 'none',
      on: { 'replay.load': { target: '.loaded', reenter: true, actions: 'load' } },
      states: {
        none: { description: 'Nothing loaded yet: the view says how to start.', tags: ['empty'] },
        loaded: {
          description: 'A journal is loaded (live or a file).',
          tags: ['loaded'],
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasSteps', target: 'stepping' }, { target: 'noSteps' }] },
            noSteps: { description: 'The journal has no processed event to step through.', tags: ['noSteps'] },
            stepping: {
              description: 'One step is shown; the controls move within the journal.',
              tags: ['stepping'],
              on: {
                'replay.first': { guard: 'notFirst', actions: assign({ index: 0 }) },
                'replay.back': { guard: 'notFirst', actions: assign({ index: ({ context }) => context.index - 1 }) },
                'replay.forward': { guard: 'notLast', actions: assign({ index: ({ context }) => context.index + 1 }) },
                'replay.last': { guard: 'notLast', actions: assign({ index: ({ context }) => context.last }) },
                'replay.goTo': { actions: assign({ index: ({ context, event }) => clamp(event.index, context.last) }) },
              },
            },
          },
        },
      },
    },
    import: {
      initial: 'clear',
      on: {
        'replay.load': '.clear',
        'replay.importFailed': { target: '.failed', actions: assign({ importError: ({ event }) => ({ fileName: event.fileName, message: event.message }) }) },
      },
      states: {
        clear: { entry: assign({ importError: null }) },
        failed: { description: 'The last file could not be read as a journal: the view says why.', tags: ['importFailed'] },
      },
    },
  },
});

export type TimeTravelMachine = typeof timeTravelMachine;
