import { useLayoutEffect, type RefObject } from 'react';
import { KEEP_CLEAR_ATTRIBUTE, placeClear, type Box } from './keepClear';

/** The buttons rise at most to the middle of the screen; above that they hide. */
const MAX_RISE = 0.5;

/**
 * Keeps the floating element out of the way of `[data-keep-clear]` elements (see keepClear.ts):
 * measures on every scroll frame, resize and layout change, and sets `--keep-clear-lift` and
 * `data-hidden` on the element for its CSS. `deps` re-measure when the element's content changes.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let lift = 0;
    let frame = 0;
    const update = () => {
      frame = 0;
      const marked = document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`);
      // Nothing to keep clear of (most pages): no need to measure, which would force a layout of
      // the page on every change of its size while it loads.
      if (marked.length === 0) {
        lift = 0;
        element.style.removeProperty('--keep-clear-lift');
        element.removeAttribute('data-hidden');
        return;
      }
      const rect = element.getBoundingClientRect();
      // The box measured is already lifted by `lift`: its own place is that much lower.
      const home: Box = { top: rect.top + lift, bottom: rect.bottom + lift, left: rect.left, right: rect.right };
      const obstacles = Array.from(marked, (other) => other.getBoundingClientRect()).filter(
        (box) => box.width > 0 && box.height > 0,
      );
      const placement = placeClear(home, obstacles, window.innerHeight * (1 - MAX_RISE));
      lift = placement.lift;
      element.style.setProperty('--keep-clear-lift', `${lift}px`);
      element.toggleAttribute('data-hidden', placement.hidden);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that grows or shrinks (rules loading, an error under the stake) moves the obstacles.
    // The observer also reports once when it starts, after the browser's layout: the first
    // measure waits for it rather than forcing a layout of the page React has just changed.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (resizes) resizes.observe(document.body);
    else update();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizes?.disconnect();
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ref, ...deps]);
}
