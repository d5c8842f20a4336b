import type { Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfigError } from '../../config/env';
import { initI18n } from '../../i18n/initI18n';
import { FALLBACK_LANGUAGE } from '../../i18n/resources';
import { releaseFirstPaint } from '../../lib/first-paint';
import styles from './ConfigError.module.css';

/** Draws the page of a start that cannot go on (src/main.tsx), in the fallback language. */
export async function showConfigError(root: Root, error: RuntimeConfigError): Promise<void> {
  console.error(error);
  releaseFirstPaint();
  await initI18n(FALLBACK_LANGUAGE);
  root.render(<ConfigError problems={error.problems} />);
}

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
