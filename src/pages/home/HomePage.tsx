import { useTranslation } from 'react-i18next';
import { useAppName } from '../../components/brand/useAppName';
import { BannerCarousel } from './BannerCarousel';
import { Features } from './Features';
import { HomeAccountCard } from './HomeAccountCard';
import { HomeLotteries } from './HomeLotteries';
import { LatestDrawPanel } from './LatestDrawPanel';
import { NoticeBar } from './NoticeBar';
import { NoticePopup } from './NoticePopup';
import styles from './HomePage.module.css';

export function HomePage() {
  const { t } = useTranslation('shell');
  const appName = useAppName();
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
        <LatestDrawPanel />
        <Features />
      </div>
      <NoticePopup />
    </div>
  );
}
