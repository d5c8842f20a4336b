import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon';
import { StandalonePage } from '../standalone/StandalonePage';
import styles from './ErrorPage.module.css';

/** The 404 and 401 pages: a code, an explanation, a back button and a link to the dashboard. */
export function ErrorPage({ code, titleKey, textKey }: { code: string; titleKey: string; textKey: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  // Opened directly there is no page to go back to, so "back" goes to the dashboard.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/home', { replace: true }));
  return (
    <StandalonePage
      title={t(titleKey)}
      subtitle={t(textKey)}
      art={
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      }
    >
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline btn--lg" onClick={goBack}>
          <Icon name="chevronLeft" size={18} />
          {t('errorPage.back')}
        </button>
        <Link to="/home" className="btn btn--primary btn--lg">
          <Icon name="home" size={18} />
          {t('errorPage.dashboard')}
        </Link>
      </div>
    </StandalonePage>
  );
}
