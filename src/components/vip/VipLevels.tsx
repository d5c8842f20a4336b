import { useTranslation } from 'react-i18next';
import type { VipConfig } from '../../../models/account';
import { formatMoney } from '../../../models/money';
import { vipProgress } from '../../../machines/account/vip.machine';
import { useRuntimeConfig } from '../../app/hooks';
import { VipBadge } from './VipBadge';
import styles from './VipLevels.module.css';

/**
 * The player's VIP level and progress to the next one, and the table of levels with the minimum
 * total recharge each needs (spec §2 "VIP"); the player's row is marked.
 */
export function VipLevels({ config }: { config: VipConfig }) {
  const { t } = useTranslation('account');
  const { variant } = useRuntimeConfig();
  const progress = vipProgress(config);
  const percent = Math.round(progress.ratio * 100);
  const levels = [...config.vipConfigList].sort((a, b) => a.level - b.level);

  return (
    <>
      <div className={styles.card}>
        <div className={styles.current}>
          <span className={styles.label}>{t('vip.current')}</span>
          <VipBadge level={progress.level} />
        </div>
        <p className={styles.total}>
          {t('vip.total')} <strong>{formatMoney(config.rechargeTotal, variant)}</strong>
        </p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('vip.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.next}>
          {progress.next
            ? t('vip.next', { level: progress.next.level, amount: formatMoney(progress.missing, variant) })
            : t('vip.top')}
        </p>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('vip.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col" className={styles.num}>
                {t('vip.limit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => {
              const mine = level.level === progress.level;
              return (
                <tr key={level.level} className={mine ? styles.mine : undefined} aria-current={mine ? 'true' : undefined}>
                  <th scope="row">
                    <span className={styles.levelCell}>
                      <VipBadge level={level.level} />
                      {mine && <span className={styles.yours}>{t('vip.yours')}</span>}
                    </span>
                  </th>
                  <td className={styles.num}>{formatMoney(level.limitRechargeAmount, variant)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
