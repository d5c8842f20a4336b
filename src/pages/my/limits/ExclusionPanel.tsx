import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { exclusionEnd, SELF_EXCLUSIONS, TIME_OUTS, type ExclusionChoice } from '../../../../models/gaming-limits';
import { formatDisplayTime } from '../../../../models/dates';
import type { SelfExclusionRef } from '../../../app/gaming-hooks';
import { useSelector } from '../../../app/use-selector';
import { Modal } from '../../../components/dialog/Modal';
import { PasswordField } from '../../../components/form/PasswordField';
import { errorText, Message, Panel } from '../pageParts';
import panel from '../panel.module.css';
import styles from './LimitsPage.module.css';

/**
 * Time-out and self-exclusion (issue 21 §1): the lengths, then a dialog that says what follows and
 * asks for the login password. Once started, the player is logged out (the account machine).
 */
export function ExclusionPanel({ exclusion }: { exclusion: SelfExclusionRef }) {
  const { t } = useTranslation('account');
  const choice = useSelector(exclusion, (s) => s.context.choice);
  const started = useSelector(exclusion, (s) => s.context.started);
  const open = useSelector(exclusion, (s) => s.hasTag('dialog'));
  const choose = (next: ExclusionChoice) => exclusion.send({ type: 'exclusion.choose', choice: next });
  const group = (title: string, choices: readonly ExclusionChoice[]) => (
    <div className={styles.choices} role="group" aria-label={title}>
      <h3 className={panel.sectionTitle}>{title}</h3>
      <div className={panel.actions}>
        {choices.map((item) => (
          <button key={item} type="button" className="btn btn--outline" onClick={() => choose(item)}>
            {t(`limits.exclusion.choice.${item}`)}
          </button>
        ))}
      </div>
    </div>
  );
  return (
    <Panel id="exclusion-title" icon="clock" title={t('limits.exclusion.title')}>
      <p className={panel.hint}>{t('limits.exclusion.intro')}</p>
      {group(t('limits.exclusion.timeOut'), TIME_OUTS)}
      {group(t('limits.exclusion.selfExclusion'), SELF_EXCLUSIONS)}
      <Modal
        open={open}
        onOpenChange={(next) => !next && !started && exclusion.send({ type: 'exclusion.back' })}
        title={choice ? t('limits.exclusion.confirmTitle', { length: t(`limits.exclusion.choice.${choice}`) }) : ''}
      >
        {choice && <ConfirmForm exclusion={exclusion} choice={choice} />}
      </Modal>
    </Panel>
  );
}

function ConfirmForm({ exclusion, choice }: { exclusion: SelfExclusionRef; choice: ExclusionChoice }) {
  const { t } = useTranslation('account');
  const password = useSelector(exclusion, (s) => s.context.password);
  const error = useSelector(exclusion, (s) => s.context.error);
  const started = useSelector(exclusion, (s) => s.context.started);
  const submitting = useSelector(exclusion, (s) => s.hasTag('submitting'));
  const busy = useSelector(exclusion, (s) => s.hasTag('busy'));
  const end = started ? started.endsAt : exclusionEnd(choice, Date.now());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exclusion.send({ type: 'exclusion.confirm' });
  };
  if (started) return <Message tone="notice">{t('limits.exclusion.started', { until: end === null ? t('limits.exclusion.never') : formatDisplayTime(end) })}</Message>;
  return (
    <form className={panel.form} onSubmit={submit} noValidate aria-label={t('limits.exclusion.title')}>
      <p className={panel.hint}>{end === null ? t('limits.exclusion.confirmPermanent') : t('limits.exclusion.confirmText', { until: formatDisplayTime(end) })}</p>
      <PasswordField
        label={t('limits.exclusion.password')}
        placeholder={t('limits.exclusion.password')}
        value={password}
        onValueChange={(value) => exclusion.send({ type: 'exclusion.input', values: { password: value } })}
        maxLength={12}
        autoComplete="current-password"
        disabled={busy}
        error={error?.field === 'password' ? errorText(t, error) : null}
      />
      {error && error.field !== 'password' && <Message tone="error">{errorText(t, error)}</Message>}
      <div className={panel.actions}>
        <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
          {t(submitting ? 'limits.exclusion.submitting' : 'limits.exclusion.confirm')}
        </button>
        <button type="button" className="btn btn--outline btn--lg" disabled={busy} onClick={() => exclusion.send({ type: 'exclusion.back' })}>
          {t('limits.exclusion.back')}
        </button>
      </div>
    </form>
  );
}
