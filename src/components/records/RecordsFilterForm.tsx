import { useState, type ReactNode } from 'react';
import { DateField } from '../date-field/DateField';

/** What a record page's filter shows and sends; the page's paged-list actor answers. */
export interface RecordsFilterFormProps {
  label: string;
  /** The draft range, yyyy-MM-dd. */
  startDate: string;
  endDate: string;
  busy: boolean;
  texts: { from: string; to: string; search: string; reset: string };
  classes: { form?: string; field?: string; buttons?: string };
  onDraft(range: { startDate?: string; endDate?: string }): void;
  onSearch(): void;
  onReset(): void;
  /** Filters of the page before the dates (status, type…). */
  children?: ReactNode;
}

/**
 * The filter of every record page (bet, fund and agent records): the page's own filters, the
 * date range (shown dd/MM/yyyy like the table, sent yyyy-MM-dd), search and reset. A date that is
 * not a date blocks the search (the date field's validity) and says why.
 */
export function RecordsFilterForm({ label, startDate, endDate, busy, texts, classes, onDraft, onSearch, onReset, children }: RecordsFilterFormProps) {
  // Reset also clears text typed into the date fields that never became a date (purely visual).
  const [resets, setResets] = useState(0);
  return (
    <form
      className={classes.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
      <DateField
        key={`start-${resets}`}
        className={classes.field}
        label={texts.from}
        value={startDate}
        max={endDate || undefined}
        onValueChange={(value) => onDraft({ startDate: value })}
      />
      <DateField
        key={`end-${resets}`}
        className={classes.field}
        label={texts.to}
        value={endDate}
        min={startDate || undefined}
        onValueChange={(value) => onDraft({ endDate: value })}
      />
      <div className={classes.buttons}>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {texts.search}
        </button>
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          onClick={() => {
            setResets((n) => n + 1);
            onReset();
          }}
        >
          {texts.reset}
        </button>
      </div>
    </form>
  );
}
