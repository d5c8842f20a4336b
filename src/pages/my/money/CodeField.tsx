import { useSelector } from '../../../app/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { resendSeconds, type emailCodeMachine } from '../../../../machines/account/email-code.machine';
import { TextField } from '../../../components/form/TextField';
import { errorText } from '../pageParts';
import styles from './money.module.css';

export type EmailCodeRef = ActorRefFrom<typeof emailCodeMachine>;

/** Codes are six digits; a little room for what a mail client adds when pasting. */
const CODE_MAX = 8;

/**
 * An e-mail code input with its send button. The button counts down the resend block (spec §4:
 * 120 s), which the code machine keeps across reloads; the machine's refusal (a bad address, the
 * server's 1001) and the "code sent" message show under the field.
 */
export function CodeField({ code, value, onValueChange, onSend, error, disabled = false }: { code: EmailCodeRef; value: string; onValueChange(value: string): void; onSend(): void; error?: string | null; disabled?: boolean }) {
  const { t } = useTranslation(['money', 'account']);
  const seconds = useSelector(code, resendSeconds);
  const sending = useSelector(code, (s) => s.hasTag('sending'));
  const restoring = useSelector(code, (s) => s.hasTag('restoring'));
  const codeError = useSelector(code, (s) => s.context.error);
  const notice = useSelector(code, (s) => s.context.notice);
  const sendError = codeError ? errorText(t, codeError) : null;
  return (
    <div className={styles.codeRow}>
      <TextField
        label={t('email.code')}
        placeholder={t('email.codePlaceholder')}
        value={value}
        onValueChange={onValueChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_MAX}
        disabled={disabled}
        error={error ?? null}
        trailing={
          <button type="button" className={`btn btn--outline ${styles.sendButton}`} onClick={onSend} disabled={disabled || sending || restoring || seconds > 0} aria-live="polite">
            {seconds > 0 ? t('email.resendIn', { seconds }) : t(sending ? 'email.sending' : 'email.send')}
          </button>
        }
      />
      {sendError && (
        <p className={styles.fieldError} role="alert">
          {sendError}
        </p>
      )}
      {!sendError && notice && (
        <p className={styles.fieldNotice} role="status">
          {t(notice)}
        </p>
      )}
    </div>
  );
}
