import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../models/money';
import { useRoundNumber, useSlip, type GameRef } from '../../app/game-hooks';
import { useRuntimeConfig } from '../../app/hooks';
import type { GameType } from '../../../models/games';
import { roundOrderLabels } from './roundOrderLabels';
import { useRoundOrders } from './useRoundOrders';
import styles from './SidePanels.module.css';

/**
 * The player's own orders of the current round, as the selling info lists them (refreshed after
 * each order): the follow-bet panel's "my bets" tab.
 */
export function RoundOrdersList({ game, gameType }: { game: GameRef; gameType: GameType }) {
  const { t } = useTranslation('games');
  const { variant } = useRuntimeConfig();
  const orders = useRoundOrders(game);
  const roundNo = useRoundNumber(game);
  const rules = useSlip(game).context?.rules ?? [];
  return (
    <>
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
    </>
  );
}
