import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRememberedLogin, useSession, useSessionActions } from '../../app/hooks';
import { placeFormError } from '../form/formError';
import { PasswordField } from '../form/PasswordField';
import { TextField } from '../form/TextField';
import styles from '../form/form.module.css';
import { CREDENTIAL_MAX_LENGTH } from './credentialInput';
import { FormFooter } from './FormFooter';

const FIELDS = ['account', 'password'] as const;

export interface LoginFormProps {
  /** Shows the registration form (the other dialog, or the register page). */
  onSwitchToRegister(): void;
  /** Called before a link leaves the form (so a dialog can close). */
  onLeave?(): void;
  /**
   * Opens the forgotten-password form with the account typed so far (the dialog). Without it the
   * link goes to the customer-service chat (the standalone page, which has no dialog).
   */
  onForgot?(account: string): void;
}

/**
 * Account, password, remember-me. The session machine validates and submits; this view only
 * collects the values as typed (at most 12 characters, spec §5) and shows the machine's error
 * next to its field.
 */
export function LoginForm({ onSwitchToRegister, onLeave, onForgot }: LoginFormProps) {
  // The refusals' texts (validation:…) load with the form, not with the first page.
  const { t } = useTranslation(['shell', 'validation']);
  const [values, setValues] = useState(useRememberedLogin());
  const { busy, error } = useSession();
  const { login, clearError } = useSessionActions();
  const placed = placeFormError(error, FIELDS);
  const message = placed.error ? t(placed.error.messageKey, placed.error.values ?? {}) : null;

  const update = (field: keyof typeof values) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (error) clearError();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth.loginTitle')}>
      <TextField
        label={t('auth.account')}
        placeholder={t('auth.accountPlaceholder')}
        value={values.account}
        onValueChange={update('account')}
        maxLength={CREDENTIAL_MAX_LENGTH}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={placed.field === 'account' ? message : null}
      />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        value={values.password}
        onValueChange={update('password')}
        maxLength={CREDENTIAL_MAX_LENGTH}
        autoComplete="current-password"
        error={placed.field === 'password' ? message : null}
      />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={values.remember} onChange={(event) => update('remember')(event.target.checked)} />
          {t('auth.remember')}
        </label>
        {onForgot ? (
          <button type="button" className={`${styles.switchButton} ${styles.link}`} onClick={() => onForgot(values.account)}>
            {t('auth.forgot')}
          </button>
        ) : (
          <Link to="/pages/chat/customer-service" className={styles.link} onClick={onLeave}>
            {t('auth.forgot')}
          </Link>
        )}
      </div>
      <FormFooter
        message={placed.field ? null : message}
        busy={busy}
        submitLabel={t(busy ? 'auth.loggingIn' : 'auth.login')}
        switchPrompt={t('auth.noAccount')}
        switchLabel={t('auth.toRegister')}
        onSwitch={onSwitchToRegister}
      />
    </form>
  );
}
