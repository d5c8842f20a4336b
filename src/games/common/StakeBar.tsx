import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import styles from './BetSlip.module.css';

interface StakeBarProps {
  stake: string;
  onStake(value: string): void;
  /** pc28 stakes are whole units. */
  whole: boolean;
  count: number;
  /** The total, formatted with its currency. */
  total: string;
  canConfirm: boolean;
  placing: boolean;
  onClear(): void;
  onConfirm(): void;
  error: string | null;
  /** For a visitor: where a member's balance would be, "log in to bet", which opens the login. */
  onLogin?: () => void;
}

/** Stake per bet, the bet count and total, clear and confirm; the slip's refusal under it. */
export function StakeBar({ stake, onStake, whole, count, total, canConfirm, placing, onClear, onConfirm, error, onLogin }: StakeBarProps) {
  const { t } = useTranslation(['games', 'play']);
  const stakeId = useId();
  const errorId = useId();
  return (
    <div className={styles.bar}>
      <div className={styles.stake}>
        <label htmlFor={stakeId}>{t('play:slip.stake')}</label>
        <input
          id={stakeId}
          className={styles.stakeInput}
          value={stake}
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          onChange={(event) => onStake(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <p className={styles.summary} aria-live="polite">
        <span>{t('play:slip.count', { count })}</span>
        <span>
          {t('play:slip.total')} <strong data-testid="slip-total">{total}</strong>
        </span>
        {onLogin && (
          <button type="button" className={styles.loginHint} onClick={onLogin} data-testid="slip-login">
            <Icon name="lock" size={14} />
            {t('bet.loginTitle')}
          </button>
        )}
      </p>
      <div className={styles.buttons}>
        <button type="button" className="btn btn--outline" onClick={onClear}>
          {t('play:slip.clear')}
        </button>
        <button type="button" className="btn btn--primary btn--lg" disabled={!canConfirm} onClick={onConfirm}>
          <Icon name="check" size={18} />
          {placing ? t('play:slip.placing') : t('play:slip.confirm')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}
