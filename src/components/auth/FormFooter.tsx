import { Icon } from '../icons/Icon';
import styles from '../form/form.module.css';

export interface FormFooterProps {
  /** A form-level error (one that belongs to no field), already translated. */
  message: string | null;
  busy: boolean;
  submitLabel: string;
  /** "No account yet?" and the button that switches to the other form. */
  switchPrompt: string;
  switchLabel: string;
  onSwitch(): void;
}

/** The end of the login and register forms: the form error, the submit button, the switch. */
export function FormFooter({ message, busy, submitLabel, switchPrompt, switchLabel, onSwitch }: FormFooterProps) {
  return (
    <>
      {message && (
        <p className={styles.formError} role="alert">
          <Icon name="alert" size={16} />
          {message}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
      <p className={styles.switch}>
        {switchPrompt}
        <button type="button" className={styles.switchButton} onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}
