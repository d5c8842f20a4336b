import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_STATUS_FILTERS, type BetOrderStatus } from '../../../../models/bet-records';
import type { useBetRecordsActor } from '../../../app/game-hooks';
import { orderStatusKey } from './statusKeys';
import styles from './BettingRecords.module.css';

type RecordsRef = ReturnType<typeof useBetRecordsActor>;

/** Status and date range (native date inputs, yyyy-MM-dd as sent), search and reset. */
export function RecordFilters({ records }: { records: RecordsRef }) {
  const { t } = useTranslation(['games', 'common']);
  const draft = useSelector(records, (s) => s.context.draft);
  const busy = useSelector(records, (s) => !s.matches('ready'));
  const ids = { status: useId(), start: useId(), end: useId() };
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
        <label htmlFor={ids.status}>{t('betting.statusLabel')}</label>
        <select
          id={ids.status}
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
      <div className={styles.field}>
        <label htmlFor={ids.start}>{t('betting.from')}</label>
        <input id={ids.start} type="date" value={draft.startDate} max={draft.endDate} onChange={(event) => records.send({ type: 'records.draft', filter: { startDate: event.target.value } })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.end}>{t('betting.to')}</label>
        <input id={ids.end} type="date" value={draft.endDate} min={draft.startDate} onChange={(event) => records.send({ type: 'records.draft', filter: { endDate: event.target.value } })} />
      </div>
      <div className={styles.filterButtons}>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('common:button.search')}
        </button>
        <button type="button" className="btn btn--outline" disabled={busy} onClick={() => records.send({ type: 'records.reset' })}>
          {t('common:button.reset')}
        </button>
      </div>
    </form>
  );
}
