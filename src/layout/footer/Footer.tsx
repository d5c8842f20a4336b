import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/hooks';
import { useAppName } from '../../components/brand/useAppName';
import { Icon } from '../../components/icons/Icon';
import { SiteQrCode } from '../../components/qr/SiteQrCode';
import styles from './Footer.module.css';

/** Members only, below the fold: its draws and prize-history dialog load once a player is logged in. */
const LatestDraws = lazy(() => import('./LatestDraws').then((module) => ({ default: module.LatestDraws })));

/** App QR, browser advice and, for members, the latest draws. */
export function Footer() {
  const { t } = useTranslation('shell');
  const appName = useAppName();
  const { isLoggedIn } = useSession();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.app}>
          <SiteQrCode size={88} />
          <div>
            <h2 className={styles.heading}>
              <Icon name="download" size={18} />
              {t('footer.appTitle')}
            </h2>
            <p className={styles.text}>{t('footer.appText', { appName })}</p>
          </div>
        </section>
        <section>
          <h2 className={styles.heading}>
            <Icon name="monitor" size={18} />
            {t('footer.browserTitle')}
          </h2>
          <p className={styles.text}>{t('footer.browserText')}</p>
        </section>
        {isLoggedIn && (
          <Suspense fallback={null}>
            <LatestDraws />
          </Suspense>
        )}
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.responsible')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), appName })}</p>
      </div>
    </footer>
  );
}
