import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '../../machines/journal/journal';
import { downloadJson, journalFileName } from './downloadJson';
import { filterJournal, formatEntryTime } from './filterJournal';
import styles from './DevtoolsPanel.module.css';

/** Rows rendered at once; the export always holds the whole journal. */
const VISIBLE_ROWS = 300;

/** The "Journal" view of the developer panel: the live event journal, filterable and exportable. */
export function JournalView({ entries, exportJournal }: { entries: readonly JournalEntry[]; exportJournal: () => string }) {
  const { t } = useTranslation('devtools');
  const [query, setQuery] = useState('');
  const filterId = useId();
  const shown = filterJournal(entries, useDeferredValue(query));

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.count}>{t('count', { shown: shown.length, total: entries.length })}</span>
        <label htmlFor={filterId} className="visually-hidden">
          {t('filter')}
        </label>
        <input
          id={filterId}
          className={styles.filter}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('filterPlaceholder')}
        />
        <button type="button" className={styles.button} onClick={() => downloadJson(exportJournal(), journalFileName(new Date()))}>
          {t('export')}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ol className={styles.list}>
          {shown.slice(0, VISIBLE_ROWS).map((entry) => (
            <li key={entry.seq} className={styles.entry}>
              <details>
                <summary className={styles.summary}>
                  <span className={styles.seq}>#{entry.seq}</span>
                  <time className={styles.time}>{formatEntryTime(entry.at)}</time>
                  <span className={styles.target}>{entry.target}</span>
                  <span className={styles.type}>{entry.event.type}</span>
                </summary>
                <pre className={styles.json}>{JSON.stringify(entry.event, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
      {shown.length > VISIBLE_ROWS && <p className={styles.more}>{t('truncated', { count: VISIBLE_ROWS })}</p>}
    </>
  );
}
