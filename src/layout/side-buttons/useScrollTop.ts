import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS } from './backToTop';
import { throttle } from './throttle';

/**
 * The window's scroll offset, sampled at most every 300 ms, from the first scroll on. Not read when
 * mounted: a page starts at the top (ScrollReset), and reading it right after React drew the page
 * makes the browser lay the page out there and then (170 ms of a phone's start, at 4x CPU).
 */
export function useScrollTop(): number {
  const [scrollTop, setScrollTop] = useState(0);
  useEffect(() => {
    const sample = throttle(() => setScrollTop(window.scrollY), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', sample, { passive: true });
    return () => {
      window.removeEventListener('scroll', sample);
      sample.cancel();
    };
  }, []);
  return scrollTop;
}
