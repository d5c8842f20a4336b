import { useTranslation } from 'react-i18next';
import { useContentScreen } from '../../app/content-hooks';
import { useNoticePopup } from '../../app/hooks';
import { useAppName } from '../../components/brand/useAppName';
import { BannerCarousel } from './BannerCarousel';
import { Features } from './Features';
import { HomeAccountCard } from './HomeAccountCard';
import { HomeLotteries } from './HomeLotteries';
import { LatestDrawPanel } from './LatestDrawPanel';
import { MessagePopup } from './MessagePopup';
import { NoticeBar } from './NoticeBar';
import { NoticePopup } from './NoticePopup';
import { PrizeCarousel } from './PrizeCarousel';
import { WinnersList } from './WinnersList';
import styles from './HomePage.module.css';

/**
 * Home (spec §2): banners, the notice bar, lottery tiles, the prize carousel, the latest draws,
 * the winners, and the notice and message popups. It tells the content owner it is on screen,
 * which starts what moves on it and lets the popups open.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  const appName = useAppName();
  useContentScreen('home');
  const noticePopupOpen = useNoticePopup().open;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('home.heading', { appName })}</h1>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <BannerCarousel />
          <HomeAccountCard />
        </div>
      </div>
      <div className={styles.content}>
        <NoticeBar />
        <HomeLotteries />
        <div className={styles.deferred}>
          <PrizeCarousel />
        </div>
        <div className={`${styles.split} ${styles.deferred}`}>
          <LatestDrawPanel />
          <WinnersList />
        </div>
        <div className={styles.deferred}>
          <Features />
        </div>
      </div>
      <NoticePopup />
      <MessagePopup waiting={noticePopupOpen} />
    </div>
  );
}
