import { useSelector } from '../../../app/use-selector';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../../machines/core/paged-list.machine';
import { formatMoney } from '../../../../models/money';
import { useRuntimeConfig } from '../../../app/hooks';
import { useAgentRecords, type AgentRecordsRef } from '../../../app/profile-hooks';
import { RecordsFilterForm } from '../../../components/records/RecordsFilterForm';
import { PageLoading } from '../../../components/loading/PageLoading';
import { Pager } from '../../../games/common/Pager';
import { errorText, Message, Panel } from '../pageParts';
import styles from './AgentRecordPage.module.css';

/**
 * Agent record (spec §2, §9): the sub-accounts with their prize and rebate amounts in the date
 * range (default today), 10 a page, and the total number of sub-accounts.
 */
export function AgentRecordPage() {
  const records = useAgentRecords();
  return records ? <AgentRecords records={records} /> : <PageLoading />;
}

function AgentRecords({ records }: { records: AgentRecordsRef }) {
  const { t } = useTranslation('account');
  const { variant } = useRuntimeConfig();
  const rows = useSelector(records, (s) => s.context.rows);
  const total = useSelector(records, (s) => s.context.total);
  const page = useSelector(records, (s) => s.context.page);
  const pageSize = useSelector(records, (s) => s.context.pageSize);
  const error = useSelector(records, (s) => s.context.error);
  const loading = useSelector(records, (s) => s.hasTag('loading'));
  const failed = useSelector(records, (s) => s.hasTag('failed'));

  return (
    <Panel id="agent-record-title" icon="list" title={t('agent.recordTitle')}>
      <Filters records={records} />
      {failed && error && (
        <Message tone="error">
          {errorText(t, error)}{' '}
          <button type="button" className={styles.retry} onClick={() => records.send({ type: 'records.retry' })}>
            {t('status.retry')}
          </button>
        </Message>
      )}
      <p className={styles.total} role="status">
        {t('agent.total', { count: total })}
      </p>
      <div className={styles.tableWrap} aria-busy={loading}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('agent.recordTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agent.account')}</th>
              <th scope="col" className={styles.num}>
                {t('agent.prizeAmount')}
              </th>
              <th scope="col" className={styles.num}>
                {t('agent.rebateAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.account}>
                <th scope="row">{row.account}</th>
                <td className={styles.num}>{formatMoney(row.prizeAmount, variant)}</td>
                <td className={styles.num}>{formatMoney(row.rebateAmount, variant)}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} className={styles.empty}>
                  {loading ? t('status.loading') : t('agent.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pageCount(total, pageSize)} onPage={(p) => records.send({ type: 'records.page', page: p })} disabled={loading} />
    </Panel>
  );
}

/** The shared date range, search and reset of the record pages. */
function Filters({ records }: { records: AgentRecordsRef }) {
  const { t } = useTranslation('account');
  const draft = useSelector(records, (s) => s.context.draft);
  const busy = useSelector(records, (s) => s.hasTag('loading'));
  return (
    <RecordsFilterForm
      label={t('agent.filters')}
      startDate={draft.startDate}
      endDate={draft.endDate}
      busy={busy}
      texts={{ from: t('agent.from'), to: t('agent.to'), search: t('agent.search'), reset: t('agent.reset') }}
      classes={{ form: styles.filters, field: styles.field, buttons: styles.buttons }}
      onDraft={(filter) => records.send({ type: 'records.draft', filter })}
      onSearch={() => records.send({ type: 'records.search' })}
      onReset={() => records.send({ type: 'records.reset' })}
    />
  );
}
