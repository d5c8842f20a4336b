import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import styles from './Footer.module.css';

/** Members' latest-draw panel; it stays in its empty state until games publish draws. */
export function LatestDraws() {
  const { t } = useTranslation('shell');
  return (
    <section>
      <h2 className={styles.heading}>
        <Icon name="trophy" size={18} />
        {t('footer.drawsTitle')}
      </h2>
      <p className={styles.empty}>
        <Icon name="dice" size={28} />
        {t('footer.drawsEmpty')}
      </p>
    </section>
  );
}
