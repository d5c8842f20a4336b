import { useTranslation } from 'react-i18next';
import { useToasts } from '../../app/hooks';
import { Icon, type IconName } from '../../components/icons/Icon';
import { splitToasts, toastText } from './toastText';
import styles from './Notifications.module.css';

const TONE_ICON: Record<'info' | 'success' | 'error', IconName> = { info: 'info', success: 'check', error: 'alert' };

/** Short-lived messages; the machine that raised them also removes them. */
export function Toasts() {
  const { t } = useTranslation('shell');
  const { toasts, dismiss } = useToasts();
  const shown = splitToasts(toasts).toasts;
  return (
    <section className={styles.toasts} aria-label={t('toast.region')} aria-live="polite">
      {shown.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <Icon name={TONE_ICON[toast.tone]} size={20} className={styles.toneIcon} />
          <p className={styles.message}>{toastText(toast, t)}</p>
          <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={t('toast.dismiss')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
