import type { SnapshotFrom } from 'xstate';
import type { CarouselMachine } from './carousel.machine';

/**
 * What the views make of a carousel (machines/content/carousel.machine.ts): its snapshot read by
 * tags, and how a step becomes a slide, a group or a row. Only the views need this, so it stays
 * out of the start-up script the machine is part of.
 */
export interface CarouselView {
  step: number;
  /** Nothing holds it: a carousel steps, a ticker scrolls. */
  moving: boolean;
  /** Paused by the player (the pause button shows "play"). */
  paused: boolean;
}

export function carouselView(snapshot: SnapshotFrom<CarouselMachine>): CarouselView {
  return { step: snapshot.context.step, moving: snapshot.hasTag('moving'), paused: snapshot.hasTag('paused') };
}

/** `index` wrapped into 0..count-1, so "previous" from the first slide is the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The prize carousel shows the latest draws three at a time. */
export const PRIZE_GROUP_SIZE = 3;
/** The winners list scrolls 0.5 px per frame (spec §2 "speed 0.5") at 60 frames a second. */
export const WINNERS_SPEED_PX_PER_FRAME = 0.5;
const FRAME_MS = 1000 / 60;

/** How long the winners list takes to move by one row of `rowPx` at 0.5 px a frame. */
export function tickerStepMs(rowPx: number, speed = WINNERS_SPEED_PX_PER_FRAME): number {
  return Math.round((rowPx / speed) * FRAME_MS);
}
