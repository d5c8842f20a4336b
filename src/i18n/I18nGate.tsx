import { use, useEffect, type ReactNode } from 'react';
import { useLanguage } from '../app/hooks';
import { initI18n } from './initI18n';

/** Suspends until the chosen language's resources are loaded, then keeps `<html lang>` in step. */
export function I18nGate({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  use(initI18n(language));
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return children;
}
