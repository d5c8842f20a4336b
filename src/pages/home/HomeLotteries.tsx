import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCatalog } from '../../app/catalog-hooks';
import { Icon } from '../../components/icons/Icon';
import { GameTypeIcon } from '../../games/common/GameTypeIcon';
import { lotteryLabel } from '../../games/common/labels';
import { LotteryLink } from '../../games/common/LotteryLink';
import styles from './HomeLotteries.module.css';

/** Spec §9: the home page shows at most 8 lotteries. */
export const HOME_LOTTERY_LIMIT = 8;

/** The first lotteries on sale as tiles that open them like the hall does. */
export function HomeLotteries() {
  const { t } = useTranslation(['games', 'common']);
  const { onSale, loaded, failed, reload } = useCatalog();
  const tiles = onSale.slice(0, HOME_LOTTERY_LIMIT);
  return (
    <section className={styles.section} aria-labelledby="home-lotteries-title">
      <header className={styles.header}>
        <h2 id="home-lotteries-title" className={styles.heading}>
          {t('home.title')}
        </h2>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        <Link to="/lottery-hall" className={styles.more}>
          {t('home.all')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </header>
      {!loaded && failed && (
        <div className={styles.loading} role="alert">
          <p>{t('hall.failed')}</p>
          <button type="button" className="btn btn--outline" onClick={reload}>
            {t('common:button.retry')}
          </button>
        </div>
      )}
      {!loaded && !failed && <p className={styles.loading}>{t('home.loading')}</p>}
      {loaded && (
        <ul className={styles.tiles}>
          {tiles.map((lottery) => (
            <li key={lottery.id}>
              <LotteryLink lotteryId={lottery.id} className={styles.tile}>
                <GameTypeIcon type={lottery.type} size={64} />
                <span className={styles.name}>{lotteryLabel(t, lottery)}</span>
                <span className={styles.desc}>{t(`type.${lottery.type}.desc`)}</span>
              </LotteryLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
