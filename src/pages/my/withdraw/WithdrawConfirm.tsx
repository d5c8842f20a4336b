import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutLabel, type UserBank } from '../../../../models/account';
import type { Variant } from '../../../../models/currency';
import { formatMoney } from '../../../../models/money';
import { Modal } from '../../../components/dialog/Modal';
import money from '../money/money.module.css';

interface WithdrawConfirmProps {
  open: boolean;
  /** The amount to withdraw, cents. */
  cents: number;
  bank: UserBank | null;
  variant: Variant;
  sending: boolean;
  onConfirm(): void;
  onBack(): void;
}

/**
 * The last look before a withdrawal is sent (it cannot be taken back): the exact amount, the fee
 * (this API has none: the player receives the amount), and where the money goes, masked.
 */
export function WithdrawConfirm({ open, cents, bank, variant, sending, onConfirm, onBack }: WithdrawConfirmProps) {
  const { t } = useTranslation('money');
  // Going back is the safe answer, so it gets focus.
  const back = useRef<HTMLButtonElement>(null);
  const destination = bank ? payoutLabel(bank) : '';
  return (
    <Modal open={open} onOpenChange={(next) => !next && !sending && onBack()} title={t('withdraw.confirmTitle')} initialFocus={back}>
      <dl className={money.confirmList} data-testid="withdraw-confirm">
        <div>
          <dt>{t('withdraw.amount')}</dt>
          <dd>{formatMoney(cents, variant)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd>{formatMoney(0, variant)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.receive')}</dt>
          <dd className={money.balance}>{formatMoney(cents, variant)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.destination')}</dt>
          <dd>{destination}</dd>
        </div>
      </dl>
      <div className={money.confirmButtons}>
        <button ref={back} type="button" className="btn btn--outline btn--lg" disabled={sending} onClick={onBack}>
          {t('withdraw.back')}
        </button>
        <button type="button" className="btn btn--primary btn--lg" disabled={sending} onClick={onConfirm}>
          {t(sending ? 'withdraw.submitting' : 'withdraw.confirm')}
        </button>
      </div>
    </Modal>
  );
}
