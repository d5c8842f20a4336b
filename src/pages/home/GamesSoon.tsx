import { useTranslation } from 'react-i18next';
import styles from './GamesSoon.module.css';

/** The five game families the hall will offer; shown as "coming soon" until games ship. */
export const GAME_FAMILIES = [
  { id: 'k3', glyph: '⚃' },
  { id: 'pk10', glyph: '10' },
  { id: 'ssc', glyph: '5★' },
  { id: 'hp8', glyph: '80' },
  { id: 'pc28', glyph: '28' },
] as const;

export function GamesSoon() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.section} aria-labelledby="games-title">
      <header className={styles.header}>
        <h2 id="games-title" className={styles.heading}>
          {t('home.games.title')}
        </h2>
        <p className={styles.subtitle}>{t('home.games.subtitle')}</p>
      </header>
      <ul className={styles.tiles}>
        {GAME_FAMILIES.map((game) => (
          <li key={game.id} className={`${styles.tile} ${styles[game.id]}`}>
            <span className={styles.glyph} aria-hidden="true">
              {game.glyph}
            </span>
            <span className={styles.name}>{t(`home.games.${game.id}.name`)}</span>
            <span className={styles.desc}>{t(`home.games.${game.id}.desc`)}</span>
            <span className={styles.soon}>{t('home.games.soon')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
