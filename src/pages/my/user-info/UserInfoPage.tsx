import { useSelector } from '../../../app/use-selector';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProfileField } from '../../../../machines/account/profile-edit.machine';
import { useProfileEdit, type ProfileEditRef } from '../../../app/profile-hooks';
import { accountPageHref } from '../../../components/account/accountLinks';
import { placeFormError } from '../../../components/form/formError';
import { TextField } from '../../../components/form/TextField';
import { PageLoading } from '../../../components/loading/PageLoading';
import { errorText, Message, Panel } from '../pageParts';
import styles from '../panel.module.css';
import { tagOf } from '../../../app/tag-of';

const FIELDS: readonly ProfileField[] = ['name', 'cardNo', 'mobile'];

/** Longest texts the server keeps (docs/api.md: 64 characters); an ID card has at most 18. */
const MAX_LENGTH: Record<ProfileField, number> = { name: 32, cardNo: 18, mobile: 20 };

/**
 * Personal info (spec §2): real name, ID card number, mobile and the bound e-mail. Editable only
 * while any of the first three is empty; read-only once complete and after a successful save.
 */
export function UserInfoPage() {
  const profile = useProfileEdit();
  return profile ? <UserInfo profile={profile} /> : <PageLoading />;
}

function UserInfo({ profile }: { profile: ProfileEditRef }) {
  const { t } = useTranslation('account');
  const mode = useSelector(profile, (s) => tagOf(s, ['readOnly', 'editing'], 'waiting'));

  return (
    <Panel id="user-info-title" icon="user" title={t('profile.title')}>
      {mode === 'waiting' ? <PageLoading /> : mode === 'readOnly' ? <ReadOnlyInfo profile={profile} /> : <EditForm profile={profile} />}
    </Panel>
  );
}

function ReadOnlyInfo({ profile }: { profile: ProfileEditRef }) {
  const { t } = useTranslation('account');
  const info = useSelector(profile, (s) => s.context.profile);
  const saved = useSelector(profile, (s) => s.hasTag('saved'));
  if (!info) return null;
  return (
    <>
      {saved && <Message tone="notice">{t('profile.saved')}</Message>}
      <dl className={styles.facts}>
        <dt>{t('profile.name')}</dt>
        <dd>{info.name}</dd>
        <dt>{t('profile.cardNo')}</dt>
        <dd>{info.cardNo}</dd>
        <dt>{t('profile.mobile')}</dt>
        <dd>{info.mobile}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>
          <Email email={info.email} />
        </dd>
      </dl>
      <p className={styles.hint}>{t('profile.readOnly')}</p>
    </>
  );
}

function Email({ email }: { email: string }) {
  const { t } = useTranslation('account');
  if (email) return <>{email}</>;
  return (
    <span className={styles.muted}>
      {t('profile.emailNone')}{' '}
      <Link to={accountPageHref('bind-email')}>{t('profile.bindEmail')}</Link>
    </span>
  );
}

function EditForm({ profile }: { profile: ProfileEditRef }) {
  const { t } = useTranslation('account');
  const draft = useSelector(profile, (s) => s.context.draft);
  const email = useSelector(profile, (s) => s.context.profile?.email ?? '');
  const error = useSelector(profile, (s) => s.context.error);
  const saving = useSelector(profile, (s) => s.hasTag('saving'));
  const placed = placeFormError(error, FIELDS);
  const message = placed.error ? errorText(t, placed.error) : null;
  const errorOf = (field: ProfileField) => (placed.field === field ? message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    profile.send({ type: 'profile.submit' });
  };
  const field = (name: ProfileField, extra: { inputMode?: 'numeric' | 'tel'; autoComplete: string }) => (
    <TextField
      label={t(`profile.${name}`)}
      placeholder={t(`profile.${name}Placeholder`)}
      value={draft[name]}
      onValueChange={(value) => profile.send({ type: 'profile.input', field: name, value })}
      maxLength={MAX_LENGTH[name]}
      disabled={saving}
      error={errorOf(name)}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <p className={styles.hint}>{t('profile.hint')}</p>
      {field('name', { autoComplete: 'name' })}
      {field('cardNo', { autoComplete: 'off' })}
      {field('mobile', { inputMode: 'tel', autoComplete: 'tel' })}
      <div>
        <p className={styles.muted}>{t('profile.email')}</p>
        <p>
          <Email email={email} />
        </p>
      </div>
      {!placed.field && message && <Message tone="error">{message}</Message>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary btn--lg" disabled={saving}>
          {t(saving ? 'profile.saving' : 'profile.save')}
        </button>
      </div>
    </form>
  );
}
