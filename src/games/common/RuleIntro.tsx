import { useTranslation } from 'react-i18next';
import { useRuleIntro, type GameRef } from '../../app/game-hooks';
import { RichText } from '../../components/rich-text/RichText';
import styles from './SidePanels.module.css';

/** The lottery's rule introduction: server HTML through the shell's sanitiser, or its failure with a retry. */
export function RuleIntro({ game }: { game: GameRef }) {
  const { t } = useTranslation('games');
  return (
    <details className={styles.card}>
      <summary className={styles.summary}>
        <h2 className={styles.title}>{t('intro.title')}</h2>
      </summary>
      <IntroBody game={game} />
    </details>
  );
}

function IntroBody({ game }: { game: GameRef }) {
  const { t } = useTranslation(['games', 'common']);
  const intro = useRuleIntro(game);
  if (intro.status === 'loading') return <p className={styles.muted}>{t('common:status.loading')}</p>;
  if (intro.status === 'failed') {
    return (
      <div className={styles.muted} role="alert">
        <p>{t('intro.failed')}</p>
        <button type="button" className="btn btn--outline" onClick={intro.retry}>
          {t('common:button.retry')}
        </button>
      </div>
    );
  }
  return <RichText html={intro.html} className={styles.intro} />;
}
