import { useSelector } from '../../../app/use-selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_RECORDS_PAGE_SIZE } from '../../../../machines/account/bet-records.machine';
import { pageCount } from '../../../../machines/core/paged-list.machine';
import { useBetRecords, useOrderCancel, type BetRecordsRef, type OrderCancelRef } from '../../../app/account-hooks';
import { Icon } from '../../../components/icons/Icon';
import { PageLoading } from '../../../components/loading/PageLoading';
import { Pager } from '../../../games/common/Pager';
import { CancelDialog } from './CancelDialog';
import { RecordFilters } from './RecordFilters';
import { RecordRow } from './RecordRow';
import styles from './BettingRecords.module.css';

/**
 * Bet records (spec §2 "Bet record"): filters, 8 a page, expandable rows with the items and the
 * draw, and cancelling a pending order after a confirmation.
 */
export function BettingRecords({ lotteryId }: { lotteryId?: number }) {
  const records = useBetRecords(lotteryId);
  const cancel = useOrderCancel();
  return records && cancel ? <Records records={records} cancel={cancel} /> : <PageLoading />;
}

function Records({ records, cancel }: { records: BetRecordsRef; cancel: OrderCancelRef }) {
  const { t } = useTranslation(['games', 'account', 'common']);
  const rows = useSelector(records, (s) => s.context.rows);
  const total = useSelector(records, (s) => s.context.total);
  const page = useSelector(records, (s) => s.context.page);
  const failure = useSelector(records, (s) => (s.hasTag('failed') ? s.context.error : null));
  const cancelError = useSelector(cancel, (s) => s.context.error);
  const notice = useSelector(cancel, (s) => s.context.notice);
  const loading = useSelector(records, (s) => s.hasTag('loading'));
  const cancelling = useSelector(cancel, (s) => (s.hasTag('asking') ? s.context.orderId : null));
  const busy = useSelector(cancel, (s) => s.hasTag('cancelling'));
  const error = failure ?? cancelError;
  // Which rows are open is purely visual.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const pending = rows.find((row) => row.id === cancelling);

  return (
    <section className={styles.records} aria-labelledby="betting-title">
      <h2 id="betting-title" className={styles.title}>
        <Icon name="list" size={20} />
        {t('account:betting.title')}
      </h2>
      <RecordFilters records={records} />
      {notice && (
        <p className={styles.notice} role="status">
          <Icon name="check" size={16} />
          {t(notice)}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          <Icon name="alert" size={16} />
          {t(error.messageKey, error.values ?? {})}
          {failure && (
            <button type="button" className="btn btn--outline" onClick={() => records.send({ type: 'records.retry' })}>
              {t('common:button.retry')}
            </button>
          )}
        </p>
      )}
      <div className={styles.tableWrap} aria-busy={loading}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('account:betting.col.lottery')}</th>
              <th scope="col">{t('account:betting.col.issue')}</th>
              <th scope="col">{t('account:betting.col.time')}</th>
              <th scope="col" className={styles.num}>
                {t('account:betting.col.total')}
              </th>
              <th scope="col" className={styles.num}>
                {t('account:betting.col.payout')}
              </th>
              <th scope="col">{t('account:betting.col.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('account:betting.col.actions')}</span>
              </th>
            </tr>
          </thead>
          {rows.map((row) => (
            <RecordRow key={row.id} row={row} open={expanded.has(row.id)} onToggle={() => toggle(row.id)} onCancel={() => cancel.send({ type: 'order.cancel', orderId: row.id, status: row.status })} />
          ))}
          {rows.length === 0 && (
            <tbody>
              <tr>
                <td colSpan={7} className={styles.empty}>
                  {loading ? t('common:status.loading') : t('account:betting.empty')}
                </td>
              </tr>
            </tbody>
          )}
        </table>
      </div>
      <Pager page={page} pages={pageCount(total, BET_RECORDS_PAGE_SIZE)} onPage={(p) => records.send({ type: 'records.page', page: p })} disabled={loading} />
      <CancelDialog
        order={pending ?? null}
        busy={busy}
        onConfirm={() => cancel.send({ type: 'order.cancel.confirm' })}
        onAbort={() => cancel.send({ type: 'order.cancel.abort' })}
      />
    </section>
  );
}
