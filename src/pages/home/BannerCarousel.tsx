import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon';
import { SLIDE_INTERVAL_MS, isRotating, wrapIndex } from './carousel';
import { SLIDES } from './slides';
import styles from './BannerCarousel.module.css';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The home banner: three slides rotating every 5 s. It stops while pointed at or focused, and
 * a pause button stops it for good (WCAG 2.2.2); people who ask for reduced motion start paused.
 * Which slide shows is purely visual, so it is component state, not a machine.
 */
export function BannerCarousel() {
  const { t } = useTranslation('shell');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = SLIDES.length;
  const rotating = isRotating({ paused, engaged: hovered || focused, slideCount: count });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home.carousel.role')}
      aria-label={t('home.carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {SLIDES.map((slide, i) => {
          const key = `home.slides.${slide.id}`;
          const active = i === index;
          return (
            <div
              key={slide.id}
              className={`${styles.slide} ${styles[slide.theme]} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription={t('home.carousel.slideRole')}
              aria-label={t('home.carousel.position', { n: i + 1, total: count })}
              inert={!active}
            >
              <div className={styles.copy}>
                <p className={styles.kicker}>{t(`${key}.kicker`)}</p>
                <h2 className={styles.title}>{t(`${key}.title`)}</h2>
                <p className={styles.text}>{t(`${key}.text`)}</p>
                <Link to={slide.to} className="btn btn--gold btn--lg">
                  {t(`${key}.cta`)}
                  <Icon name="chevronRight" size={18} />
                </Link>
              </div>
              <div className={styles.art} aria-hidden="true">
                {slide.art}
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setIndex((current) => wrapIndex(current - 1, count))}
          aria-label={t('home.carousel.previous')}
        >
          <Icon name="chevronLeft" size={18} />
        </button>
        {SLIDES.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
            onClick={() => setIndex(i)}
            aria-label={t('home.carousel.goTo', { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
          />
        ))}
        <button
          type="button"
          className={styles.control}
          onClick={() => setIndex((current) => wrapIndex(current + 1, count))}
          aria-label={t('home.carousel.next')}
        >
          <Icon name="chevronRight" size={18} />
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setPaused((value) => !value)}
          aria-label={t(paused ? 'home.carousel.play' : 'home.carousel.pause')}
        >
          <Icon name={paused ? 'play' : 'pause'} size={16} />
        </button>
      </div>
    </section>
  );
}
