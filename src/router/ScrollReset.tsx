import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec §2 "scroll reset to top": every navigation starts at the top of the page — links, the
 * machines' redirects, back and forward, and the first render of a full page load (the browser's
 * own restoration is off, see `main.tsx`). A change of the hash alone keeps the place.
 *
 * React Router's `<ScrollRestoration>` is not used: it restores saved positions, and on a full
 * page load every first entry has the same key ("default"), so a new page opened part-way down.
 */
export function ScrollReset() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
