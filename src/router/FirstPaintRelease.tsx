import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../app/hooks';
import { releaseFirstPaintUnlessShowing } from '../lib/first-paint';

/** Lets the server's first paint stand only while it shows the app's page in the app's language (src/lib/first-paint.ts). */
export function FirstPaintRelease() {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  useLayoutEffect(() => releaseFirstPaintUnlessShowing(pathname, language), [pathname, language]);
  return null;
}
