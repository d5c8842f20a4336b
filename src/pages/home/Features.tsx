import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons/Icon';
import styles from './Features.module.css';

export const FEATURES: readonly { id: string; icon: IconName }[] = [
  { id: 'safe', icon: 'shield' },
  { id: 'fast', icon: 'bolt' },
  { id: 'fair', icon: 'check' },
  { id: 'service', icon: 'headset' },
];

/** Why play here: four short promises. */
export function Features() {
  const { t } = useTranslation('shell');
  return (
    <section aria-label={t('home.features.label')}>
      <ul className={styles.list}>
        {FEATURES.map((feature) => (
          <li key={feature.id} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={feature.icon} size={24} />
            </span>
            <div>
              <h3 className={styles.title}>{t(`home.features.${feature.id}.title`)}</h3>
              <p className={styles.text}>{t(`home.features.${feature.id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
