import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { slipLines, slipView, type SlipContext } from '../../../machines/games/slip.machine';
import { formatMoney } from '../../../models/money';
import { useRuntimeConfig } from '../../app/hooks';
import { Modal } from '../../components/dialog/Modal';
import { ConfirmActions } from './ConfirmActions';
import { betItemText } from './FollowPanelFeed';
import type { GameLottery } from './kit';
import { lotteryLabel } from './labels';
import { SlipChanges } from './SlipChanges';
import styles from './FollowPanel.module.css';
import slipStyles from './BetSlip.module.css';

/**
 * The slip's confirmation (issue 20 §3, the slip machine's `confirming` state): the lottery and
 * round, every line with its play, numbers and stake, the total and the balance after it, and
 * what changed since the last slip when it is one bet again. "Don't ask again" is the player's
 * own choice, remembered for them; the slip's "Confirm before betting" turns it back on.
 */
export function SlipConfirmDialog({
  lottery,
  context,
  open,
  placing,
  skipsConfirm,
  onConfirm,
  onCancel,
  onAskFirst,
}: {
  lottery: GameLottery;
  context: SlipContext;
  open: boolean;
  placing: boolean;
  /** The player chose "don't ask again" (the slip's `skipsConfirm` tag). */
  skipsConfirm: boolean;
  onConfirm(): void;
  onCancel(): void;
  onAskFirst(ask: boolean): void;
}) {
  const { t } = useTranslation(['games', 'play', 'common']);
  const { variant } = useRuntimeConfig();
  const dontAskId = useId();
  const view = slipView(context);
  const lines = open ? slipLines(context) : [];
  const times = view.times !== null && view.times > 1 ? view.times : null;
  return (
    <Modal open={open} onOpenChange={(isOpen) => !isOpen && !placing && onCancel()} title={t('play:slip.confirmTitle')} width={440}>
      <SlipChanges changes={context.changes} />
      <dl className={styles.confirmList} data-testid="slip-confirm">
        <dt>{t('play:follow.lottery')}</dt>
        <dd>{lotteryLabel(t, lottery)}</dd>
        <dt>{t('play:slip.confirmRound')}</dt>
        <dd>{context.prizeNo}</dd>
        <dt>{t('play:slip.confirmLines')}</dt>
        <dd>
          <ul className={styles.confirmItems}>
            {lines.map((line, i) => {
              const text = betItemText(t, lottery.type, context.rules, line, variant);
              return (
                <li key={i}>
                  <span>{text.play}</span>
                  <span className={styles.betStake}>{text.stake}</span>
                </li>
              );
            })}
          </ul>
        </dd>
        {times && (
          <>
            <dt>{t('play:slip.multiplier')}</dt>
            <dd>{t('play:slip.stakeTimes', { stake: context.stake, count: times })}</dd>
          </>
        )}
        <dt>{t('play:slip.confirmTotal')}</dt>
        <dd>
          <strong className={styles.confirmTotal} data-testid="slip-confirm-total">
            {formatMoney(view.totalCents, variant)}
          </strong>
        </dd>
        <dt>{t('play:slip.balanceAfter')}</dt>
        <dd data-testid="slip-balance-after">{view.balanceAfterCents === null ? '—' : formatMoney(view.balanceAfterCents, variant)}</dd>
      </dl>
      <label className={slipStyles.check} htmlFor={dontAskId}>
        <input id={dontAskId} type="checkbox" checked={skipsConfirm} onChange={(event) => onAskFirst(!event.target.checked)} />
        {t('play:slip.dontAsk')}
      </label>
      <ConfirmActions placing={placing} confirmLabel={t('play:slip.confirmBet')} placingLabel={t('play:slip.placing')} onCancel={onCancel} onConfirm={onConfirm} />
    </Modal>
  );
}
