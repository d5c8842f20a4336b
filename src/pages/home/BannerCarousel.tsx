import { useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { wrapIndex } from '../../../machines/content/carousel-view';
import type { Banner } from '../../../models/content';
import { useBanners, useCarousel, useHomeCarousels } from '../../app/content-hooks';
import { Icon } from '../../components/icons/Icon';
import { firstPaint } from '../../lib/first-paint';
import { useFirstPaintDone } from '../../router/FirstPaintRelease';
import { BannerSlide } from './BannerSlide';
import { BannerVideo } from './BannerVideo';
import { SLIDES } from './slides';
import styles from './BannerCarousel.module.css';

interface ShownSlide {
  key: string;
  theme: string;
  content: ReactNode;
}

/**
 * The home banner (spec §2 "Home"): the operators' banners, a slide every 5 s — type 1 opens
 * the promotion on /activity, type 3 plays its video in a dialog. Without banners (none posted,
 * or the call failed) the built-in slides show. The carousel machine moves it: it stops while
 * pointed at or focused, while the tab is hidden, and for good with the pause button (WCAG
 * 2.2.2); under reduced motion it starts paused.
 */
export function BannerCarousel() {
  const { t } = useTranslation('shell');
  const banners = useBanners();
  const carousel = useCarousel(useHomeCarousels().banners);
  const [video, setVideo] = useState<Banner | null>(null);
  // The app now draws the banner's place itself: the server's first paint of home can go.
  useFirstPaintDone();

  if (banners.status === 'loading') return <BannerPlaceholder />;

  const slides: ShownSlide[] =
    banners.items.length > 0
      ? banners.items.map((banner) => ({ key: `banner-${banner.id}`, theme: 'pictureSlide', content: <BannerSlide banner={banner} onPlay={() => setVideo(banner)} /> }))
      : SLIDES.map((slide) => ({ key: slide.id, theme: slide.theme, content: <StaticSlide id={slide.id} to={slide.to} art={slide.art} /> }));
  const count = slides.length;
  const index = wrapIndex(carousel.step, count);

  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.release();
  };

  return (
    <section
      className={`${styles.carousel} ${banners.items.length > 0 ? styles.pictures : ''}`}
      aria-roledescription={t('home.carousel.role')}
      aria-label={t('home.carousel.label')}
      onMouseEnter={carousel.engage}
      onMouseLeave={carousel.release}
      onFocus={carousel.engage}
      onBlur={leave}
    >
      <div className={styles.viewport} aria-live={carousel.moving ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.key}
              className={`${styles.slide} ${styles[slide.theme] ?? ''} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription={t('home.carousel.slideRole')}
              aria-label={t('home.carousel.position', { n: i + 1, total: count })}
              inert={!active}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={carousel.previous} aria-label={t('home.carousel.previous')}>
            <Icon name="chevronLeft" size={18} />
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
              onClick={() => carousel.goTo(i)}
              aria-label={t('home.carousel.goTo', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
            />
          ))}
          <button type="button" className={styles.control} onClick={carousel.next} aria-label={t('home.carousel.next')}>
            <Icon name="chevronRight" size={18} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={carousel.togglePause}
            aria-label={t(carousel.paused ? 'home.carousel.play' : 'home.carousel.pause')}
          >
            <Icon name={carousel.paused ? 'play' : 'pause'} size={16} />
          </button>
        </div>
      )}
      {video && <BannerVideo banner={video} onClose={() => setVideo(null)} />}
    </section>
  );
}

/**
 * The banners are on their way. The picture the page's first paint showed (the first banner, as
 * the server had it) stays meanwhile, in the frame the banners will have, so nothing blinks or jumps.
 */
function BannerPlaceholder() {
  const picture = firstPaint()?.banner ?? null;
  return (
    <div className={`${styles.carousel} ${styles.placeholder} ${picture ? styles.placeholderPicture : ''}`} aria-hidden="true">
      {picture && <img className={styles.picture} src={picture} alt="" fetchPriority="high" />}
    </div>
  );
}

/** One of the built-in slides, translated like every other text. */
function StaticSlide({ id, to, art }: { id: string; to: string; art: ReactNode }) {
  const { t } = useTranslation('shell');
  const key = `home.slides.${id}`;
  return (
    <>
      <div className={styles.copy}>
        <p className={styles.kicker}>{t(`${key}.kicker`)}</p>
        <h2 className={styles.title}>{t(`${key}.title`)}</h2>
        <p className={styles.text}>{t(`${key}.text`)}</p>
        <Link to={to} className="btn btn--gold btn--lg">
          {t(`${key}.cta`)}
          <Icon name="chevronRight" size={18} />
        </Link>
      </div>
      <div className={styles.art} aria-hidden="true">
        {art}
      </div>
    </>
  );
}
