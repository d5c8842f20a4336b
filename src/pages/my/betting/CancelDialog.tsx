import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetOrderRow } from '../../../../models/bet-records';
import { formatMoney } from '../../../../models/money';
import { useRuntimeConfig } from '../../../app/hooks';
import { Modal } from '../../../components/dialog/Modal';
import styles from './BettingRecords.module.css';

/** Asks before cancelling a pending order (spec §8 "confirm dialog for order cancel"). */
export function CancelDialog({ order, busy, onConfirm, onAbort }: { order: BetOrderRow | null; busy: boolean; onConfirm(): void; onAbort(): void }) {
  const { t } = useTranslation(['account', 'common']);
  const { variant } = useRuntimeConfig();
  // Keeping the order is the safe answer, so it gets focus.
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={order !== null} onOpenChange={(open) => !open && !busy && onAbort()} title={t('account:betting.cancelTitle')} initialFocus={keep}>
      {order && (
        <div className={styles.confirm}>
          <p>{t('account:betting.cancelText', { no: order.prizeNo, total: formatMoney(order.bettingTotal, variant) })}</p>
          <div className={styles.confirmButtons}>
            <button ref={keep} type="button" className="btn btn--outline btn--lg" disabled={busy} onClick={onAbort}>
              {t('common:button.cancel')}
            </button>
            <button type="button" className="btn btn--primary btn--lg" disabled={busy} onClick={onConfirm}>
              {t('account:betting.cancelConfirm')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
