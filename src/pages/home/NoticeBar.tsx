import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNotices } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { marqueeSeconds } from './noticeMarquee';
import styles from './NoticeBar.module.css';

/** The scrolling notice titles of the home page, each linking to the notice list. */
export function NoticeBar() {
  const { t } = useTranslation('shell');
  const { notices, status } = useNotices();
  const [paused, setPaused] = useState(false);
  const titles = notices.map((notice) => notice.title).join('');

  let body;
  if (notices.length > 0) {
    const items = notices.map((notice) => (
      <li key={notice.id}>
        <Link to="/message" className={styles.item}>
          {notice.title}
        </Link>
      </li>
    ));
    body = (
      <div
        className={`${styles.marquee} ${paused ? styles.paused : ''}`}
        style={{ '--marquee-duration': `${marqueeSeconds(titles)}s` } as CSSProperties}
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
      {notices.length > 0 && (
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPaused((value) => !value)}
          aria-label={t(paused ? 'home.notices.play' : 'home.notices.pause')}
        >
          <Icon name={paused ? 'play' : 'pause'} size={14} />
        </button>
      )}
      <Link to="/message" className={styles.more}>
        {t('home.notices.more')}
        <Icon name="chevronRight" size={14} />
      </Link>
    </section>
  );
}
