/** Ease in and out, so the motion neither jumps off nor slams into the top. */
export function easeInOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
}

/** Where the page should be `elapsedMs` into a scroll from `from` to `to` lasting `durationMs`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return to;
  return from + (to - from) * easeInOutCubic(elapsedMs / durationMs);
}

export interface ScrollDriver {
  now(): number;
  requestFrame(step: (time: number) => void): number;
  cancelFrame(handle: number): void;
  getScrollTop(): number;
  scrollTo(top: number): void;
}

const windowDriver = (): ScrollDriver => ({
  now: () => performance.now(),
  requestFrame: (step) => requestAnimationFrame(step),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
  getScrollTop: () => window.scrollY,
  scrollTo: (top) => window.scrollTo(0, top),
});

/**
 * Animates the scroll position to `to` over `durationMs`, one step per animation frame.
 * Returns a function that stops the animation (the user grabbed the wheel, the view unmounted).
 */
export function animateScrollTo(to: number, durationMs: number, driver: ScrollDriver = windowDriver()): () => void {
  const from = driver.getScrollTop();
  const start = driver.now();
  let frame = 0;
  const step = () => {
    const elapsed = driver.now() - start;
    driver.scrollTo(scrollPositionAt(from, to, elapsed, durationMs));
    if (elapsed < durationMs) frame = driver.requestFrame(step);
  };
  frame = driver.requestFrame(step);
  return () => driver.cancelFrame(frame);
}
