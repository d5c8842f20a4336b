import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_RECORDS_PAGE_SIZE } from '../../../../machines/bet-records.machine';
import { useBetRecords, type BetRecordsRef } from '../../../app/account-hooks';
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
  return records ? <Records records={records} /> : <PageLoading />;
}

function Records({ records }: { records: BetRecordsRef }) {
  const { t } = useTranslation(['games', 'common']);
  const rows = useSelector(records, (s) => s.context.rows);
  const total = useSelector(records, (s) => s.context.total);
  const page = useSelector(records, (s) => s.context.page);
  const error = useSelector(records, (s) => s.context.error);
  const notice = useSelector(records, (s) => s.context.notice);
  const loading = useSelector(records, (s) => s.matches('loading'));
  const cancelling = useSelector(records, (s) => (s.matches('confirmingCancel') || s.matches('cancelling') ? s.context.cancelling : null));
  const busy = useSelector(records, (s) => s.matches('cancelling'));
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
        {t('betting.title')}
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
        </p>
      )}
      <div className={styles.tableWrap} aria-busy={loading}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('betting.col.lottery')}</th>
              <th scope="col">{t('betting.col.issue')}</th>
              <th scope="col">{t('betting.col.time')}</th>
              <th scope="col" className={styles.num}>
                {t('betting.col.total')}
              </th>
              <th scope="col" className={styles.num}>
                {t('betting.col.payout')}
              </th>
              <th scope="col">{t('betting.col.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('betting.col.actions')}</span>
              </th>
            </tr>
          </thead>
          {rows.map((row) => (
            <RecordRow key={row.id} row={row} open={expanded.has(row.id)} onToggle={() => toggle(row.id)} onCancel={() => records.send({ type: 'records.cancel', orderId: row.id })} />
          ))}
          {rows.length === 0 && (
            <tbody>
              <tr>
                <td colSpan={7} className={styles.empty}>
                  {loading ? t('common:status.loading') : t('betting.empty')}
                </td>
              </tr>
            </tbody>
          )}
        </table>
      </div>
      <Pager page={page} pages={Math.max(1, Math.ceil(total / BET_RECORDS_PAGE_SIZE))} onPage={(p) => records.send({ type: 'records.page', page: p })} disabled={loading} />
      <CancelDialog
        order={pending ?? null}
        busy={busy}
        onConfirm={() => records.send({ type: 'records.cancel.confirm' })}
        onAbort={() => records.send({ type: 'records.cancel.abort' })}
      />
    </section>
  );
}
