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
  /** The multiplier as typed. */
  multiplier: string;
  /** The multiplier read (readMultiplier), or null while what was typed is refused. */
  times: number | null;
  onMultiplier(value: string): void;
  /** Why the typed multiplier is refused, translated, or null. */
  multiplierError: string | null;
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
 * multiplier (typed, or a step down or up from the number it reads), "bet again" with the last
 * slip, and whether to confirm before betting.
 */
export function QuickBet({ chips, stake, onStake, multiplier, times, onMultiplier, multiplierError, againRound, onAgain, askFirst, onAskFirst, disabled }: QuickBetProps) {
  const { t } = useTranslation('play');
  const askId = useId();
  const timesId = useId();
  const timesErrorId = useId();
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
        <button type="button" className={styles.step} aria-label={t('play:slip.multiplierLess')} disabled={times === null || times <= 1} onClick={() => times !== null && onMultiplier(String(times - 1))}>
          −
        </button>
        <label className={styles.timesLabel} htmlFor={timesId}>
          <span aria-hidden="true">×</span>
          <input
            id={timesId}
            className={styles.times}
            value={multiplier}
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('play:slip.multiplier')}
            aria-invalid={multiplierError ? true : undefined}
            aria-describedby={multiplierError ? timesErrorId : undefined}
            data-testid="slip-multiplier"
            onChange={(event) => onMultiplier(event.target.value)}
          />
        </label>
        <button type="button" className={styles.step} aria-label={t('play:slip.multiplierMore')} disabled={times === null || times >= MAX_MULTIPLIER} onClick={() => times !== null && onMultiplier(String(times + 1))}>
          +
        </button>
        {multiplierError && (
          <p id={timesErrorId} className={styles.error} role="alert" data-testid="slip-multiplier-error">
            <Icon name="alert" size={16} />
            {multiplierError}
          </p>
        )}
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
