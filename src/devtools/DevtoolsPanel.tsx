import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJournal } from '../app/hooks';
import { downloadJson, journalFileName } from './downloadJson';
import { filterJournal, formatEntryTime } from './filterJournal';
import styles from './DevtoolsPanel.module.css';

/** Rows rendered at once; the export always holds the whole journal. */
const VISIBLE_ROWS = 300;

/** The developer panel (`?devtools`): the live event journal, filterable and exportable. */
export function DevtoolsPanel() {
  const { t } = useTranslation('shell');
  const { entries, exportJournal } = useJournal();
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  const filterId = useId();
  const shown = filterJournal(entries, useDeferredValue(query));

  if (!open) {
    return (
      <button type="button" className={styles.pill} onClick={() => setOpen(true)} aria-expanded={false}>
        {t('devtools.title')} · {entries.length}
      </button>
    );
  }

  return (
    <section className={styles.panel} aria-label={t('devtools.title')}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          {t('devtools.title')} <span className={styles.count}>{t('devtools.count', { shown: shown.length, total: entries.length })}</span>
        </h2>
        <label htmlFor={filterId} className="visually-hidden">
          {t('devtools.filter')}
        </label>
        <input
          id={filterId}
          className={styles.filter}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('devtools.filterPlaceholder')}
        />
        <button type="button" className={styles.button} onClick={() => downloadJson(exportJournal(), journalFileName(new Date()))}>
          {t('devtools.export')}
        </button>
        <button type="button" className={styles.button} onClick={() => setOpen(false)} aria-expanded={true}>
          {t('devtools.collapse')}
        </button>
      </header>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('devtools.empty')}</p>
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
      {shown.length > VISIBLE_ROWS && <p className={styles.more}>{t('devtools.truncated', { count: VISIBLE_ROWS })}</p>}
    </section>
  );
}
