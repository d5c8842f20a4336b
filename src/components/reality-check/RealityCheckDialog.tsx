import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatSignedMoney } from '../../../models/money';
import { useRuntimeConfig } from '../../app/hooks';
import type { RealityCheckRef } from '../../app/reality-check-hooks';
import { useSelector } from '../../app/use-selector';
import { Modal } from '../dialog/Modal';
import styles from './RealityCheckDialog.module.css';

const MINUTE = 60_000;

/** "1 h 05 min", "45 min": the time played, in whole minutes. */
function playedFor(t: TFunction<'account'>, ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('reality.dialog.hoursMinutes', { hours, minutes: String(minutes % 60).padStart(2, '0') }) : t('reality.dialog.minutes', { minutes });
}

/**
 * The reality check's dialog (issue 21 §1): how long this session has lasted and its net result,
 * then keep playing or log out. Closing it (Escape, ×) is keeping on playing: the next one comes
 * a whole interval later.
 */
export function RealityCheckDialog({ check }: { check: RealityCheckRef }) {
  const { t } = useTranslation('account');
  const { variant } = useRuntimeConfig();
  const played = useSelector(check, (s) => (s.context.shownAt ?? s.context.sessionStart) - s.context.sessionStart);
  const net = useSelector(check, (s) => s.context.result?.netCents ?? null);
  const open = useSelector(check, (s) => s.hasTag('dialog'));
  const leaving = useSelector(check, (s) => s.hasTag('loggingOut'));
  const keepPlaying = () => check.send({ type: 'reality.keepPlaying', at: Date.now() });
  return (
    <Modal open={open} onOpenChange={(next) => !next && !leaving && keepPlaying()} title={t('reality.dialog.title')} description={t('reality.dialog.intro')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('reality.dialog.played')}</dt>
          <dd data-testid="reality-played">{playedFor(t, played)}</dd>
        </div>
        <div>
          <dt>{t('reality.dialog.net')}</dt>
          <dd data-testid="reality-net" className={net !== null && net < 0 ? styles.loss : undefined}>
            {net === null ? t('reality.dialog.netUnknown') : formatSignedMoney(net, variant)}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className="btn btn--primary btn--lg" disabled={leaving} onClick={keepPlaying}>
          {t('reality.dialog.keepPlaying')}
        </button>
        <button type="button" className="btn btn--outline btn--lg" disabled={leaving} onClick={() => check.send({ type: 'reality.logout' })}>
          {t(leaving ? 'reality.dialog.loggingOut' : 'reality.dialog.logout')}
        </button>
      </div>
    </Modal>
  );
}
