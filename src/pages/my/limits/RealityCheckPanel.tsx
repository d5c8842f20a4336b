import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES } from '../../../../models/gaming-limits';
import { formatDisplayTime } from '../../../../models/dates';
import type { RealityCheckRef } from '../../../app/gaming-hooks';
import { useSelector } from '../../../app/use-selector';
import { Panel } from '../pageParts';
import panel from '../panel.module.css';
import styles from './LimitsPage.module.css';

/**
 * The reality check's interval (issue 21 §1): off, 15, 30 or 60 minutes, radio buttons the keyboard
 * moves through; a change counts from now. The account area runs the check for every page.
 */
export function RealityCheckPanel({ check }: { check: RealityCheckRef }) {
  const { t } = useTranslation('account');
  const minutes = useSelector(check, (s) => s.context.minutes);
  const deadline = useSelector(check, (s) => (s.hasTag('off') ? null : s.context.deadline));
  const loading = useSelector(check, (s) => s.hasTag('loading'));
  return (
    <Panel id="reality-title" icon="clock" title={t('reality.title')}>
      <p className={panel.hint}>{t('reality.intro')}</p>
      <fieldset className={styles.intervals} disabled={loading}>
        <legend className={panel.sectionTitle}>{t('reality.every')}</legend>
        {REALITY_CHECK_MINUTES.map((choice) => (
          <label key={choice} className={styles.interval}>
            <input
              type="radio"
              name="reality-interval"
              value={choice}
              checked={minutes === choice}
              onChange={() => check.send({ type: 'reality.choose', minutes: choice, at: Date.now() })}
            />
            <span>{choice === 0 ? t('reality.off') : t('reality.minutes', { minutes: choice })}</span>
          </label>
        ))}
      </fieldset>
      {deadline !== null && <p className={styles.note} data-testid="reality-next">{t('reality.next', { at: formatDisplayTime(deadline) })}</p>}
    </Panel>
  );
}
