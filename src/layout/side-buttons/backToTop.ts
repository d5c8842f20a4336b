/** Back-to-top appears after 500 scroll units on the home page and 100 elsewhere (spec §2). */
export const BACK_TO_TOP_HOME_THRESHOLD = 500;
export const BACK_TO_TOP_THRESHOLD = 100;
/** Scroll events are sampled at most this often. */
export const SCROLL_THROTTLE_MS = 300;
/** The way back up takes this long. */
export const SCROLL_TO_TOP_MS = 500;

export function backToTopThreshold(pathname: string): number {
  return pathname === '/home' ? BACK_TO_TOP_HOME_THRESHOLD : BACK_TO_TOP_THRESHOLD;
}

export function shouldShowBackToTop(scrollTop: number, pathname: string): boolean {
  return scrollTop > backToTopThreshold(pathname);
}
