import { useSyncExternalStore } from 'react';

/** The layout's one breakpoint (spec: mobile below 992 px), as every stylesheet writes it. */
export const PHONE_MEDIA = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches;

/**
 * True below the breakpoint. For the few controls that a phone places elsewhere (not just
 * restyles): rendering one of the two places, rather than hiding one with CSS, keeps a single
 * control of each name in the page for assistive technology and for tests.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
