import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Brand } from '../../components/brand/Brand';
import { Icon } from '../../components/icons/Icon';
import styles from './StandalonePage.module.css';

/** Pages outside the common layout (login, register, 404, 401): a card on the brand background. */
export interface StandalonePageProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** Drawn above the title (an error code, a logo). */
  art?: ReactNode;
  children: ReactNode;
}

export function StandalonePage({ title, subtitle, art, children }: StandalonePageProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Brand />
        <Link to="/home" className={styles.back}>
          <Icon name="home" size={16} />
          {t('standalone.home')}
        </Link>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <section className={styles.card} aria-labelledby="standalone-title">
          {art}
          <h1 id="standalone-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </section>
      </main>
    </div>
  );
}
