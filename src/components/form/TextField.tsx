import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /**
   * Cleans what the user typed or pasted before it is stored. Only for inputs the spec makes
   * filtering (number-only amounts); never for text a validator judges — a refused character
   * must show its message, not disappear.
   */
  sanitize?: (raw: string) => string;
  error?: string | null;
  hint?: string;
  /** Something inside the input box at its end, such as a show/hide button. */
  trailing?: ReactNode;
}

/** A labelled input with its error tied to it for screen readers. */
export function TextField({ label, value, onValueChange, sanitize, error, hint, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
        <input
          {...input}
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(sanitize ? sanitize(event.target.value) : event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
