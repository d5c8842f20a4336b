import { useTranslation } from 'react-i18next';
import { useSeedHash } from '../../../app/fair-hooks';
import type { GameRef } from '../../../app/game-hooks';
import { useToasts } from '../../../app/hooks';
import { Icon } from '../../../components/icons/Icon';
import { copyToClipboard } from '../../../lib/clipboard';
import styles from './SeedHash.module.css';

/**
 * The current round's published seed hash under the countdown (docs/provably-fair.md): compact,
 * selectable and copyable, with a short explanation that leads to the draw history, where the
 * revealed seed is checked against it.
 */
export function SeedHash({ game, onOpenHistory }: { game: GameRef; onOpenHistory(): void }) {
  const { t } = useTranslation('fair');
  const { show } = useToasts();
  const seedHash = useSeedHash(game);

  const copy = () => {
    if (!seedHash) return;
    copyToClipboard(seedHash).then(
      () => show({ messageKey: 'fair:seedHash.copied', tone: 'success', persistent: false }),
      () => show({ messageKey: 'fair:seedHash.copyFailed', tone: 'error', persistent: false }),
    );
  };

  return (
    <div className={styles.seed} data-testid="seed-hash">
      <Icon name="lock" size={13} className={styles.lock} />
      <span className={styles.label}>{t('seedHash.label')}</span>
      {seedHash ? (
        <>
          <code className={styles.hash} title={seedHash} tabIndex={0}>
            {seedHash}
          </code>
          <button type="button" className={styles.iconButton} onClick={copy} aria-label={t('seedHash.copy')} title={t('seedHash.copy')}>
            <Icon name="share" size={13} />
          </button>
        </>
      ) : (
        <span className={styles.pending}>{t('seedHash.pending')}</span>
      )}
      <details className={styles.about}>
        <summary className={styles.iconButton} aria-label={t('seedHash.about')} title={t('seedHash.about')}>
          <Icon name="info" size={13} />
        </summary>
        <div className={styles.popover}>
          <p>{t('seedHash.explain')}</p>
          <button type="button" className="btn btn--outline" onClick={onOpenHistory}>
            <Icon name="clock" size={14} />
            {t('seedHash.history')}
          </button>
        </div>
      </details>
    </div>
  );
}
