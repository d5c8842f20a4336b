import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FormError } from '../../../machines/core/form-error';
import { usePasswordReset } from '../../app/password-reset-hooks';
import { placeFormError } from '../form/formError';
import { PasswordField } from '../form/PasswordField';
import { TextField } from '../form/TextField';
import { Icon } from '../icons/Icon';
import styles from '../form/form.module.css';
import own from './ForgotPasswordForm.module.css';
import { CREDENTIAL_MAX_LENGTH } from './credentialInput';

const CODE_FIELDS = ['code', 'newPassword', 'confirmPassword'] as const;
/** Codes are six digits; a little room for what a mail client adds when pasting. */
const CODE_MAX = 8;
const CHAT_PATH = '/pages/chat/customer-service';

export interface ForgotPasswordFormProps {
  /** Back to the login form (after the reset, to log in with the new password). */
  onLogin(): void;
  /** Called before a link leaves the dialog (the customer-service chat). */
  onLeave(): void;
}

/**
 * A forgotten login password (issue 17 §5): the account, then the code sent to its bound e-mail
 * with the new password twice, then the way back to the login. An account without an address is
 * sent to customer service. The `passwordReset` actor validates and calls; this view collects the
 * values and shows its step.
 */
export function ForgotPasswordForm({ onLogin, onLeave }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['reset', 'shell', 'validation', 'errors']);
  const reset = usePasswordReset();
  const message = (error: FormError | null) => (error ? (error.serverMessage && error.code !== 1 ? error.serverMessage : t(error.messageKey, error.values ?? {})) : null);
  const submit = (send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  if (!reset.ready) return <div className={styles.form} aria-busy="true" />;

  if (reset.step === 'noAddress') {
    return (
      <div className={styles.form} role="status">
        <Outcome tone="info" title={t('noAddressTitle')} text={t('noAddressText')} />
        <Link to={CHAT_PATH} className="btn btn--primary btn--lg btn--block" onClick={onLeave}>
          {t('contactService')}
        </Link>
        <p className={styles.switch}>
          <button type="button" className={styles.switchButton} onClick={reset.back}>
            {t('otherAccount')}
          </button>
        </p>
      </div>
    );
  }

  if (reset.step === 'done') {
    return (
      <div className={styles.form}>
        <div role="status">
          <Outcome tone="success" title={t('doneTitle')} text={t('doneText')} />
        </div>
        <button type="button" className="btn btn--primary btn--lg btn--block" onClick={onLogin}>
          {t('toLogin')}
        </button>
      </div>
    );
  }

  if (reset.step === 'code') {
    const placed = placeFormError(reset.error, CODE_FIELDS);
    const text = message(placed.error);
    const fieldError = (field: (typeof CODE_FIELDS)[number]) => (placed.field === field ? text : null);
    return (
      <form className={styles.form} onSubmit={submit(reset.submit)} noValidate aria-label={t('shell:auth.forgotTitle')}>
        <p className={styles.note}>{t('sentTo', { email: reset.maskedEmail })}</p>
        <TextField
          label={t('code')}
          placeholder={t('codePlaceholder')}
          value={reset.values.code}
          onValueChange={(value) => reset.input('code', value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_MAX}
          error={fieldError('code')}
          trailing={
            <button type="button" className={`btn btn--outline ${own.resend}`} onClick={reset.resend} disabled={reset.resendSeconds > 0 || reset.resending} aria-live="polite">
              {reset.resendSeconds > 0 ? t('resendIn', { seconds: reset.resendSeconds }) : t(reset.resending ? 'sending' : 'resend')}
            </button>
          }
        />
        <PasswordField
          label={t('newPassword')}
          placeholder={t('newPasswordPlaceholder')}
          value={reset.values.newPassword}
          onValueChange={(value) => reset.input('newPassword', value)}
          maxLength={CREDENTIAL_MAX_LENGTH}
          autoComplete="new-password"
          error={fieldError('newPassword')}
        />
        <PasswordField
          label={t('confirmPassword')}
          placeholder={t('confirmPasswordPlaceholder')}
          value={reset.values.confirmPassword}
          onValueChange={(value) => reset.input('confirmPassword', value)}
          maxLength={CREDENTIAL_MAX_LENGTH}
          autoComplete="new-password"
          error={fieldError('confirmPassword')}
        />
        <FormMessage text={placed.field ? null : text} />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={reset.resetting} aria-busy={reset.resetting}>
          {t(reset.resetting ? 'submitting' : 'submit')}
        </button>
        <p className={styles.switch}>
          <button type="button" className={styles.switchButton} onClick={reset.back}>
            {t('otherAccount')}
          </button>
        </p>
      </form>
    );
  }

  const busy = reset.step === 'requesting';
  const placed = placeFormError(reset.error, ['account']);
  const text = message(placed.error);
  return (
    <form className={styles.form} onSubmit={submit(reset.request)} noValidate aria-label={t('shell:auth.forgotTitle')}>
      <p className={styles.note}>{t('accountHint')}</p>
      <TextField
        label={t('shell:auth.account')}
        placeholder={t('shell:auth.accountPlaceholder')}
        value={reset.values.account}
        onValueChange={(value) => reset.input('account', value)}
        maxLength={CREDENTIAL_MAX_LENGTH}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={placed.field === 'account' ? text : null}
      />
      <FormMessage text={placed.field ? null : text} />
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy} aria-busy={busy}>
        {t(busy ? 'sending' : 'sendCode')}
      </button>
      <p className={styles.switch}>
        <button type="button" className={styles.switchButton} onClick={onLogin}>
          {t('backToLogin')}
        </button>
      </p>
    </form>
  );
}

function FormMessage({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.formError} role="alert">
      <Icon name="alert" size={16} />
      {text}
    </p>
  );
}

function Outcome({ tone, title, text }: { tone: 'info' | 'success'; title: string; text: string }) {
  return (
    <div className={tone === 'success' ? `${own.outcome} ${own.success}` : own.outcome}>
      <Icon name={tone === 'success' ? 'check' : 'alert'} size={28} />
      <h3 className={own.outcomeTitle}>{title}</h3>
      <p className={own.outcomeText}>{text}</p>
    </div>
  );
}
