import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text/RichText';
import { useRuleIntro } from './useRuleIntro';
import styles from './SidePanels.module.css';

/** The lottery's rule introduction: server HTML through the shell's sanitiser. */
export function RuleIntro({ lotteryId }: { lotteryId: number }) {
  const { t } = useTranslation('games');
  // Each attempt is a fresh fetch actor; retrying mounts a new one.
  const [attempt, setAttempt] = useState(0);
  return (
    <details className={styles.card}>
      <summary className={styles.summary}>
        <h2 className={styles.title}>{t('intro.title')}</h2>
      </summary>
      <IntroBody key={attempt} lotteryId={lotteryId} onRetry={() => setAttempt((n) => n + 1)} />
    </details>
  );
}

function IntroBody({ lotteryId, onRetry }: { lotteryId: number; onRetry(): void }) {
  const { t } = useTranslation(['games', 'common']);
  const intro = useRuleIntro(lotteryId);
  if (intro.status === 'loading') return <p className={styles.muted}>{t('common:status.loading')}</p>;
  if (intro.status === 'failed') {
    return (
      <div className={styles.muted} role="alert">
        <p>{t('intro.failed')}</p>
        <button type="button" className="btn btn--outline" onClick={onRetry}>
          {t('common:button.retry')}
        </button>
      </div>
    );
  }
  return <RichText html={intro.html} className={styles.intro} />;
}
