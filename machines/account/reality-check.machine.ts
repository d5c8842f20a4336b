import { assign, fromPromise, setup } from 'xstate';
import type { SessionResult } from '../../models/gaming-limits';

/**
 * The reality check (issue 21 §1): every N minutes the player chose (off, 15, 30, 60) a dialog
 * shows the time played in this session and its net result, with "keep playing" and "log out".
 * The choice, the session's start and the next deadline are kept per player on the device
 * (`loadRealityCheck` / `storeRealityCheck`), so a reload keeps the deadline. Times come with the
 * answers and events (ms since the epoch); the wait is a named delay, so a simulated clock drives it.
 */

export type RealityMinutes = 0 | 15 | 30 | 60;

export interface RealityCheckSaved {
  minutes: RealityMinutes;
  /** When this session began. */
  sessionStart: number;
  /** When the dialog is due (null: off). */
  deadline: number | null;
}

export interface RealityCheckContext extends RealityCheckSaved {
  /** ms from entering `waiting` to the deadline. */
  waitMs: number;
  /** When the dialog opened. */
  shownAt: number | null;
  result: SessionResult | null;
}

export type RealityCheckEvent =
  | { type: 'reality.choose'; minutes: RealityMinutes; at: number }
  | { type: 'reality.keepPlaying'; at: number }
  | { type: 'reality.logout' };

const MINUTE = 60_000;

export const realityCheckMachine = setup({
  types: { context: {} as RealityCheckContext, events: {} as RealityCheckEvent },
  actors: {
    /** What the device kept for this player, and the time now. */
    loadRealityCheck: fromPromise<RealityCheckSaved & { now: number }, void>(async () => {
      throw new Error('realityCheck: the loadRealityCheck actor must be provided');
    }),
    fetchSessionResult: fromPromise<SessionResult, { since: number }>(async () => {
      throw new Error('realityCheck: the fetchSessionResult actor must be provided');
    }),
  },
  actions: {
    /** Keeps the choice, the session's start and the deadline for this player (effect). */
    store: (_, _params: RealityCheckSaved) => {},
    /** The player chose to log out (the owner ends the session). */
    logout: () => {},
  },
  delays: { untilDue: ({ context }) => context.waitMs },
  guards: {
    isOff: ({ context }) => context.minutes === 0 || context.deadline === null,
    choseOff: ({ event }) => event.type === 'reality.choose' && event.minutes === 0,
  },
}).createMachine({
  id: 'realityCheck',
  context: { minutes: 0, sessionStart: 0, deadline: null, waitMs: 0, shownAt: null, result: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading what the device kept for this player.',
      invoke: {
        src: 'loadRealityCheck',
        onDone: {
          target: 'settled',
          actions: assign(({ event }) => ({
            minutes: event.output.minutes,
            sessionStart: event.output.sessionStart,
            deadline: event.output.deadline,
            waitMs: Math.max(0, (event.output.deadline ?? event.output.now) - event.output.now),
          })),
        },
        onError: 'off',
      },
    },
    settled: { always: [{ guard: 'isOff', target: 'off' }, { target: 'waiting' }] },
    off: {
      description: 'No reality check chosen.',
    },
    waiting: {
      description: 'Counting down to the next dialog (a named delay: the simulated clock in tests).',
      after: { untilDue: 'fetching' },
    },
    fetching: {
      description: 'The session’s net result for the dialog.',
      invoke: {
        src: 'fetchSessionResult',
        input: ({ context }) => ({ since: context.sessionStart }),
        onDone: { target: 'showing', actions: assign({ result: ({ event }) => event.output, shownAt: ({ context }) => context.deadline }) },
        onError: { target: 'showing', actions: assign({ result: null, shownAt: ({ context }) => context.deadline }) },
      },
    },
    showing: {
      description: 'The dialog: time played and net result, keep playing or log out.',
      on: {
        'reality.keepPlaying': {
          target: 'waiting',
          actions: [
            assign(({ context, event }) => ({ deadline: event.at + context.minutes * MINUTE, waitMs: context.minutes * MINUTE, result: null, shownAt: null })),
            { type: 'store', params: ({ context }) => ({ minutes: context.minutes, sessionStart: context.sessionStart, deadline: context.deadline }) },
          ],
        },
        'reality.logout': { target: 'loggedOut', actions: 'logout' },
      },
    },
    loggedOut: { description: 'The player chose to log out.', type: 'final' },
  },
  on: {
    'reality.choose': [
      {
        guard: 'choseOff',
        target: '.off',
        actions: [assign({ minutes: 0, deadline: null }), { type: 'store', params: ({ context }) => ({ minutes: 0, sessionStart: context.sessionStart, deadline: null }) }],
      },
      {
        target: '.waiting',
        reenter: true,
        actions: [
          assign(({ event }) => ({ minutes: event.minutes, deadline: event.at + event.minutes * MINUTE, waitMs: event.minutes * MINUTE })),
          { type: 'store', params: ({ context }) => ({ minutes: context.minutes, sessionStart: context.sessionStart, deadline: context.deadline }) },
        ],
      },
    ],
  },
});

export type RealityCheckMachine = typeof realityCheckMachine;
