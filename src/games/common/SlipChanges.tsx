import { useTranslation } from 'react-i18next';
import type { SlipChange } from '../../../machines/games/slip/saved-slip';
import styles from './BetSlip.module.css';

/** What changed since a restored slip was made (issue 20 §3: bet again, the draft after a reload, a new round under the picks): the round, odds, picks no longer offered, the balance. */
export function SlipChanges({ changes }: { changes: readonly SlipChange[] }) {
  const { t } = useTranslation('play');
  if (changes.length === 0) return null;
  return (
    <div className={styles.changes} role="status" data-testid="slip-changes">
      <strong>{t('play:slip.changes.title')}</strong>
      <ul>
        {changes.map((change) => (
          <li key={change.kind}>{change.kind === 'round' ? t('play:slip.changes.round', { from: change.from, to: change.to }) : t(`play:slip.changes.${change.kind}`)}</li>
        ))}
      </ul>
      {/* Restored with more than a new round: the slip waits for the player's look (the machine's needsReview). */}
      {changes.some((change) => change.kind === 'odds' || change.kind === 'lines' || change.kind === 'balance') && <p>{t('play:slip.changes.check')}</p>}
    </div>
  );
}
