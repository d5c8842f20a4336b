import { useTranslation } from 'react-i18next';
import { useFirstPaintDone } from '../../router/FirstPaintRelease';
import { StandalonePage } from '../standalone/StandalonePage';

/** Shown when a route fails to render or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  // The routes' wrapper that releases the server's first paint is what failed: this page must show.
  useFirstPaintDone();
  return (
    <StandalonePage title={t('errorPage.crashTitle')} subtitle={t('errorPage.crashText')}>
      <button type="button" className="btn btn--primary btn--lg btn--block" onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </button>
    </StandalonePage>
  );
}
