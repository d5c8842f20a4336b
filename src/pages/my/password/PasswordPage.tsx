import { useSelector } from '../../../app/use-selector';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordField as Field, PasswordKind } from '../../../../machines/account/password-change.machine';
import { usePasswordChange, type PasswordChangeRef } from '../../../app/profile-hooks';
import { placeFormError } from '../../../components/form/formError';
import { PasswordField } from '../../../components/form/PasswordField';
import { PageLoading } from '../../../components/loading/PageLoading';
import { errorText, Message, Panel } from '../pageParts';
import styles from '../panel.module.css';

const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** Spec §5: both passwords are letters and digits, at most 12 characters. */
const MAX_LENGTH = 12;

/** Texts of the two pages: the login password and the withdrawal password. */
const TEXT = {
  login: {
    title: 'password.loginTitle',
    hint: 'password.loginHint',
    oldPassword: ['password.old', 'password.oldPlaceholder'],
    newPassword: ['password.new', 'password.newPlaceholder'],
    confirmPassword: ['password.confirm', 'password.confirmPlaceholder'],
  },
  withdraw: {
    title: 'password.withdrawTitle',
    hint: 'password.withdrawHint',
    oldPassword: ['password.oldWithdraw', 'password.oldWithdrawPlaceholder'],
    newPassword: ['password.newWithdraw', 'password.newWithdrawPlaceholder'],
    confirmPassword: ['password.confirmWithdraw', 'password.confirmWithdrawPlaceholder'],
  },
} as const;

/**
 * Change of the login password (`update-password`) or of the withdrawal password
 * (`update-opt-pwd`): old, new and confirmation, each with show/hide (spec §2, §5).
 */
export function PasswordPage({ kind }: { kind: PasswordKind }) {
  const change = usePasswordChange(kind);
  // The machine of the other kind may still be on its way out for a moment.
  const ready = useSelector(change, (s) => s?.context.kind === kind);
  return change && ready ? <PasswordForm change={change} kind={kind} /> : <PageLoading />;
}

function PasswordForm({ change, kind }: { change: PasswordChangeRef; kind: PasswordKind }) {
  const { t } = useTranslation('account');
  const values = useSelector(change, (s) => s.context.values);
  const error = useSelector(change, (s) => s.context.error);
  const notice = useSelector(change, (s) => s.context.notice);
  const busy = useSelector(change, (s) => !s.hasTag('editing'));
  const submitting = useSelector(change, (s) => s.hasTag('submitting'));
  const text = TEXT[kind];
  const placed = placeFormError(error, FIELDS);
  const message = placed.error ? errorText(t, placed.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.send({ type: 'password.submit' });
  };

  return (
    <Panel id="password-title" icon="lock" title={t(text.title)}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t(text.title)}>
        <p className={styles.hint}>{t(text.hint)}</p>
        {FIELDS.map((field) => (
          <PasswordField
            key={field}
            label={t(text[field][0])}
            placeholder={t(text[field][1])}
            value={values[field]}
            onValueChange={(value) => change.send({ type: 'password.input', values: { [field]: value } })}
            maxLength={MAX_LENGTH}
            autoComplete={kind === 'login' ? (field === 'oldPassword' ? 'current-password' : 'new-password') : 'off'}
            disabled={busy}
            error={placed.field === field ? message : null}
          />
        ))}
        {notice && <Message tone="notice">{t(notice)}</Message>}
        {!placed.field && message && <Message tone="error">{message}</Message>}
        <div className={styles.actions}>
          <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
            {t(submitting ? 'password.submitting' : 'password.submit')}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** `update-password`: the login password. */
export const LoginPasswordPage = () => <PasswordPage kind="login" />;

/** `update-opt-pwd`: the withdrawal password. */
export const WithdrawPasswordPage = () => <PasswordPage kind="withdraw" />;
