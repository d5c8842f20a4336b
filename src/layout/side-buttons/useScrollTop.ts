import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS } from './backToTop';
import { throttle } from './throttle';

/** The window's scroll offset, sampled at most every 300 ms. */
export function useScrollTop(): number {
  const [scrollTop, setScrollTop] = useState(0);
  useEffect(() => {
    const sample = throttle(() => setScrollTop(window.scrollY), SCROLL_THROTTLE_MS);
    sample();
    window.addEventListener('scroll', sample, { passive: true });
    return () => {
      window.removeEventListener('scroll', sample);
      sample.cancel();
    };
  }, []);
  return scrollTop;
}
