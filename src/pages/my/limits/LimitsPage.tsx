import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { slotKey, type LimitStatus } from '../../../../models/gaming-limits';
import { formatDisplayTime } from '../../../../models/dates';
import { formatAmount } from '../../../../models/money';
import { useGamingLimits, type GamingLimitsRef } from '../../../app/gaming-hooks';
import { useSelector } from '../../../app/use-selector';
import { PageLoading } from '../../../components/loading/PageLoading';
import { errorText, LoadFailed, Message, Panel } from '../pageParts';
import panel from '../panel.module.css';
import { ExclusionPanel } from './ExclusionPanel';
import { RealityCheckPanel } from './RealityCheckPanel';
import styles from './LimitsPage.module.css';

/**
 * Responsible gaming (issue 21 §1, `/my/index?page=limits`): the player's limits with what is used
 * and left, each changed on its own row; the reality check's interval, then time-out and
 * self-exclusion below.
 */
export function LimitsPage() {
  const { limits, exclusion, realityCheck } = useGamingLimits();
  return (
    <div className={styles.page}>
      {limits ? <LimitsPanel limits={limits} /> : <PageLoading />}
      {realityCheck && <RealityCheckPanel check={realityCheck} />}
      {exclusion && <ExclusionPanel exclusion={exclusion} />}
    </div>
  );
}

function LimitsPanel({ limits }: { limits: GamingLimitsRef }) {
  const { t } = useTranslation('account');
  const status = useSelector(limits, (s) => s.context.status);
  const failed = useSelector(limits, (s) => s.hasTag('failed'));
  return (
    <Panel id="limits-title" icon="shield" title={t('limits.title')}>
      <p className={panel.hint}>{t('limits.intro', { zone: status?.timeZone ?? '' })}</p>
      {failed ? (
        <LoadFailed onRetry={() => limits.send({ type: 'limits.retry' })} />
      ) : status ? (
        <ul className={styles.list}>
          {status.limits.map((limit) => (
            <LimitRow key={slotKey(limit.kind, limit.period)} limits={limits} limit={limit} />
          ))}
        </ul>
      ) : (
        <PageLoading />
      )}
    </Panel>
  );
}

function LimitRow({ limits, limit }: { limits: GamingLimitsRef; limit: LimitStatus }) {
  const { t } = useTranslation('account');
  const slot = slotKey(limit.kind, limit.period);
  const draft = useSelector(limits, (s) => s.context.drafts[slot] ?? '');
  const error = useSelector(limits, (s) => (s.context.error?.slot === slot ? s.context.error : null));
  const notice = useSelector(limits, (s) => (s.context.notice?.slot === slot ? s.context.notice.key : null));
  const busy = useSelector(limits, (s) => s.hasTag('busy'));
  const name = `${t(`limits.kind.${limit.kind}`)} ${t(`limits.period.${limit.period}`)}`;
  const inputId = `limit-${limit.kind}-${limit.period}`;
  const usedShare = limit.limitCents ? Math.min(100, Math.round((limit.usedCents / limit.limitCents) * 100)) : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    limits.send({ type: 'limits.save', kind: limit.kind, period: limit.period });
  };
  return (
    <li className={styles.row} data-limit={slot}>
      <div className={styles.head}>
        <h3 className={styles.name}>{name}</h3>
        <strong className={styles.amount}>{limit.limitCents === null ? t('limits.none') : formatAmount(limit.limitCents)}</strong>
      </div>
      {limit.limitCents !== null && (
        <>
          <div className={styles.meter} role="meter" aria-label={name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={usedShare}>
            <span style={{ width: `${usedShare}%` }} />
          </div>
          <p className={styles.usage}>
            <span>{t('limits.used', { amount: formatAmount(limit.usedCents) })}</span>
            <span>{t('limits.left', { amount: formatAmount(limit.leftCents ?? 0) })}</span>
            {limit.resetsAt !== null && <span>{t('limits.resets', { at: formatDisplayTime(limit.resetsAt) })}</span>}
          </p>
        </>
      )}
      {limit.kind === 'loss' && <p className={styles.note}>{t('limits.lossNote')}</p>}
      {limit.pending && (
        <div className={styles.pending}>
          <span>
            {limit.pending.limitCents === null
              ? t('limits.pendingRemoval', { at: formatDisplayTime(limit.pending.at) })
              : t('limits.pending', { amount: formatAmount(limit.pending.limitCents), at: formatDisplayTime(limit.pending.at) })}
          </span>
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => limits.send({ type: 'limits.cancelPending', kind: limit.kind, period: limit.period })}>
            {t('limits.cancelPending')}
          </button>
        </div>
      )}
      <form className={styles.edit} onSubmit={submit} noValidate aria-label={name}>
        <label className={styles.label} htmlFor={inputId}>
          {t('limits.newLimit')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('limits.placeholder')}
          value={draft}
          disabled={busy}
          aria-invalid={error !== null}
          onChange={(event) => limits.send({ type: 'limits.input', slot, text: event.target.value })}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('limits.save')}
        </button>
        {limit.limitCents !== null && !limit.pending && (
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => limits.send({ type: 'limits.remove', kind: limit.kind, period: limit.period })}>
            {t('limits.remove')}
          </button>
        )}
      </form>
      {notice && <Message tone="notice">{t(notice)}</Message>}
      {error && <Message tone="error">{errorText(t, error)}</Message>}
    </li>
  );
}
