import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../app/hooks';
import { releaseFirstPaint, releaseFirstPaintUnlessShowing } from '../lib/first-paint';

/** Lets the server's first paint stand only while it shows the app's page in the app's language (src/lib/first-paint.ts). */
export function FirstPaintRelease() {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  useLayoutEffect(() => releaseFirstPaintUnlessShowing(pathname, language), [pathname, language]);
  return null;
}

/**
 * A page shows itself instead of its first paint once `drawn`: before the browser paints, so the
 * two never show together and nothing blinks in between.
 */
export function useFirstPaintDone(drawn = true): void {
  useLayoutEffect(() => {
    if (drawn) releaseFirstPaint();
  }, [drawn]);
}
