import { describe, expect, it } from 'vitest';
import { carouselView } from '../../machines/content/carousel-view';
import { bannerCarouselPaths, tickerCarouselPaths } from '../paths/carousel.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of the carousel (tests/paths/carousel.paths.ts) on a live actor: it moves
 * exactly while nothing holds it (hidden tab, pause, pointer or focus), a slide's interval moves
 * it one step, and a step by hand moves it as asked.
 */
describe.each([
  ['banners', bannerCarouselPaths],
  ['ticker', tickerCarouselPaths],
] as const)('carousel (%s) — generated paths', (_name, suite) => {
  for (const path of generatePaths(suite)) {
    it(describePath(suite.machine, path), async () => {
      let before = 0;
      await replayPath(suite, path, (snapshot, event) => {
        const { step, stepMs } = snapshot.context;
        const [hidden, paused, engaged] = [snapshot.matches({ visibility: 'hidden' }), snapshot.matches({ control: 'paused' }), snapshot.matches({ attention: 'engaged' })];
        const view = carouselView(snapshot);
        expect(view.moving).toBe(!hidden && !paused && !engaged);
        expect(view.paused).toBe(paused);
        expect(snapshot.matches({ motion: view.moving ? { moving: stepMs === null ? 'continuous' : 'stepping' } : 'still' })).toBe(true);
        if (event.type.startsWith('xstate.after.')) expect(step).toBe(before + 1);
        else if (event.type === 'carousel.next') expect(step).toBe(before + 1);
        else if (event.type === 'carousel.previous') expect(step).toBe(before - 1);
        else if (event.type === 'carousel.goTo') expect(step).toBe(3);
        else expect(step).toBe(before);
        before = step;
      });
    });
  }
});
