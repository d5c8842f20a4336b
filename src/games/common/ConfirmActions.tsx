import { useTranslation } from 'react-i18next';
import styles from './FollowPanel.module.css';

/** The footer of a bet's confirmation (the slip's and a followed bet's): cancel, and confirm that says when it is placing. */
export function ConfirmActions({ placing, confirmLabel, placingLabel, onCancel, onConfirm }: { placing: boolean; confirmLabel: string; placingLabel: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.confirmActions}>
      <button type="button" className="btn btn--outline" onClick={onCancel} disabled={placing}>
        {t('common:button.cancel')}
      </button>
      <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={placing}>
        {placing ? placingLabel : confirmLabel}
      </button>
    </div>
  );
}
