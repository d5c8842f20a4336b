import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_STATUS_FILTERS, type BetOrderStatus } from '../../../../models/bet-records';
import type { BetRecordsRef } from '../../../app/account-hooks';
import { DateField } from '../../../components/date-field/DateField';
import { orderStatusKey } from './statusKeys';
import styles from './BettingRecords.module.css';

type RecordsRef = BetRecordsRef;

/**
 * Status and date range (shown dd/MM/yyyy like the table, sent yyyy-MM-dd), search and reset. A
 * date that is not a date blocks the search (the date field's validity) and says why.
 */
export function RecordFilters({ records }: { records: RecordsRef }) {
  const { t } = useTranslation(['games', 'common']);
  const draft = useSelector(records, (s) => s.context.draft);
  const busy = useSelector(records, (s) => s.matches('loading'));
  const statusId = useId();
  // Reset also clears text typed into the date fields that never became a date (purely visual).
  const [resets, setResets] = useState(0);
  return (
    <form
      className={styles.filters}
      aria-label={t('betting.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        records.send({ type: 'records.search' });
      }}
    >
      <div className={styles.field}>
        <label htmlFor={statusId}>{t('betting.statusLabel')}</label>
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
      <DateField
        key={`start-${resets}`}
        className={styles.field}
        label={t('betting.from')}
        value={draft.startDate}
        max={draft.endDate || undefined}
        onValueChange={(startDate) => records.send({ type: 'records.draft', filter: { startDate } })}
      />
      <DateField
        key={`end-${resets}`}
        className={styles.field}
        label={t('betting.to')}
        value={draft.endDate}
        min={draft.startDate || undefined}
        onValueChange={(endDate) => records.send({ type: 'records.draft', filter: { endDate } })}
      />
      <div className={styles.filterButtons}>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('common:button.search')}
        </button>
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          onClick={() => {
            setResets((n) => n + 1);
            records.send({ type: 'records.reset' });
          }}
        >
          {t('common:button.reset')}
        </button>
      </div>
    </form>
  );
}
