import { useTranslation } from 'react-i18next';
import type { FollowConfirm } from '../../../machines/games/follow-room.machine';
import { totalOf } from '../../../machines/games/follow/entries';
import { formatMoney } from '../../../models/money';
import { useSlip, type GameRef } from '../../app/game-hooks';
import { useRuntimeConfig } from '../../app/hooks';
import { Modal } from '../../components/dialog/Modal';
import { betItemText } from './FollowPanelFeed';
import type { GameLottery } from './kit';
import { lotteryLabel } from './labels';
import styles from './FollowPanel.module.css';

/**
 * Following a bet asks first (spec §5): the lottery, the round, every play with its numbers and
 * stake, and the total; a refusal (2001 balance, 3009 closed …) shows here, in the order's words.
 */
export function FollowConfirmDialog({
  game,
  lottery,
  confirm,
  placing,
  onConfirm,
  onCancel,
}: {
  game: GameRef;
  lottery: GameLottery;
  confirm: FollowConfirm | null;
  placing: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(['games', 'errors', 'common']);
  const { variant } = useRuntimeConfig();
  const rules = useSlip(game).context?.rules ?? [];
  const content = confirm?.content ?? [];
  return (
    <Modal open={!!confirm} onOpenChange={(open) => !open && !placing && onCancel()} title={t('follow.confirmTitle')} width={420}>
      <dl className={styles.confirmList}>
        <dt>{t('follow.lottery')}</dt>
        <dd>{lotteryLabel(t, lottery)}</dd>
        <dt>{t('follow.roundLabel')}</dt>
        <dd>{content[0]?.prizeNo ?? ''}</dd>
        <dt>{t('follow.plays')}</dt>
        <dd>
          <ul className={styles.confirmItems}>
            {content.map((item, i) => {
              const text = betItemText(t, lottery.type, rules, item, variant);
              return (
                <li key={i}>
                  <span>{text.play}</span>
                  <span className={styles.betStake}>{text.stake}</span>
                </li>
              );
            })}
          </ul>
        </dd>
        <dt>{t('follow.total')}</dt>
        <dd>
          <strong className={styles.confirmTotal}>{formatMoney(totalOf(content), variant)}</strong>
        </dd>
      </dl>
      {confirm?.error && (
        <p className={styles.confirmError} role="alert">
          {t(confirm.error.messageKey, confirm.error.values ?? {})}
        </p>
      )}
      <div className={styles.confirmActions}>
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={placing}>
          {t('common:button.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={placing}>
          {placing ? t('follow.placing') : t('follow.confirm')}
        </button>
      </div>
    </Modal>
  );
}
