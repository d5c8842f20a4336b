import type { CSSProperties } from 'react';
import type { GameType } from '../../../models/games';
import styles from './GameTypeIcon.module.css';

/** The mark of each game family, drawn from text so it needs no image. */
const GLYPHS: Readonly<Record<GameType, string>> = { k3: '⚃', pk10: '10', ssc: '5★', hp8: '80', pc28: '28' };

export function GameTypeIcon({ type, size = 56 }: { type: string; size?: number }) {
  const known = Object.hasOwn(GLYPHS, type);
  return (
    <span className={`${styles.icon} ${known ? styles[type] : ''}`} style={{ '--size': `${size}px` } as CSSProperties} aria-hidden="true">
      {known ? GLYPHS[type as GameType] : '★'}
    </span>
  );
}
