import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../app/hooks';
import styles from './DemoBanner.module.css';

/**
 * On every page of a demo server (runtime config `demo`: demo mode, or the sandbox cashier on):
 * the money is not real. In the page's flow above the header, so it covers nothing; the server's
 * first paint draws the same strip (server/http/first-paint.ts), so the page does not jump.
 */
export function DemoBanner() {
  const { t } = useTranslation('shell');
  if (!useRuntimeConfig().demo) return null;
  return (
    <p role="note" className={styles.banner}>
      {t('demo.banner')}
    </p>
  );
}
