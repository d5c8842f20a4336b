import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons/Icon';
import styles from './ContentStates.module.css';

/** A list that could not be loaded, with its retry (the list machine's failed state). */
export function Failed({ text, retry }: { text: string; retry(): void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} role="alert">
      <Icon name="alert" size={32} />
      <p>{text}</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        {t('button.retry')}
      </button>
    </div>
  );
}

/** A list with nothing in it yet. */
export function Empty({ text, icon = 'mail' }: { text: string; icon?: IconName }) {
  return (
    <div className={styles.state}>
      <Icon name={icon} size={32} />
      <p>{text}</p>
    </div>
  );
}
