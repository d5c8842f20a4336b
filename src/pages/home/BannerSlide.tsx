import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../models/content';
import { Icon } from '../../components/icons/Icon';
import { activityHref } from '../activity/activityLinks';
import styles from './BannerCarousel.module.css';

/**
 * An operator's banner: its picture (the words are drawn in it; the title is its text
 * alternative). Type 1 opens its promotion on /activity, type 3 plays its video.
 */
export function BannerSlide({ banner, onPlay }: { banner: Banner; onPlay(): void }) {
  const { t } = useTranslation('content');
  // The banner is usually the page's largest paint: fetched ahead of other pictures.
  const picture = <img className={styles.picture} src={banner.activeIconPc} alt="" fetchPriority="high" />;
  if (banner.type === 3) {
    return (
      <button type="button" className={styles.pictureAction} onClick={onPlay} lang={banner.lang}>
        {picture}
        <span className="visually-hidden">{t('home.banner.play', { title: banner.title })}</span>
        <span className={styles.playBadge} aria-hidden="true">
          <Icon name="play" size={30} />
        </span>
      </button>
    );
  }
  return (
    <Link to={activityHref(banner.activityId)} className={styles.pictureAction} lang={banner.lang}>
      {picture}
      <span className="visually-hidden">{t('home.banner.open', { title: banner.title })}</span>
    </Link>
  );
}
