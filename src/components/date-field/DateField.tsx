import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRequestDate } from '../../../models/dates';
import { Icon } from '../icons/Icon';
import { dateProblem, displayToRequest, requestToDisplay } from './dateText';
import styles from './DateField.module.css';

export interface DateFieldProps {
  label: string;
  /** yyyy-MM-dd, or '' for no date. */
  value: string;
  /** Called with yyyy-MM-dd (or '' when cleared) once the text names an allowed date. */
  onValueChange(value: string): void;
  /** Earliest and latest allowed dates, yyyy-MM-dd. */
  min?: string | undefined;
  max?: string | undefined;
  /** The caller's class for the label-and-input block (its layout). */
  className?: string | undefined;
}

const canShowPicker = () => typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/**
 * A date typed and shown as dd/MM/yyyy — the tables' format, in every language — where a native
 * `<input type="date">` would show the browser locale's (11/22/2026 in en-US). The calendar
 * button opens the browser's own date picker where there is one. What the player typed stays
 * as typed; a text that names no date (or one out of range) gets a message and blocks the form
 * (constraint validation), and only an allowed date reaches `onValueChange`, as yyyy-MM-dd.
 */
export function DateField({ label, value, onValueChange, min, max, className }: DateFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const native = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => requestToDisplay(value));
  // Whether to say what is wrong: after leaving the field or trying to submit, not mid-typing.
  const [checked, setChecked] = useState(false);
  // A value set from outside (reset, the calendar) replaces the text; the player's own typing does not.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (displayToRequest(text) !== value) {
      setText(requestToDisplay(value));
      setChecked(false);
    }
  }

  const problem = dateProblem(text, { min, max });
  const format = { format: t('dateField.format'), example: requestToDisplay(formatRequestDate(new Date())) };
  const message =
    problem === 'format'
      ? t('dateField.invalid', format)
      : problem === 'min' && min
        ? t('dateField.tooEarly', { date: requestToDisplay(min) })
        : problem === 'max' && max
          ? t('dateField.tooLate', { date: requestToDisplay(max) })
          : null;
  const showError = checked && message !== null;

  // The form's own validation refuses to submit while the date is wrong.
  useEffect(() => input.current?.setCustomValidity(message ?? ''), [message]);

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      onValueChange('');
      return;
    }
    const request = displayToRequest(next);
    if (request !== null && dateProblem(next, { min, max }) === null) onValueChange(request);
  };

  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <div className={showError ? `${styles.control} ${styles.invalid}` : styles.control}>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          placeholder={t('dateField.format')}
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            setChecked(true);
            // A date typed loosely (1/2/2026) is written out the way tables show it.
            if (problem === null && text.trim() !== '') setText(requestToDisplay(displayToRequest(text) ?? ''));
          }}
          onInvalid={(event) => {
            // Say it next to the field instead of the browser's bubble.
            event.preventDefault();
            setChecked(true);
          }}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? `${errorId} ${hintId}` : hintId}
        />
        {canShowPicker() && (
          <>
            <button type="button" className={styles.calendar} aria-label={t('dateField.openCalendar', { field: label })} onClick={() => native.current?.showPicker()}>
              <Icon name="calendar" size={18} />
            </button>
            {/* Only the browser's calendar, opened by the button; the text above is what players read and type. */}
            <input
              ref={native}
              type="date"
              className={styles.native}
              tabIndex={-1}
              aria-hidden="true"
              value={displayToRequest(text) ?? value}
              min={min}
              max={max}
              onChange={(event) => {
                setText(requestToDisplay(event.target.value));
                setChecked(false);
                onValueChange(event.target.value);
              }}
            />
          </>
        )}
      </div>
      <p id={hintId} className="visually-hidden">
        {t('dateField.hint', format)}
      </p>
      {showError && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
