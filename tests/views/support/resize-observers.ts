import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in for the browser's ResizeObserver (jsdom has none) for the file that calls this: each
 * observer started is kept, and `reportStarted()` makes each report once, as the browser does after
 * the layout that follows `observe()`. The browser's own is put back after the file.
 */
export function resizeObservers(): { reportStarted(): void } {
  const started: (() => void)[] = [];
  const saved = globalThis.ResizeObserver;
  beforeAll(() => {
    globalThis.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        started.push(() => this.report([], this));
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    globalThis.ResizeObserver = saved;
  });
  return { reportStarted: () => started.splice(0).forEach((report) => report()) };
}
