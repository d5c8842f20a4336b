import { describe, expect, it } from 'vitest';
import { KEEP_CLEAR_GAP, placeClear, type Box } from '../../src/layout/side-buttons/keepClear';

/** A phone 390 × 844: back-to-top (48 px) floats at the right, 76 px above the bottom. */
const home: Box = { top: 720, bottom: 768, left: 330, right: 378 };
const box = (top: number, bottom: number, left = 13, right = 377): Box => ({ top, bottom, left, right });
const MIN_TOP = 422;

describe('floating buttons keep clear of marked controls', () => {
  it('stay where they are when nothing is in the way', () => {
    expect(placeClear(home, [], MIN_TOP)).toEqual({ lift: 0, hidden: false });
    // Beside, above or below the buttons, with the gap kept.
    expect(placeClear(home, [box(600, 800, 13, 320)], MIN_TOP)).toEqual({ lift: 0, hidden: false });
    expect(placeClear(home, [box(500, 720 - KEEP_CLEAR_GAP)], MIN_TOP)).toEqual({ lift: 0, hidden: false });
    expect(placeClear(home, [box(768 + KEEP_CLEAR_GAP, 900)], MIN_TOP)).toEqual({ lift: 0, hidden: false });
  });

  it('rise just above the stake bar stuck to the bottom of the screen', () => {
    const bar = box(676, 784);
    const placed = placeClear(home, [bar], MIN_TOP);
    expect(placed).toEqual({ lift: 768 - (676 - KEEP_CLEAR_GAP), hidden: false });
    expect(home.bottom - placed.lift).toBe(bar.top - KEEP_CLEAR_GAP);
  });

  it('rise above every obstacle they meet on the way up', () => {
    const placed = placeClear(home, [box(676, 784), box(600, 672)], MIN_TOP);
    expect(home.bottom - placed.lift).toBe(600 - KEEP_CLEAR_GAP);
  });

  it('hide rather than rise too high', () => {
    expect(placeClear(home, [box(300, 800)], MIN_TOP)).toEqual({ lift: 0, hidden: true });
  });

  it('never end on an obstacle, wherever it is', () => {
    for (let top = 0; top < 844; top += 7) {
      const bar = box(top, top + 108);
      const placed = placeClear(home, [bar], 0);
      if (placed.hidden) continue;
      const at = { ...home, top: home.top - placed.lift, bottom: home.bottom - placed.lift };
      expect(at.top < bar.bottom && bar.top < at.bottom, `bar at ${top}`).toBe(false);
    }
  });
});
