/**
 * Calls `tick` now, every `intervalMs`, and at once when a hidden tab becomes visible again (the
 * browser throttles a hidden tab's timers, so a countdown would be late on its first frame back).
 * Returns the stop function, as a callback actor's cleanup.
 */
export function tickWhileVisible(intervalMs: number, tick: () => void): () => void {
  const id = window.setInterval(tick, intervalMs);
  const onVisible = () => document.visibilityState === 'visible' && tick();
  document.addEventListener('visibilitychange', onVisible);
  tick();
  return () => {
    window.clearInterval(id);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
