import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MULTIPLIER } from '../../../models/games';
import { formatAmount } from '../../../models/money';
import { Icon } from '../../components/icons/Icon';
import styles from './BetSlip.module.css';

interface QuickBetProps {
  /** The chips' stakes, in units. */
  chips: readonly number[];
  stake: string;
  onStake(value: string): void;
  multiplier: number;
  onMultiplier(value: number): void;
  /** The last slip's round when it can be bet again, else null. */
  againRound: string | null;
  onAgain(): void;
  /** Whether the player is asked before betting; null for a visitor (nothing is remembered for them). */
  askFirst: boolean | null;
  onAskFirst(ask: boolean): void;
  disabled: boolean;
}

/**
 * Faster betting (issue 20 §3): stake chips (a tap sets the stake, which stays editable), the
 * multiplier, "bet again" with the last slip, and whether to confirm before betting.
 */
export function QuickBet({ chips, stake, onStake, multiplier, onMultiplier, againRound, onAgain, askFirst, onAskFirst, disabled }: QuickBetProps) {
  const { t } = useTranslation('play');
  const askId = useId();
  return (
    <div className={styles.quick}>
      <div className={styles.chips} role="group" aria-label={t('play:slip.chips')}>
        {chips.map((units) => (
          <button
            key={units}
            type="button"
            className={styles.chip}
            aria-pressed={stake === String(units)}
            aria-label={t('play:slip.chipLabel', { amount: formatAmount(units * 100) })}
            onClick={() => onStake(String(units))}
          >
            {units}
          </button>
        ))}
      </div>
      <div className={styles.multiplier} role="group" aria-label={t('play:slip.multiplier')}>
        <button type="button" className={styles.step} aria-label={t('play:slip.multiplierLess')} disabled={multiplier <= 1} onClick={() => onMultiplier(multiplier - 1)}>
          −
        </button>
        <output className={styles.times} aria-live="polite" data-testid="slip-multiplier">
          ×{multiplier}
        </output>
        <button type="button" className={styles.step} aria-label={t('play:slip.multiplierMore')} disabled={multiplier >= MAX_MULTIPLIER} onClick={() => onMultiplier(multiplier + 1)}>
          +
        </button>
      </div>
      {againRound !== null && (
        <button type="button" className={`btn btn--outline ${styles.again}`} onClick={onAgain} disabled={disabled} title={t('play:slip.againTitle', { no: againRound })}>
          <Icon name="refresh" size={16} />
          {t('play:slip.again')}
        </button>
      )}
      {askFirst !== null && (
        <label className={styles.check} htmlFor={askId}>
          <input id={askId} type="checkbox" checked={askFirst} onChange={(event) => onAskFirst(event.target.checked)} />
          {t('play:slip.askFirst')}
        </label>
      )}
    </div>
  );
}
