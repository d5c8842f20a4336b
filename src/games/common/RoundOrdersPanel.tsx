import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../models/money';
import { useRoundNumber, useSlip, type GameRef } from '../../app/game-hooks';
import { useRuntimeConfig } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import type { GameType } from '../../../models/games';
import { roundOrderLabels } from './roundOrderLabels';
import { useRoundOrders } from './useRoundOrders';
import styles from './SidePanels.module.css';

/**
 * The right-hand panel of spec §2, where the live follow-bet chat will be. Until the chat ships
 * it says so and lists what it can already show truthfully: this player's orders of the round.
 */
export function RoundOrdersPanel({ game, gameType }: { game: GameRef; gameType: GameType }) {
  const { t } = useTranslation('games');
  const { variant } = useRuntimeConfig();
  const orders = useRoundOrders(game);
  const roundNo = useRoundNumber(game);
  const rules = useSlip(game).context?.rules ?? [];
  return (
    <section className={styles.card} aria-labelledby="follow-title">
      <header className={styles.panelHeader}>
        <h2 id="follow-title" className={styles.title}>
          <Icon name="megaphone" size={18} />
          {t('panel.title')}
        </h2>
        <span className={styles.badge}>{t('panel.soon')}</span>
      </header>
      <p className={styles.muted}>{t('panel.note')}</p>
      <h3 className={styles.subtitle}>{roundNo ? t('panel.mine', { no: roundNo }) : t('panel.mineNoRound')}</h3>
      {orders.length === 0 ? (
        <p className={styles.empty}>{t('panel.empty')}</p>
      ) : (
        <ul className={styles.orders} data-testid="round-orders">
          {orders.map((order, i) => {
            const labels = roundOrderLabels(t, gameType, rules, order);
            return (
              <li key={`${order.id}-${i}`} className={styles.order}>
                <span className={styles.orderName}>
                  {labels.name}
                  {labels.numbers && <span className={styles.orderNumbers}>{labels.numbers}</span>}
                </span>
                <strong>{formatMoney(order.bettingTotal, variant)}</strong>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
