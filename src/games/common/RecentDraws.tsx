import { useTranslation } from 'react-i18next';
import { useRecentDraws, type GameRef } from '../../app/game-hooks';
import { DrawResult } from '../DrawResult';
import styles from './SidePanels.module.css';

/** The last nine draws of the lottery (page 1 of 9), newest first; reloaded after each draw. */
export function RecentDraws({ game }: { game: GameRef }) {
  const { t } = useTranslation('games');
  const draws = useRecentDraws(game);
  return (
    <section className={styles.card} aria-labelledby="recent-title">
      <h2 id="recent-title" className={styles.title}>
        {t('recent.title')}
      </h2>
      {draws.length === 0 ? (
        <p className={styles.empty}>{t('recent.empty')}</p>
      ) : (
        <ol className={styles.draws}>
          {draws.map((draw) => (
            <li key={draw.prizeNo} className={styles.draw}>
              <span className={styles.drawNo}>{draw.prizeNo}</span>
              <DrawResult record={draw} size="s" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
