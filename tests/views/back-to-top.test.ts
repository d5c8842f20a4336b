import { describe, expect, it, vi } from 'vitest';
import { backToTopThreshold, shouldShowBackToTop } from '../../src/layout/side-buttons/backToTop';
import { animateScrollTo, easeInOutCubic, scrollPositionAt, type ScrollDriver } from '../../src/layout/side-buttons/smoothScroll';
import { throttle, type ThrottleClock } from '../../src/layout/side-buttons/throttle';

describe('back-to-top threshold', () => {
  it('is 500 on the home page and 100 elsewhere', () => {
    expect(backToTopThreshold('/home')).toBe(500);
    expect(backToTopThreshold('/lottery-hall')).toBe(100);
  });

  it('shows the button only beyond the threshold', () => {
    expect(shouldShowBackToTop(500, '/home')).toBe(false);
    expect(shouldShowBackToTop(501, '/home')).toBe(true);
    expect(shouldShowBackToTop(100, '/message')).toBe(false);
    expect(shouldShowBackToTop(101, '/message')).toBe(true);
  });
});

/** A clock the test moves by hand, with timers that fire when time passes them. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: ThrottleClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    due.forEach((timer) => timer.run());
  };
  return { clock, advance, pending: () => timers.length };
}

describe('throttle (300 ms scroll sampling)', () => {
  it('runs the first call at once', () => {
    const { clock } = manualClock();
    const fn = vi.fn();
    throttle(fn, 300, clock)(1);
    expect(fn).toHaveBeenCalledWith(1);
  });

  it('folds calls inside the window into one trailing call with the latest arguments', () => {
    const { clock, advance } = manualClock();
    const fn = vi.fn();
    const throttled = throttle(fn, 300, clock);
    throttled(1);
    advance(100);
    throttled(2);
    advance(100);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    advance(99);
    expect(fn).toHaveBeenCalledTimes(1);
    advance(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('never runs more than once per window under a steady stream of calls', () => {
    const { clock, advance } = manualClock();
    const fn = vi.fn();
    const throttled = throttle(fn, 300, clock);
    for (let t = 0; t < 3000; t += 10) {
      throttled(t);
      advance(10);
    }
    // 3000 ms of calls: the leading call plus one per 300 ms window.
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
  });

  it('runs again at once after a quiet window', () => {
    const { clock, advance } = manualClock();
    const fn = vi.fn();
    const throttled = throttle(fn, 300, clock);
    throttled('a');
    advance(500);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the pending trailing call', () => {
    const { clock, advance, pending } = manualClock();
    const fn = vi.fn();
    const throttled = throttle(fn, 300, clock);
    throttled(1);
    throttled(2);
    throttled.cancel();
    expect(pending()).toBe(0);
    advance(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('smooth scroll (500 ms)', () => {
  it('eases from 0 to 1, symmetric around the middle', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('starts at the start, ends at the target at the duration, and passes the middle half way', () => {
    expect(scrollPositionAt(1000, 0, 0, 500)).toBe(1000);
    expect(scrollPositionAt(1000, 0, 250, 500)).toBeCloseTo(500);
    expect(scrollPositionAt(1000, 0, 500, 500)).toBe(0);
    expect(scrollPositionAt(1000, 0, 900, 500)).toBe(0);
    expect(scrollPositionAt(1000, 0, 10, 0)).toBe(0);
  });

  it('moves the page one step per frame and stops exactly at the target after 500 ms', () => {
    let now = 0;
    let frame: ((time: number) => void) | null = null;
    const positions: number[] = [];
    const driver: ScrollDriver = {
      now: () => now,
      requestFrame: (step) => {
        frame = step;
        return 1;
      },
      cancelFrame: () => {
        frame = null;
      },
      getScrollTop: () => 800,
      scrollTo: (top) => positions.push(top),
    };
    animateScrollTo(0, 500, driver);
    while (frame) {
      now += 16;
      const step: (time: number) => void = frame;
      frame = null;
      step(now);
    }
    expect(positions.at(-1)).toBe(0);
    expect(positions.length).toBe(Math.ceil(500 / 16));
    expect(positions.every((top, i) => i === 0 || top <= (positions[i - 1] as number))).toBe(true);
  });

  it('can be stopped before it ends', () => {
    let frame: (() => void) | null = null;
    const scrollTo = vi.fn();
    const stop = animateScrollTo(0, 500, {
      now: () => 0,
      requestFrame: (step) => {
        frame = () => step(0);
        return 7;
      },
      cancelFrame: (handle) => {
        expect(handle).toBe(7);
        frame = null;
      },
      getScrollTop: () => 300,
      scrollTo,
    });
    stop();
    expect(frame).toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
