import { useTranslation } from 'react-i18next';
import styles from './PageLoading.module.css';

/** Placeholder while a page's code or first data arrives. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
