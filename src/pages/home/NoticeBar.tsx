import type { CSSProperties, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCarousel, useHomeCarousels } from '../../app/content-hooks';
import { useNotices } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { noticeHref } from '../message/messageLinks';
import { marqueeSeconds } from './noticeMarquee';
import styles from './NoticeBar.module.css';

/**
 * The scrolling notice titles of the home page, each opening its notice on /message. The ticker
 * machine says when it scrolls: not while pointed at or focused, paused, hidden, or under
 * reduced motion.
 */
export function NoticeBar() {
  const { t } = useTranslation('shell');
  const { notices, status } = useNotices();
  const ticker = useCarousel(useHomeCarousels().notices);
  const titles = notices.map((notice) => notice.title).join('');
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) ticker.release();
  };

  let body;
  if (notices.length > 0) {
    const items = notices.map((notice) => (
      <li key={notice.id}>
        <Link to={noticeHref(notice.id)} className={styles.item}>
          {notice.title}
        </Link>
      </li>
    ));
    body = (
      <div
        className={`${styles.marquee} ${ticker.moving ? '' : styles.paused}`}
        style={{ '--marquee-duration': `${marqueeSeconds(titles)}s` } as CSSProperties}
        onMouseEnter={ticker.engage}
        onMouseLeave={ticker.release}
        onFocus={ticker.engage}
        onBlur={leave}
      >
        <div className={styles.track}>
          <ul className={styles.list}>{items}</ul>
          {/* The copy makes the loop seamless; readers and the keyboard get the first list only. */}
          <ul className={styles.list} aria-hidden="true" inert>
            {items}
          </ul>
        </div>
      </div>
    );
  } else {
    body = <p className={styles.state}>{t(`home.notices.${status === 'ready' ? 'empty' : status}`)}</p>;
  }

  return (
    <section className={styles.bar} aria-label={t('home.notices.label')}>
      <span className={styles.badge}>
        <Icon name="megaphone" size={18} />
        {t('home.notices.title')}
      </span>
      {body}
      {notices.length > 0 && ticker.live && (
        <button type="button" className={styles.pause} onClick={ticker.togglePause} aria-label={t(ticker.paused ? 'home.notices.play' : 'home.notices.pause')}>
          <Icon name={ticker.paused ? 'play' : 'pause'} size={14} />
        </button>
      )}
      <Link to="/message" className={styles.more}>
        {t('home.notices.more')}
        <Icon name="chevronRight" size={14} />
      </Link>
    </section>
  );
}
