import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession, useSessionActions } from '../../app/hooks';
import { placeFormError } from '../form/formError';
import { PasswordField } from '../form/PasswordField';
import { TextField } from '../form/TextField';
import styles from '../form/form.module.css';
import { CREDENTIAL_MAX_LENGTH, INVITE_CODE_MAX_LENGTH, sanitizeInviteCode } from './credentialInput';
import { FormFooter } from './FormFooter';
import { InputLimit } from '../../../models/validation';

const FIELDS = ['code', 'account', 'password', 'confirm', 'withdrawPassword', 'confirmWithdraw'] as const;
type Field = (typeof FIELDS)[number];

export interface RegisterFormProps {
  onSwitchToLogin(): void;
}

/**
 * Invite code (pre-filled from `?invite=`), account, password twice and withdrawal password twice.
 * What the player types stays as typed (only cut at the §5 maximum lengths): a character the
 * rules refuse gets the session machine's §5 message next to its field, not silently removed.
 */
export function RegisterForm({ onSwitchToLogin }: RegisterFormProps) {
  // The refusals' texts (validation:…) load with the form, not with the first page.
  const { t } = useTranslation(['shell', 'validation']);
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    code: sanitizeInviteCode(searchParams.get('invite') ?? ''),
    account: '',
    password: '',
    confirm: '',
    withdrawPassword: '',
    confirmWithdraw: '',
  }));
  const { busy, error } = useSession();
  const { register, clearError } = useSessionActions();
  const placed = placeFormError(error, FIELDS);
  const message = placed.error ? t(placed.error.messageKey, placed.error.values ?? {}) : null;
  const errorOf = (field: Field) => (placed.field === field ? message : null);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (error) clearError();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register(values);
  };
  const credential = { maxLength: CREDENTIAL_MAX_LENGTH };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth.registerTitle')}>
      <TextField
        label={t('auth.inviteCode')}
        placeholder={t('auth.inviteCodePlaceholder')}
        value={values.code}
        onValueChange={update('code')}
        maxLength={INVITE_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorOf('code')}
      />
      <TextField
        {...credential}
        label={t('auth.account')}
        placeholder={t('auth.accountPlaceholder')}
        value={values.account}
        onValueChange={update('account')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorOf('account')}
      />
      <PasswordField
        {...credential}
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        value={values.password}
        onValueChange={update('password')}
        autoComplete="new-password"
        error={errorOf('password')}
      />
      <PasswordField
        {...credential}
        label={t('auth.confirm')}
        placeholder={t('auth.confirmPlaceholder')}
        value={values.confirm}
        onValueChange={update('confirm')}
        autoComplete="new-password"
        error={errorOf('confirm')}
      />
      <PasswordField
        maxLength={InputLimit.withdrawPasswordNewMax}
        label={t('auth.withdrawPassword')}
        placeholder={t('auth.withdrawPasswordPlaceholder')}
        value={values.withdrawPassword}
        onValueChange={update('withdrawPassword')}
        autoComplete="off"
        error={errorOf('withdrawPassword')}
      />
      <PasswordField
        maxLength={InputLimit.withdrawPasswordNewMax}
        label={t('auth.confirmWithdraw')}
        placeholder={t('auth.confirmWithdrawPlaceholder')}
        value={values.confirmWithdraw}
        onValueChange={update('confirmWithdraw')}
        autoComplete="off"
        error={errorOf('confirmWithdraw')}
      />
      <p className={styles.note}>{t('auth.registerHint')}</p>
      <FormFooter
        message={placed.field ? null : message}
        busy={busy}
        submitLabel={t(busy ? 'auth.registering' : 'auth.register')}
        switchPrompt={t('auth.haveAccount')}
        switchLabel={t('auth.toLogin')}
        onSwitch={onSwitchToLogin}
      />
    </form>
  );
}
