export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (on unmount). */
  cancel(): void;
}

export interface ThrottleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: ThrottleClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `fn` at most once per `waitMs`: the first call runs at once, calls inside the window are
 * folded into one trailing call with the latest arguments, so the final scroll position is
 * never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number, clock: ThrottleClock = realClock): Throttled<A> {
  let lastRun = -Infinity;
  let pending: unknown = null;
  let latestArgs: A | null = null;

  const runLatest = () => {
    pending = null;
    lastRun = clock.now();
    const args = latestArgs;
    latestArgs = null;
    if (args) fn(...args);
  };

  const throttled = (...args: A) => {
    latestArgs = args;
    const remaining = waitMs - (clock.now() - lastRun);
    if (remaining <= 0 && pending === null) runLatest();
    else if (pending === null) pending = clock.setTimeout(runLatest, remaining);
  };
  throttled.cancel = () => {
    if (pending !== null) clock.clearTimeout(pending);
    pending = null;
    latestArgs = null;
  };
  return throttled;
}
