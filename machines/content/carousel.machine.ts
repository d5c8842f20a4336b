import { assign, setup, type SnapshotFrom } from 'xstate';
import { watchVisibility, type VisibilityChanged } from '../core/page-signals';

/**
 * Everything on home that moves by itself (spec §2 "Home", §9): the banner carousel (a slide
 * every 5 s), the prize carousel (groups of 3 every 5 s), the winners list (scrolling at 0.5 px
 * a frame) and the notice bar. The machine counts steps on the actor system's clock; the view
 * maps a step to a slide, a group or a row (`wrapIndex(step, count)`), so the machine never
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
  hidden: boolean;
  /** Pause pressed (or reduced motion asked for at start). */
  paused: boolean;
  /** Pointer over it or keyboard focus in it. */
  engaged: boolean;
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
/** The prize carousel shows the latest draws three at a time. */
export const PRIZE_GROUP_SIZE = 3;
/** The winners list scrolls 0.5 px per frame (spec §2 "speed 0.5") at 60 frames a second. */
export const WINNERS_SPEED_PX_PER_FRAME = 0.5;
const FRAME_MS = 1000 / 60;

/** How long the winners list takes to move by one row of `rowPx` at 0.5 px a frame. */
export function tickerStepMs(rowPx: number, speed = WINNERS_SPEED_PX_PER_FRAME): number {
  return Math.round((rowPx / speed) * FRAME_MS);
}

export const carouselMachine = setup({
  types: { context: {} as CarouselContext, events: {} as CarouselEvent, input: {} as CarouselInput },
  actors: { watchVisibility },
  guards: {
    /** False under the player's reduced-motion preference (injected at the root). */
    motionAllowed: () => true,
    free: ({ context }) => !context.hidden && !context.paused && !context.engaged,
    stepping: ({ context }) => context.stepMs !== null,
  },
  delays: {
    step: ({ context }) => context.stepMs ?? 0,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ stepMs: input.stepMs, step: 0, hidden: false, paused: false, engaged: false }),
  invoke: { src: 'watchVisibility' },
  initial: 'starting',
  on: {
    'page.visibility': { target: '.deciding', actions: assign({ hidden: ({ event }) => !event.visible }) },
    // A step by hand starts the interval again, so the next slide gets its full 5 s.
    'carousel.next': { target: '.deciding', actions: assign({ step: ({ context }) => context.step + 1 }) },
    'carousel.previous': { target: '.deciding', actions: assign({ step: ({ context }) => context.step - 1 }) },
    'carousel.goTo': { target: '.deciding', actions: assign({ step: ({ event }) => event.step }) },
    'carousel.pause': { target: '.deciding', actions: assign({ paused: true }) },
    'carousel.play': { target: '.deciding', actions: assign({ paused: false }) },
    'carousel.engage': { target: '.deciding', actions: assign({ engaged: true }) },
    'carousel.release': { target: '.deciding', actions: assign({ engaged: false }) },
  },
  states: {
    starting: {
      always: [{ guard: 'motionAllowed', target: 'deciding' }, { target: 'deciding', actions: assign({ paused: true }) }],
    },
    deciding: {
      always: [{ guard: 'free', target: 'moving' }, { target: 'still' }],
    },
    moving: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'stepping', target: 'waiting' }, { target: 'continuous' }] },
        waiting: {
          after: { step: { target: 'waiting', reenter: true, actions: assign({ step: ({ context }) => context.step + 1 }) } },
        },
        continuous: {},
      },
    },
    still: {},
  },
});

export type CarouselMachine = typeof carouselMachine;

export interface CarouselView {
  step: number;
  moving: boolean;
  /** Paused by the player (the pause button shows "play"). */
  paused: boolean;
}

export function carouselView(snapshot: SnapshotFrom<CarouselMachine>): CarouselView {
  return { step: snapshot.context.step, moving: snapshot.matches('moving'), paused: snapshot.context.paused };
}

/** `index` wrapped into 0..count-1, so "previous" from the first slide is the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
