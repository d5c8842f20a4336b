import type { CSSProperties, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tickerStepMs } from '../../../machines/content/carousel-view';
import { WINNER_ROW_PX } from '../../../machines/content/content.machine';
import { formatMoney } from '../../../models/money';
import type { Winner } from '../../../models/content';
import { useCarousel, useHomeCarousels, useWinners } from '../../app/content-hooks';
import { useRuntimeConfig } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import styles from './WinnersList.module.css';

/** Spec §9: at most 20 winners. */
export const WINNERS_LIMIT = 20;
/** Rows in view at once. */
const VISIBLE_ROWS = 5;

/**
 * The scrolling winners list of home (spec §2, §9): real settled wins from the server, account
 * names masked by it, amounts in cents shown with the currency, at most 20, scrolling upwards at
 * 0.5 px a frame. The ticker machine says when it moves: never while pointed at or focused,
 * paused, hidden, or under reduced motion — then the list is an ordinary scrollable list.
 */
export function WinnersList() {
  const { t } = useTranslation('content');
  const winners = useWinners();
  const ticker = useCarousel(useHomeCarousels().winners);
  const rows = winners.items.slice(0, WINNERS_LIMIT);
  const scrolls = rows.length > VISIBLE_ROWS;
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) ticker.release();
  };

  let body;
  if (winners.status === 'loading') body = <p className={styles.state}>{t('home.winners.loading')}</p>;
  else if (rows.length === 0) body = <p className={styles.state}>{t(winners.status === 'failed' ? 'home.winners.failed' : 'home.winners.empty')}</p>;
  else {
    const list = (hidden: boolean) => (
      <ul className={styles.list} {...(hidden ? { 'aria-hidden': true, inert: true } : {})}>
        {rows.map((winner, i) => (
          <WinnerRow key={`${winner.createTime}-${winner.account}-${i}`} winner={winner} />
        ))}
      </ul>
    );
    body = (
      <div
        className={`${styles.viewport} ${scrolls ? styles.scrolls : ''} ${scrolls && ticker.moving ? '' : styles.still}`}
        style={{ '--row': `${WINNER_ROW_PX}px`, '--rows': VISIBLE_ROWS, '--duration': `${tickerStepMs(WINNER_ROW_PX) * rows.length}ms` } as CSSProperties}
        onMouseEnter={ticker.engage}
        onMouseLeave={ticker.release}
        onFocus={ticker.engage}
        onBlur={leave}
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? t('home.winners.list') : undefined}
      >
        <div className={styles.track}>
          {list(false)}
          {/* The copy makes the loop seamless; readers and the keyboard get the first list only. */}
          {scrolls && list(true)}
        </div>
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="home-winners-title">
      <header className={styles.header}>
        <h2 id="home-winners-title" className={styles.heading}>
          <Icon name="trophy" size={20} />
          {t('home.winners.title')}
        </h2>
        {scrolls && ticker.live && (
          <button type="button" className={styles.pause} onClick={ticker.togglePause} aria-label={t(ticker.paused ? 'home.winners.resume' : 'home.winners.pause')}>
            <Icon name={ticker.paused ? 'play' : 'pause'} size={14} />
          </button>
        )}
      </header>
      {body}
    </section>
  );
}

function WinnerRow({ winner }: { winner: Winner }) {
  const { variant } = useRuntimeConfig();
  return (
    <li className={styles.row}>
      <img className={styles.image} src={winner.imageUrl} alt="" width={36} height={36} loading="lazy" />
      <span className={styles.who}>
        <span className={styles.account}>{winner.account}</span>
        <span className={styles.content}>{winner.content}</span>
      </span>
      <strong className={styles.amount}>{formatMoney(winner.amount, variant)}</strong>
    </li>
  );
}
