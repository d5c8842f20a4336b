import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../icons/Icon';
import styles from './ComingSoon.module.css';

/** The "not available yet" state of a page whose feature has not shipped. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.wrap} aria-labelledby="coming-soon-title">
      <div className={styles.card}>
        <span className={styles.badge}>
          <Icon name="clock" size={36} />
        </span>
        <h1 id="coming-soon-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{t('comingSoon.text')}</p>
        <Link to="/home" className="btn btn--primary btn--lg">
          <Icon name="home" size={18} />
          {t('comingSoon.home')}
        </Link>
      </div>
    </section>
  );
}
