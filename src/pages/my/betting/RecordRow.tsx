import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetOrderItem, BetOrderRow, BetOrderStatus } from '../../../../models/bet-records';
import type { Variant } from '../../../../models/currency';
import { lotteryById, parsePrizeRecord, type GameType } from '../../../../models/games';
import { formatMoney } from '../../../../models/money';
import { useRuntimeConfig } from '../../../app/hooks';
import { DrawResult } from '../../../games/DrawResult';
import { betNames, lotteryLabel, ruleCodeOf } from '../../../games/common/labels';
import { displayServerTime } from '../../../games/common/serverTime';
import { orderStatusKey } from './statusKeys';
import styles from './BettingRecords.module.css';

interface RecordRowProps {
  row: BetOrderRow;
  open: boolean;
  onToggle(): void;
  onCancel(): void;
}

/** Bet order status 3 (spec §4): cancelled, or voided with the lottery. */
const CANCELLED: BetOrderStatus = 3;

/**
 * The payout column: what a win paid. A cancelled order or item got its stake back, and the server
 * reports that refund as its amount (docs/api.md); a refund is not a win, so it shows no payout.
 */
function payout(amount: number, status: BetOrderStatus, variant: Variant): string {
  return status !== CANCELLED && amount > 0 ? formatMoney(amount, variant) : '—';
}

/** One order and, when open, its items and the draw of its round in the game's display. */
export function RecordRow({ row, open, onToggle, onCancel }: RecordRowProps) {
  const { t } = useTranslation(['games', 'account']);
  const { variant } = useRuntimeConfig();
  const detailsId = useId();
  const name = lotteryLabel(t, { code: lotteryById(row.lotteryId)?.code ?? row.lotteryName, name: row.lotteryName });
  const draw = parsePrizeRecord({ prizeNo: row.prizeNo, lotteryId: row.lotteryId, lotteryType: row.lotteryType, prizeResult: row.prizeResult, prizeRemark: row.prizeRemark, resultTime: '' });
  return (
    <tbody className={styles.order} data-testid={`order-${row.id}`}>
      {/* data-label: a phone shows each order as a card, its cells labelled (BettingRecords.module.css). */}
      <tr className={styles.orderRow}>
        <td className={styles.lottery}>{name}</td>
        <td className={`${styles.mono} ${styles.issue}`} data-label={t('account:betting.col.issue')}>
          {row.prizeNo}
        </td>
        <td className={`${styles.mono} ${styles.time}`} data-label={t('account:betting.col.time')}>
          {displayServerTime(row.bettingTime)}
        </td>
        <td className={`${styles.num} ${styles.total}`} data-label={t('account:betting.col.total')}>
          {formatMoney(row.bettingTotal, variant)}
        </td>
        <td className={`${styles.num} ${styles.payout}`} data-label={t('account:betting.col.payout')}>
          {payout(row.amount, row.status, variant)}
        </td>
        <td className={styles.statusCell}>
          <span className={`${styles.status} ${styles[`status${row.status}`]}`} data-testid="order-status">
            {t(orderStatusKey(row.status))}
          </span>
        </td>
        <td className={styles.actions}>
          <button type="button" className="btn btn--text" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
            {open ? t('account:betting.hideDetails') : t('account:betting.details')}
          </button>
          {row.status === 0 && (
            <button type="button" className="btn btn--outline" onClick={onCancel}>
              {t('account:betting.cancel')}
            </button>
          )}
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className={styles.details}>
        <td colSpan={7}>
          {open && (
            <div className={styles.detailBody}>
              <p className={styles.drawLine}>
                <span>{t('account:betting.result', { no: row.prizeNo })}</span>
                {draw.resultList.length > 0 ? <DrawResult record={draw} size="s" /> : <span className={styles.muted}>{t('draw.pending')}</span>}
              </p>
              <table className={styles.items}>
                <thead>
                  <tr>
                    <th scope="col">{t('account:betting.item.rule')}</th>
                    <th scope="col">{t('account:betting.item.item')}</th>
                    <th scope="col">{t('account:betting.item.numbers')}</th>
                    <th scope="col" className={styles.num}>
                      {t('account:betting.item.stake')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('account:betting.item.payout')}
                    </th>
                    <th scope="col">{t('account:betting.item.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {row.orderItemVOList.map((item, i) => (
                    <ItemRow key={i} item={item} gameType={row.lotteryType} variant={variant} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </td>
      </tr>
    </tbody>
  );
}

/** One item of an order: its rule, its item when that says more (see betNames), numbers, stake, payout, status. */
function ItemRow({ item, gameType, variant }: { item: BetOrderItem; gameType: GameType; variant: Variant }) {
  const { t } = useTranslation(['games', 'account']);
  const names = betNames(t, gameType, { code: ruleCodeOf(item.ruleItemCode), name: item.ruleName }, { ruleItemCode: item.ruleItemCode, name: item.ruleItemName });
  return (
    <tr>
      <td>{names.rule}</td>
      <td>{names.item ?? '—'}</td>
      <td className={styles.mono}>{item.betNumbers && item.betNumbers !== item.ruleItemName ? item.betNumbers : '—'}</td>
      <td className={styles.num}>
        {formatMoney(item.amount, variant)} × {item.bettingCount}
      </td>
      <td className={styles.num}>{payout(item.winAmount, item.status, variant)}</td>
      <td>{t(orderStatusKey(item.status))}</td>
    </tr>
  );
}
