import { fromCallback } from 'xstate';
import { carouselMachine, SLIDE_MS } from '../../machines/content/carousel.machine';
import type { PathSuite } from './generate';

/**
 * A carousel as the tab is hidden and shown, the player pauses and plays, points at it (or
 * focuses it) and leaves, and steps by hand; a slide's interval passing moves it on. One suite
 * steps (the banners, 5 s a slide), one is a ticker the view moves continuously (the winners).
 * The tab's visibility comes as events: the walk's watcher sends nothing. The state value is the
 * vertex: its regions hold every combination of what keeps it still.
 */
const events = [
  { type: 'page.visibility', visible: false },
  { type: 'page.visibility', visible: true },
  { type: 'carousel.pause' },
  { type: 'carousel.play' },
  { type: 'carousel.engage' },
  { type: 'carousel.release' },
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.goTo', step: 3 },
] as const;

const suite = (stepMs: number | null): PathSuite<typeof carouselMachine> => ({
  machine: carouselMachine,
  input: { stepMs },
  events,
  provide: { actors: { watchVisibility: fromCallback(() => {}) as never } },
});

export const bannerCarouselPaths = suite(SLIDE_MS);
export const tickerCarouselPaths = suite(null);
