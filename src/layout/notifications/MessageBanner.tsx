import { useTranslation } from 'react-i18next';
import { useToasts } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { splitToasts, toastText } from './toastText';
import styles from './Notifications.module.css';

/** Messages that must stay until read, such as "logged in elsewhere" (spec §8, code 4). */
export function MessageBanner() {
  const { t } = useTranslation('shell');
  const { toasts, dismiss } = useToasts();
  const { banners } = splitToasts(toasts);
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners}>
      {banners.map((banner) => (
        <div key={banner.id} className={`${styles.banner} ${styles[banner.tone]}`} role="alert">
          <Icon name="alert" size={20} className={styles.toneIcon} />
          <p className={styles.message}>{toastText(banner, t)}</p>
          <button type="button" className={styles.close} onClick={() => dismiss(banner.id)} aria-label={t('toast.dismiss')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
