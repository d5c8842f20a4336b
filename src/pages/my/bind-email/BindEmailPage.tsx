import { useSelector } from '../../../app/use-selector';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailBind, type EmailBindRef } from '../../../app/money-hooks';
import { placeFormError } from '../../../components/form/formError';
import { TextField } from '../../../components/form/TextField';
import { PageLoading } from '../../../components/loading/PageLoading';
import { CodeField } from '../money/CodeField';
import { errorText, Message, Panel } from '../pageParts';
import styles from '../panel.module.css';
import { tagOf } from '../../../app/tag-of';

const FIELDS = ['email', 'verifyCode'];
const EMAIL_MAX = 254;

/**
 * Bind e-mail (spec §2, §4, §5): with no bound address, the address, a code sent to it and bind
 * (type 2); with one, the bound address, a code sent to it and unbind (type 3), after which the
 * page is in bind mode again. The send button counts down its 120 s, across reloads.
 */
export function BindEmailPage() {
  const email = useEmailBind();
  return email ? <BindEmail email={email} /> : <PageLoading />;
}

function BindEmail({ email }: { email: EmailBindRef }) {
  const { t } = useTranslation(['money', 'account']);
  const mode = useSelector(email, (s) => tagOf(s, ['bind', 'edit'], 'waiting'));
  const bound = useSelector(email, (s) => s.context.bound);
  const address = useSelector(email, (s) => s.context.email);
  const verifyCode = useSelector(email, (s) => s.context.verifyCode);
  const error = useSelector(email, (s) => s.context.error);
  const notice = useSelector(email, (s) => s.context.notice);
  const busy = useSelector(email, (s) => s.hasTag('busy'));
  const code = useSelector(email, (s) => s.children.code);
  const placed = placeFormError(error, FIELDS);
  const message = placed.error ? errorText(t, placed.error) : null;
  const errorOf = (field: string) => (placed.field === field ? message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    email.send({ type: 'email.submit' });
  };

  return (
    <Panel id="bind-email-title" icon="mail" title={t(mode === 'edit' ? 'email.editTitle' : 'email.title')}>
      {mode === 'waiting' || !code ? (
        <PageLoading />
      ) : (
        <>
          {notice && <Message tone="notice">{t(notice)}</Message>}
          <form className={styles.form} onSubmit={submit} noValidate aria-label={t(mode === 'edit' ? 'email.editTitle' : 'email.title')}>
            {mode === 'edit' ? (
              <>
                <dl className={styles.facts}>
                  <dt>{t('email.boundLabel')}</dt>
                  <dd data-testid="bound-email">{bound}</dd>
                </dl>
                <p className={styles.hint}>{t('email.editHint')}</p>
              </>
            ) : (
              <>
                <p className={styles.hint}>{t('email.bindHint')}</p>
                <TextField
                  label={t('email.address')}
                  placeholder={t('email.addressPlaceholder')}
                  type="email"
                  value={address}
                  onValueChange={(value) => email.send({ type: 'email.address', email: value })}
                  maxLength={EMAIL_MAX}
                  autoComplete="email"
                  disabled={busy}
                  error={errorOf('email')}
                />
              </>
            )}
            <CodeField
              key={mode}
              code={code}
              value={verifyCode}
              onValueChange={(value) => email.send({ type: 'email.code', verifyCode: value })}
              onSend={() => email.send({ type: 'email.sendCode' })}
              error={errorOf('verifyCode')}
              disabled={busy}
            />
            {!placed.field && message && <Message tone="error">{message}</Message>}
            <div className={styles.actions}>
              <button type="submit" className={mode === 'edit' ? 'btn btn--outline btn--lg' : 'btn btn--primary btn--lg'} disabled={busy}>
                {t(busy ? 'email.submitting' : mode === 'edit' ? 'email.unbind' : 'email.bind')}
              </button>
            </div>
          </form>
        </>
      )}
    </Panel>
  );
}
