import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../icons/Icon';
import formStyles from '../form/form.module.css';
import styles from './SearchSelect.module.css';

export interface SearchOption {
  value: number;
  label: string;
  /** Other texts that find the option (a bank's code, its names in other languages). */
  keywords?: readonly string[];
}

export interface SearchSelectProps {
  label: string;
  options: readonly SearchOption[];
  value: number | null;
  onChange(value: number | null): void;
  placeholder?: string;
  /** Shown in the list when nothing matches what was typed. */
  noMatch: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A searchable, clearable select (the ARIA 1.2 combobox with a list): typing filters the options
 * by any part of their label or keywords, the arrow keys move through them, Enter chooses, Escape closes and
 * the clear button empties the choice. The typed filter and whether the list is open are purely
 * visual; the choice itself is the caller's (a machine's) value.
 */
export function SearchSelect({ label, options, value, onChange, placeholder, noMatch, clearLabel, error, disabled = false }: SearchSelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const chosen = options.find((option) => option.value === value) ?? null;
  const matches = useMemo(() => {
    const words = (query ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
    return options.filter((option) => {
      const text = [option.label, ...(option.keywords ?? [])].join('\n').toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [options, query]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: SearchOption) => {
    onChange(option.value);
    close();
  };
  const show = () => {
    setOpen(true);
    setActive(Math.max(0, matches.findIndex((option) => option.value === value)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (matches.length === 0 ? 0 : (index + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = matches[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  const activeOption = open ? matches[active] : undefined;

  return (
    <div className={`${formStyles.field} ${styles.select}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <div className={error ? `${formStyles.control} ${formStyles.invalid}` : formStyles.control}>
          <Icon name="search" size={16} className={styles.searchIcon} />
          <input
            ref={input}
            id={id}
            className={formStyles.input}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? `${id}-option-${activeOption.value}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            placeholder={placeholder}
            disabled={disabled}
            value={query ?? chosen?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(0);
            }}
            onClick={() => (open ? close() : show())}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          {chosen && !disabled && (
            <button
              type="button"
              className={formStyles.toggle}
              aria-label={clearLabel}
              onClick={() => {
                onChange(null);
                setQuery(null);
                input.current?.focus();
              }}
            >
              <Icon name="close" size={16} />
            </button>
          )}
          <Icon name="chevronDown" size={16} className={styles.chevron} />
        </div>
        {open && (
          <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
            {matches.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-option-${option.value}`}
                role="option"
                aria-selected={option.value === value}
                className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
                {option.value === value && <Icon name="check" size={14} />}
              </li>
            ))}
            {matches.length === 0 && <li className={styles.none}>{noMatch}</li>}
          </ul>
        )}
      </div>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
