import { useTranslation } from 'react-i18next';
import { useAppName } from '../../components/brand/useAppName';
import { BannerCarousel } from './BannerCarousel';
import { Features } from './Features';
import { GamesSoon } from './GamesSoon';
import { HomeAccountCard } from './HomeAccountCard';
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
        <GamesSoon />
        <Features />
      </div>
      <NoticePopup />
    </div>
  );
}
