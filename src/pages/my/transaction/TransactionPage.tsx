import { useSelector } from '../../../app/use-selector';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FUND_RECORDS_PAGE_SIZE } from '../../../../machines/account/fund-records.machine';
import { pageCount } from '../../../../machines/core/paged-list.machine';
import type { FundRecord } from '../../../../models/account';
import { formatDisplayTime, parseServerTime } from '../../../../models/dates';
import { fundDescription, fundStatusShown, FUND_TYPE_FILTERS } from '../../../../models/fund-records';
import { formatSignedMoney } from '../../../../models/money';
import { useRuntimeConfig } from '../../../app/hooks';
import { useFundRecords, type FundRecordsRef } from '../../../app/money-hooks';
import { RecordsFilterForm } from '../../../components/records/RecordsFilterForm';
import { Icon } from '../../../components/icons/Icon';
import { PageLoading } from '../../../components/loading/PageLoading';
import { Pager } from '../../../games/common/Pager';
import { RecordsFailure } from '../betting/RecordsFailure';
import records from '../betting/BettingRecords.module.css';
import money from '../money/money.module.css';

/**
 * Fund records (spec §2 "Transaction", §4): type and date range with check and reset, 8 a page;
 * columns type (with a withdrawal's status), amount, description (a rejected withdrawal's reason,
 * typeId 8 only) and create time.
 */
export function TransactionPage() {
  const list = useFundRecords();
  return list ? <Transactions list={list} /> : <PageLoading />;
}

function Transactions({ list }: { list: FundRecordsRef }) {
  const { t } = useTranslation(['money', 'common']);
  const rows = useSelector(list, (s) => s.context.rows);
  const total = useSelector(list, (s) => s.context.total);
  const page = useSelector(list, (s) => s.context.page);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failure = useSelector(list, (s) => (s.hasTag('failed') ? s.context.error : null));
  const showDescription = rows.some((row) => row.typeId === 8);

  return (
    // A labelled region, not a <section>: the account area strips a <section>'s padding (see Panel).
    <div className={records.records} role="region" aria-labelledby="transaction-title">
      <h2 id="transaction-title" className={records.title}>
        <Icon name="list" size={20} />
        {t('fund.title')}
      </h2>
      <Filters list={list} />
      {failure && <RecordsFailure failure={failure} onRetry={() => list.send({ type: 'records.retry' })} />}
      <div className={records.tableWrap} aria-busy={loading}>
        <table className={records.table} data-testid="fund-records">
          <thead>
            <tr>
              <th scope="col">{t('fund.col.type')}</th>
              <th scope="col" className={records.num}>
                {t('fund.col.amount')}
              </th>
              {showDescription && <th scope="col">{t('fund.col.description')}</th>}
              <th scope="col">{t('fund.col.time')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.id} row={row} showDescription={showDescription} />
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={showDescription ? 4 : 3} className={records.empty}>
                  {loading ? t('common:status.loading') : t('fund.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pageCount(total, FUND_RECORDS_PAGE_SIZE)} onPage={(p) => list.send({ type: 'records.page', page: p })} disabled={loading} />
    </div>
  );
}

function Row({ row, showDescription }: { row: FundRecord; showDescription: boolean }) {
  const { t } = useTranslation('money');
  const { variant } = useRuntimeConfig();
  const status = fundStatusShown(row);
  const time = parseServerTime(row.createTime);
  return (
    <tr className={money.fundRow} data-testid={`fund-${row.id}`}>
      <td>
        {t(`fund.type.${row.typeId}`)}
        {status !== null && <span className={money.fundStatus}> ({t(`fund.status.${status}`)})</span>}
      </td>
      <td className={`${records.num} ${row.amount >= 0 ? money.credit : money.debit}`}>{formatSignedMoney(row.amount, variant)}</td>
      {showDescription && <td>{fundDescription(row)}</td>}
      <td>{time ? formatDisplayTime(time) : row.createTime}</td>
    </tr>
  );
}

function Filters({ list }: { list: FundRecordsRef }) {
  const { t } = useTranslation(['money', 'common']);
  const draft = useSelector(list, (s) => s.context.draft);
  const busy = useSelector(list, (s) => s.hasTag('loading'));
  const typeId = useId();
  return (
    <RecordsFilterForm
      label={t('fund.filters')}
      startDate={draft.startDate}
      endDate={draft.endDate}
      busy={busy}
      texts={{ from: t('fund.from'), to: t('fund.to'), search: t('fund.check'), reset: t('common:button.reset') }}
      classes={{ form: records.filters, field: records.field, buttons: records.filterButtons }}
      onDraft={(filter) => list.send({ type: 'records.draft', filter })}
      onSearch={() => list.send({ type: 'records.search' })}
      onReset={() => list.send({ type: 'records.reset' })}
    >
      <div className={records.field}>
        <label htmlFor={typeId}>{t('fund.typeLabel')}</label>
        <select
          id={typeId}
          value={draft.detailsTypeId === null ? '' : String(draft.detailsTypeId)}
          onChange={(event) => list.send({ type: 'records.draft', filter: { detailsTypeId: event.target.value === '' ? null : Number(event.target.value) } })}
        >
          {FUND_TYPE_FILTERS.map((type) => (
            <option key={type ?? 'all'} value={type === null ? '' : String(type)}>
              {type === null ? t('fund.allTypes') : t(`fund.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </RecordsFilterForm>
  );
}
