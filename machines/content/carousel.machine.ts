import { assign, setup, stateIn } from 'xstate';
import { watchVisibility, type VisibilityChanged } from '../core/page-signals';

/**
 * Everything on home that moves by itself (spec §2 "Home", §9): the banner carousel (a slide
 * every 5 s), the prize carousel (groups of 3 every 5 s), the winners list (scrolling at 0.5 px
 * a frame) and the notice bar. The machine counts steps on the actor system's clock; the view
 * maps a step to a slide, a group or a row (`wrapIndex(step, count)`, ./carousel-view.ts), so the machine never
 * needs to know how many items there are.
 *
 * It moves only while nothing holds it (WCAG 2.2.2): the tab is visible (an injected
 * visibility actor), the player has not pressed pause, the pointer or the keyboard focus is
 * not on it, and the player does not ask for reduced motion — then it starts paused, and
 * pressing play is their choice. A continuous ticker (`stepMs: null`, the notice marquee) has
 * no steps: the view animates it while the machine is `moving`.
 */
export interface CarouselInput {
  /** Time of one step, or null for a ticker the view moves continuously. */
  stepMs: number | null;
}

export interface CarouselContext extends CarouselInput {
  /** Steps taken (negative after going back); the view wraps it. */
  step: number;
}

export type CarouselEvent =
  | VisibilityChanged
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; step: number }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  | { type: 'carousel.engage' }
  | { type: 'carousel.release' };

/** The banner and prize carousels change every 5 s (spec §2, §9). */
export const SLIDE_MS = 5000;

/**
 * Three regions hold it or let it go — the tab (`visibility`), the player's pause (`control`), the
 * pointer or focus (`attention`) — and `motion` follows them: every event passes through `still`,
 * which moves on at once when nothing holds it, so a step by hand (or a hold that came and went)
 * gives the next slide its full interval again.
 */
export const carouselMachine = setup({
  types: { context: {} as CarouselContext, events: {} as CarouselEvent, input: {} as CarouselInput },
  actors: { watchVisibility },
  actions: {
    forward: assign({ step: ({ context }) => context.step + 1 }),
  },
  guards: {
    /** False under the player's reduced-motion preference (injected at the root). */
    motionAllowed: () => true,
    free: stateIn({ visibility: 'shown', control: 'playing', attention: 'free' }),
    stepping: ({ context }) => context.stepMs !== null,
  },
  delays: {
    step: ({ context }) => context.stepMs ?? 0,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ stepMs: input.stepMs, step: 0 }),
  invoke: { src: 'watchVisibility' },
  type: 'parallel',
  states: {
    visibility: {
      initial: 'shown',
      on: { 'page.visibility': [{ guard: ({ event }) => event.visible, target: '.shown' }, { target: '.hidden' }] },
      states: {
        shown: {},
        hidden: {},
      },
    },
    control: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'motionAllowed', target: 'playing' }, { target: 'paused' }] },
        playing: { on: { 'carousel.pause': 'paused' } },
        paused: { tags: 'paused', description: 'Paused by the player (or reduced motion)', on: { 'carousel.play': 'playing' } },
      },
    },
    attention: {
      initial: 'free',
      states: {
        free: { on: { 'carousel.engage': 'engaged' } },
        engaged: { on: { 'carousel.release': 'free' } },
      },
    },
    motion: {
      initial: 'still',
      on: {
        'page.visibility': '.still',
        'carousel.pause': '.still',
        'carousel.play': '.still',
        'carousel.engage': '.still',
        'carousel.release': '.still',
        'carousel.next': { target: '.still', actions: 'forward' },
        'carousel.previous': { target: '.still', actions: assign({ step: ({ context }) => context.step - 1 }) },
        'carousel.goTo': { target: '.still', actions: assign({ step: ({ event }) => event.step }) },
      },
      states: {
        still: { always: { guard: 'free', target: 'moving' } },
        moving: {
          tags: 'moving',
          description: 'Nothing holds it',
          initial: 'starting',
          states: {
            starting: { always: [{ guard: 'stepping', target: 'stepping' }, { target: 'continuous' }] },
            stepping: { after: { step: { target: 'stepping', reenter: true, actions: 'forward' } } },
            continuous: {},
          },
        },
      },
    },
  },
});

export type CarouselMachine = typeof carouselMachine;
