/**
 * Sliding-window counters for the chat's rate limits (messages per socket and per IP in the last
 * window). In memory, per node: a client spread over several nodes gets each node's allowance.
 */
export interface RateLimiter {
  /** Counts one event for `key`; false when `key` already had `limit` events in the window. */
  take(key: string): boolean;
  close(): void;
}

export function slidingWindow(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const events = new Map<string, number[]>();
  const prune = (key: string, at: number): number[] => {
    const kept = (events.get(key) ?? []).filter((time) => time > at - windowMs);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };
  // Forget idle keys, so the map holds only clients active in the last window.
  const sweep = setInterval(() => {
    const at = now();
    for (const key of [...events.keys()]) prune(key, at);
  }, windowMs);
  sweep.unref();
  return {
    take(key) {
      const at = now();
      const kept = prune(key, at);
      if (kept.length >= limit) return false;
      events.set(key, [...kept, at]);
      return true;
    },
    close() {
      clearInterval(sweep);
      events.clear();
    },
  };
}
