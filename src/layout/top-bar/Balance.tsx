import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../models/money';
import { useRuntimeConfig, useSessionActions } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import styles from './TopBar.module.css';

/** The balance with 2 decimals and the variant's currency, a button to fetch it again, and what follows it in the pill (the phone's top-up). */
export function Balance({ cents, children }: { cents: number; children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { variant } = useRuntimeConfig();
  const { refreshUser } = useSessionActions();
  return (
    <span className={styles.balance}>
      <span className={styles.balanceLabel}>{t('topBar.balance')}</span>
      <strong className={styles.balanceAmount} data-testid="balance">
        {formatMoney(cents, variant)}
      </strong>
      <button type="button" className={styles.iconButton} onClick={refreshUser} aria-label={t('topBar.refreshBalance')}>
        <Icon name="refresh" size={14} />
      </button>
      {children}
    </span>
  );
}
