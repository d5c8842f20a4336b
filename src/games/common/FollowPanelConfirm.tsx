import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { followStakeText, type FollowConfirm } from '../../../machines/games/follow-room.machine';
import { stakeOf, totalOf, withStake } from '../../../machines/games/follow/entries';
import { stakeToCents } from '../../../models/games';
import { formatMoney } from '../../../models/money';
import { useSlip, type GameRef } from '../../app/game-hooks';
import { useRuntimeConfig } from '../../app/hooks';
import { Modal } from '../../components/dialog/Modal';
import { ConfirmActions } from './ConfirmActions';
import { betItemText } from './FollowPanelFeed';
import type { GameLottery } from './kit';
import { lotteryLabel } from './labels';
import styles from './FollowPanel.module.css';
import slipStyles from './BetSlip.module.css';

/**
 * Following a bet asks first (spec §5): the lottery, the round, every play with its numbers and
 * stake, and the total; a refusal (2001 balance, 3009 closed …) shows here, in the order's words.
 * The follower bets their own stake per bet (issue 20 §3): the leader's to start with, typed like
 * any stake (the money rule), the plays and total following it.
 */
export function FollowConfirmDialog({
  game,
  lottery,
  confirm,
  placing,
  onStake,
  onConfirm,
  onCancel,
}: {
  game: GameRef;
  lottery: GameLottery;
  confirm: FollowConfirm | null;
  placing: boolean;
  onStake(value: string): void;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(['games', 'play', 'errors', 'common', 'validation']);
  const { variant } = useRuntimeConfig();
  const rules = useSlip(game).context?.rules ?? [];
  const stakeId = useId();
  const leader = confirm?.content ?? [];
  const stake = confirm ? followStakeText(confirm) : '';
  // The plays at the follower's stake (the leader's until they type one; nothing counted for one that is no amount).
  const content = confirm?.stake == null ? leader : withStake(leader, stakeToCents(lottery.type, confirm.stake) ?? 0);
  return (
    <Modal open={!!confirm} onOpenChange={(open) => !open && !placing && onCancel()} title={t('play:follow.confirmTitle')} width={420}>
      <dl className={styles.confirmList}>
        <dt>{t('play:follow.lottery')}</dt>
        <dd>{lotteryLabel(t, lottery)}</dd>
        <dt>{t('play:follow.roundLabel')}</dt>
        <dd>{content[0]?.prizeNo ?? ''}</dd>
        <dt>{t('play:follow.plays')}</dt>
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
        <dt>
          <label htmlFor={stakeId}>{t('play:follow.myStake')}</label>
        </dt>
        <dd className={styles.confirmStake}>
          <input
            id={stakeId}
            className={slipStyles.stakeInput}
            value={stake}
            inputMode={lottery.type === 'pc28' ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={20}
            disabled={placing}
            onChange={(event) => onStake(event.target.value)}
            aria-invalid={confirm?.error?.field === 'stake' ? true : undefined}
          />
          <span className={styles.betStake}>{t('play:follow.leaderStake', { amount: formatMoney(stakeOf(leader), variant) })}</span>
        </dd>
        <dt>{t('play:follow.total')}</dt>
        <dd>
          <strong className={styles.confirmTotal}>{formatMoney(totalOf(content), variant)}</strong>
        </dd>
      </dl>
      {confirm?.error && (
        <p className={styles.confirmError} role="alert">
          {t(confirm.error.messageKey, confirm.error.values ?? {})}
        </p>
      )}
      <ConfirmActions placing={placing} confirmLabel={t('play:follow.confirm')} placingLabel={t('play:follow.placing')} onCancel={onCancel} onConfirm={onConfirm} />
    </Modal>
  );
}
