import { assign, fromPromise, setup, spawnChild } from 'xstate';
import type { RealityCheckSaved, RealityMinutes, SessionResult } from '../../models/gaming-limits';

export type { RealityCheckSaved, RealityMinutes };

/**
 * The reality check (issue 21 §1): every N minutes the player chose (off, 15, 30, 60) a dialog
 * shows the time played in this session and its net result, with "keep playing" and "log out".
 * The choice, the session's start and the next deadline are kept per player on the device
 * (`loadRealityCheck` / `saveRealityCheck`), so a reload keeps the deadline. Times come with the
 * answers and events (ms since the epoch); the wait is a named delay, so a simulated clock drives it.
 * The owner (the account area, while a player is logged in) sends `reality.end` when the login
 * ends: the session is over, and the next login starts a new one. Rules: docs/decisions.md.
 */

/** What is kept on the device, per player. */
export interface RealityCheckKept extends RealityCheckSaved {
  player: number;
}

export interface RealityCheckInput {
  /** The logged-in player (`userId`): what is kept is theirs. */
  player: number;
}

export interface RealityCheckContext extends RealityCheckKept {
  /** ms from entering `waiting` to the deadline. */
  waitMs: number;
  /** When the dialog opened. */
  shownAt: number | null;
  result: SessionResult | null;
}

export type RealityCheckEvent =
  | { type: 'reality.choose'; minutes: RealityMinutes; at: number }
  | { type: 'reality.keepPlaying'; at: number }
  | { type: 'reality.logout' }
  /** From the owner: the login ended (any way), so did the session. */
  | { type: 'reality.end' };

const MINUTE = 60_000;

const kept = ({ player, minutes, sessionStart, deadline }: RealityCheckContext): RealityCheckKept => ({ player, minutes, sessionStart, deadline });

export const realityCheckMachine = setup({
  types: { context: {} as RealityCheckContext, events: {} as RealityCheckEvent, input: {} as RealityCheckInput },
  actors: {
    /**
     * What the device kept for this player, and the time now: the kept session going on, or a new
     * one starting now (models/gaming-limits.ts `resumeRealityCheck`).
     */
    loadRealityCheck: fromPromise<RealityCheckSaved & { now: number }, { player: number }>(async () => {
      throw new Error('realityCheck: the loadRealityCheck actor must be provided');
    }),
    /** Keeps the choice, the session's start and the deadline for this player. */
    saveRealityCheck: fromPromise<void, RealityCheckKept>(async () => {
      throw new Error('realityCheck: the saveRealityCheck actor must be provided');
    }),
    fetchSessionResult: fromPromise<SessionResult, { since: number }>(async () => {
      throw new Error('realityCheck: the fetchSessionResult actor must be provided');
    }),
  },
  actions: {
    /** Keeps what the context now holds (a write of its own: nothing waits for it). */
    store: spawnChild('saveRealityCheck', { id: 'save', input: ({ context }) => kept(context) }),
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
  context: ({ input }) => ({ player: input.player, minutes: 0, sessionStart: 0, deadline: null, waitMs: 0, shownAt: null, result: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading what the device kept for this player.',
      tags: ['loading'],
      on: { 'reality.choose': {} },
      invoke: {
        src: 'loadRealityCheck',
        input: ({ context }) => ({ player: context.player }),
        onDone: {
          target: 'settled',
          actions: [
            // A deadline that passed while the page was closed is due now.
            assign(({ event: { output } }) => ({
              minutes: output.minutes,
              sessionStart: output.sessionStart,
              deadline: output.deadline === null ? null : Math.max(output.deadline, output.now),
              waitMs: Math.max(0, (output.deadline ?? output.now) - output.now),
            })),
            // A new session is kept at once: a reload continues it.
            'store',
          ],
        },
        onError: 'off',
      },
    },
    settled: { always: [{ guard: 'isOff', target: 'off' }, { target: 'waiting' }] },
    off: {
      description: 'No reality check chosen.',
      tags: ['off'],
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
      tags: ['dialog'],
      on: {
        'reality.keepPlaying': {
          target: 'waiting',
          actions: [
            assign(({ context, event }) => ({ deadline: event.at + context.minutes * MINUTE, waitMs: context.minutes * MINUTE, result: null, shownAt: null })),
            'store',
          ],
        },
        'reality.logout': { target: 'loggingOut', actions: 'logout' },
      },
    },
    loggingOut: {
      description: 'The player chose to log out: the dialog stays until the session has ended.',
      tags: ['dialog', 'loggingOut'],
      on: { 'reality.choose': {}, 'reality.keepPlaying': {} },
    },
    ending: {
      description: 'The login ended, so did the session: keeping that (the next login starts a new one).',
      entry: assign({ sessionStart: 0, deadline: null }),
      invoke: { src: 'saveRealityCheck', input: ({ context }) => kept(context), onDone: 'ended', onError: 'ended' },
      on: { 'reality.choose': {}, 'reality.end': {} },
    },
    ended: { type: 'final' },
  },
  on: {
    'reality.end': '.ending',
    'reality.choose': [
      {
        guard: 'choseOff',
        target: '.off',
        actions: [assign({ minutes: 0, deadline: null }), 'store'],
      },
      {
        // A new interval counts from the change.
        target: '.waiting',
        reenter: true,
        actions: [assign(({ event }) => ({ minutes: event.minutes, deadline: event.at + event.minutes * MINUTE, waitMs: event.minutes * MINUTE })), 'store'],
      },
    ],
  },
});

export type RealityCheckMachine = typeof realityCheckMachine;
