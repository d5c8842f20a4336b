import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIZE_GROUP_SIZE, wrapIndex } from '../../../machines/content/carousel-view';
import { parsePrizeRecord } from '../../../models/games';
import { useCarousel, useHomeCarousels } from '../../app/content-hooks';
import { useCatalog } from '../../app/catalog-hooks';
import { Icon } from '../../components/icons/Icon';
import { DrawResult } from '../../games/DrawResult';
import { lotteryLabel } from '../../games/common/labels';
import { LotteryLink } from '../../games/common/LotteryLink';
import { displayServerTime } from '../../games/common/serverTime';
import styles from './PrizeCarousel.module.css';

/**
 * The prize carousel of home (spec §2): the latest draw of every lottery on sale, three at a
 * time, the next three every 5 s (the carousel machine; it holds still while pointed at,
 * focused, paused, hidden, or under reduced motion).
 */
export function PrizeCarousel() {
  const { t } = useTranslation('content');
  const { onSale, latest } = useCatalog();
  const carousel = useCarousel(useHomeCarousels().prizes);
  const draws = onSale.flatMap((lottery) => {
      const record = latest.find((r) => r.lotteryId === lottery.id);
      return record ? [{ lottery, record: parsePrizeRecord(record) }] : [];
    });
  if (draws.length === 0) return null;
  const groups = Math.ceil(draws.length / PRIZE_GROUP_SIZE);
  const group = wrapIndex(carousel.step, groups);
  const shown = draws.slice(group * PRIZE_GROUP_SIZE, (group + 1) * PRIZE_GROUP_SIZE);
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.release();
  };

  return (
    <section
      className={styles.section}
      aria-labelledby="home-prizes-title"
      aria-roledescription={t('home.prizes.role')}
      onMouseEnter={carousel.engage}
      onMouseLeave={carousel.release}
      onFocus={carousel.engage}
      onBlur={leave}
    >
      <header className={styles.header}>
        <h2 id="home-prizes-title" className={styles.heading}>
          <Icon name="bolt" size={20} />
          {t('home.prizes.title')}
        </h2>
        {groups > 1 && (
          <div className={styles.controls}>
            <span className={styles.position}>{t('home.prizes.position', { n: group + 1, total: groups })}</span>
            <button type="button" className={styles.control} onClick={carousel.previous} aria-label={t('home.prizes.previous')}>
              <Icon name="chevronLeft" size={16} />
            </button>
            <button type="button" className={styles.control} onClick={carousel.next} aria-label={t('home.prizes.next')}>
              <Icon name="chevronRight" size={16} />
            </button>
            <button type="button" className={styles.control} onClick={carousel.togglePause} aria-label={t(carousel.paused ? 'home.prizes.resume' : 'home.prizes.pause')}>
              <Icon name={carousel.paused ? 'play' : 'pause'} size={14} />
            </button>
          </div>
        )}
      </header>
      <ul className={styles.cards} aria-live={carousel.moving ? 'off' : 'polite'}>
        {shown.map(({ lottery, record }) => {
          const name = lotteryLabel(t, lottery);
          return (
            <li key={lottery.id} className={styles.card}>
              <div className={styles.meta}>
                <p className={styles.name}>{name}</p>
                <p className={styles.issue}>{t('games:round.number', { no: record.prizeNo })}</p>
              </div>
              <div className={styles.result}>
                <DrawResult record={record} size="s" />
              </div>
              <div className={styles.footer}>
                <span className={styles.time}>{displayServerTime(record.resultTime)}</span>
                <LotteryLink lotteryId={lottery.id} className={styles.play}>
                  {t('home.prizes.bet', { name })}
                  <Icon name="chevronRight" size={14} />
                </LotteryLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
