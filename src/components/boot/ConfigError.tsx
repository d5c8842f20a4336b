import { useTranslation } from 'react-i18next';
import styles from './ConfigError.module.css';

/** The page's runtime configuration is invalid: nothing can work, so say exactly what is wrong. */
export function ConfigError({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('boot.configErrorTitle')}</h1>
      <p>{t('boot.configErrorText')}</p>
      <ul className={styles.problems} lang="en">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
