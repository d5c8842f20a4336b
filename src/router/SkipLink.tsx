import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Skip to main content". It is also the page's first focus stop (`#page-top`), where
 * back-to-top puts the focus. Focus moves by hand so the router does not see a hash navigation.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  };
  return (
    <a id="page-top" href="#main" className="skip-link" onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}
