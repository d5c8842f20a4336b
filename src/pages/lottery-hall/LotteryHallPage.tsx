import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { parsePrizeRecord } from '../../../models/games';
import { useCatalog } from '../../app/catalog-hooks';
import { PageLoading } from '../../components/loading/PageLoading';
import { DrawResult } from '../../games/DrawResult';
import { GameTypeIcon } from '../../games/common/GameTypeIcon';
import { lotteryLabel } from '../../games/common/labels';
import { LotteryLink } from '../../games/common/LotteryLink';
import styles from './LotteryHallPage.module.css';

/** Every lottery on sale with its family and latest draw (spec §2 "Lottery hall"). */
export function LotteryHallPage() {
  const { t } = useTranslation(['games', 'common']);
  const { onSale, latest, loaded, failed, reload } = useCatalog();

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('hall.title')}</h1>
        <p className={styles.subtitle}>{t('hall.subtitle')}</p>
        <Link to="/trend" className={`btn btn--outline ${styles.trend}`}>
          {t('shell:title.trend')}
        </Link>
      </header>
      {!loaded && !failed && <PageLoading />}
      {!loaded && failed && (
        <div className={styles.message} role="alert">
          <p>{t('hall.failed')}</p>
          <button type="button" className="btn btn--primary" onClick={reload}>
            {t('common:button.retry')}
          </button>
        </div>
      )}
      {loaded && onSale.length === 0 && <p className={styles.message}>{t('hall.empty')}</p>}
      {onSale.length > 0 && (
        <ul className={styles.cards}>
          {onSale.map((lottery) => {
            const draw = latest.find((record) => record.lotteryId === lottery.id);
            const name = lotteryLabel(t, lottery);
            return (
              <li key={lottery.id} className={styles.card}>
                <GameTypeIcon type={lottery.type} size={56} />
                <div className={styles.body}>
                  <h2 className={styles.name}>
                    {/* The link covers the whole card (::after), and its name is the lottery's alone. */}
                    <LotteryLink lotteryId={lottery.id} className={styles.link}>
                      {name}
                    </LotteryLink>
                    <span className={styles.family}>{t(`type.${lottery.type}.name`)}</span>
                  </h2>
                  <p className={styles.remark}>{lottery.remark}</p>
                  <p className={styles.draw}>
                    {draw ? (
                      <>
                        <span className={styles.drawNo}>{t('hall.latest', { no: draw.prizeNo })}</span>
                        <DrawResult record={parsePrizeRecord(draw)} size="s" showRemarks={false} />
                      </>
                    ) : (
                      <span className={styles.drawNo}>{t('last.none')}</span>
                    )}
                  </p>
                </div>
                <span className={styles.play} aria-hidden="true">
                  {t('hall.play')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
