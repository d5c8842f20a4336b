import { useTranslation } from 'react-i18next';
import { floorOdds, type GameType, type Rule } from '../../../models/games';
import { itemLabel, ruleLabel } from './labels';
import styles from './OddsTable.module.css';

/** The odds of the chosen rule (floored to 2 decimals, spec §9); keno plays list their prize tiers. */
export function OddsTable({ gameType, rule }: { gameType: GameType; rule: Rule }) {
  const { t } = useTranslation('games');
  const rows = rule.rateList
    ? rule.rateList.map((tier) => ({ key: `hits-${tier.hits}`, label: t('odds.hits', { count: tier.hits }), odds: floorOdds(tier.rate) }))
    : rule.balls.map((group) => ({ key: String(group.ruleItemId), label: itemLabel(t, gameType, group), odds: floorOdds(group.ruleItemRate) }));
  return (
    <section className={styles.odds} aria-labelledby={`odds-${rule.id}`}>
      <h2 id={`odds-${rule.id}`} className={styles.title}>
        {t('odds.title', { rule: ruleLabel(t, gameType, rule) })}
      </h2>
      <dl className={styles.grid}>
        {rows.map((row) => (
          <div key={row.key} className={styles.cell}>
            <dt>{row.label}</dt>
            <dd>{row.odds}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
