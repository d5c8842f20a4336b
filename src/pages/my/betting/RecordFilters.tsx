import { useSelector } from '../../../app/use-selector';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_STATUS_FILTERS, type BetOrderStatus } from '../../../../models/bet-records';
import type { BetRecordsRef } from '../../../app/account-hooks';
import { RecordsFilterForm } from '../../../components/records/RecordsFilterForm';
import { orderStatusKey } from './statusKeys';
import styles from './BettingRecords.module.css';

type RecordsRef = BetRecordsRef;

/** Status and the shared date range, search and reset of the record pages. */
export function RecordFilters({ records }: { records: RecordsRef }) {
  const { t } = useTranslation(['games', 'account', 'common']);
  const draft = useSelector(records, (s) => s.context.draft);
  const busy = useSelector(records, (s) => s.hasTag('loading'));
  const statusId = useId();
  return (
    <RecordsFilterForm
      label={t('account:betting.filters')}
      startDate={draft.startDate}
      endDate={draft.endDate}
      busy={busy}
      texts={{ from: t('account:betting.from'), to: t('account:betting.to'), search: t('common:button.search'), reset: t('common:button.reset') }}
      classes={{ form: styles.filters, field: styles.field, buttons: styles.filterButtons }}
      onDraft={(filter) => records.send({ type: 'records.draft', filter })}
      onSearch={() => records.send({ type: 'records.search' })}
      onReset={() => records.send({ type: 'records.reset' })}
    >
      <div className={styles.field}>
        <label htmlFor={statusId}>{t('account:betting.statusLabel')}</label>
        <select
          id={statusId}
          value={draft.status === null ? '' : String(draft.status)}
          onChange={(event) => records.send({ type: 'records.draft', filter: { status: event.target.value === '' ? null : (Number(event.target.value) as BetOrderStatus) } })}
        >
          {BET_STATUS_FILTERS.map((status) => (
            <option key={status ?? 'all'} value={status === null ? '' : String(status)}>
              {t(orderStatusKey(status))}
            </option>
          ))}
        </select>
      </div>
    </RecordsFilterForm>
  );
}
