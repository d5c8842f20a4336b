import { assign, setup } from 'xstate';

/**
 * The k3 dice animation (spec §4 "Dice result", §9): on a new result the dice spin for 3 s,
 * each stopping 350 ms after the one before; while spinning the faces cycle every 90 ms.
 * Faces are chosen deterministically from the frame number, so a replay shows the same frames.
 */
export const SPIN_MS = 3000;
export const STAGGER_MS = 350;
export const CAROUSEL_MS = 90;

export interface DiceContext {
  /** Faces on screen, 1–6. */
  faces: number[];
  /** The result being revealed. */
  result: number[];
  /** How many dice (from the left) have stopped on their result. */
  stopped: number;
  frame: number;
}

export type DiceEvent = { type: 'dice.roll'; result: number[] } | { type: 'dice.show'; result: number[] };

const carouselFaces = (context: DiceContext, frame: number): number[] =>
  context.result.map((face, i) => (i < context.stopped ? face : ((frame + i * 2) % 6) + 1));

export const diceMachine = setup({
  types: { context: {} as DiceContext, events: {} as DiceEvent, input: {} as { result?: number[] } },
  actions: {
    showResult: assign((_, params: { result: number[] }) => ({ result: params.result, faces: params.result, stopped: params.result.length })),
  },
  delays: {
    carousel: CAROUSEL_MS,
    /** The first die stops after the spin; each next one STAGGER_MS later. */
    nextStop: ({ context }) => (context.stopped === 0 ? SPIN_MS : STAGGER_MS),
  },
  guards: {
    allStopped: ({ context }) => context.stopped >= context.result.length,
    /** False under the player's reduced-motion preference (injected by the app). */
    motionAllowed: () => true,
  },
}).createMachine({
  id: 'dice',
  context: ({ input }) => ({ faces: input.result ?? [1, 1, 1], result: input.result ?? [1, 1, 1], stopped: 3, frame: 0 }),
  initial: 'still',
  on: {
    // Without animation (first paint, reduced motion): show the result at once.
    'dice.show': { target: '.still', actions: { type: 'showResult', params: ({ event }) => ({ result: event.result }) } },
  },
  states: {
    still: {
      on: {
        'dice.roll': [
          { guard: 'motionAllowed', target: 'spinning', actions: assign(({ event }) => ({ result: event.result, stopped: 0, frame: 0 })) },
          { actions: { type: 'showResult', params: ({ event }) => ({ result: event.result }) } },
        ],
      },
    },
    spinning: {
      tags: ['spinning'],
      description: 'The dice turn; they stop one by one on the result.',
      entry: assign(({ context }) => ({ faces: carouselFaces(context, context.frame) })),
      type: 'parallel',
      states: {
        carousel: {
          initial: 'turning',
          states: {
            turning: {
              after: {
                carousel: {
                  target: 'turning',
                  reenter: true,
                  actions: assign(({ context }) => ({ frame: context.frame + 1, faces: carouselFaces(context, context.frame + 1) })),
                },
              },
            },
          },
        },
        stopping: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                nextStop: {
                  target: 'waiting',
                  reenter: true,
                  actions: assign(({ context }) => {
                    const stopped = context.stopped + 1;
                    return { stopped, faces: carouselFaces({ ...context, stopped }, context.frame) };
                  }),
                },
              },
            },
          },
        },
      },
      always: { guard: 'allStopped', target: 'still', actions: assign(({ context }) => ({ faces: context.result })) },
    },
  },
});
