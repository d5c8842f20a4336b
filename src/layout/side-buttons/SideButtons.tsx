import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon';
import { FirstUseTrigger } from '../first-use/FirstUseTrigger';
import { SCROLL_TO_TOP_MS, shouldShowBackToTop } from './backToTop';
import { useKeepClear } from './useKeepClear';
import { useScrollTop } from './useScrollTop';
import styles from './SideButtons.module.css';

const loadAppPopover = () => import('./AppPopover');
/** The scroll animation loads when back-to-top first shows (the page has been scrolled). */
const loadSmoothScroll = () => import('./smoothScroll');

/**
 * Customer service, the app QR and back-to-top, floating at the right edge, out of the way of
 * what the page marks `data-keep-clear` (the stake bar with its confirm button).
 */
export function SideButtons() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const showBackToTop = shouldShowBackToTop(useScrollTop(), pathname);
  const stopScrolling = useRef<(() => void) | null>(null);
  useEffect(() => () => stopScrolling.current?.(), []);
  const side = useRef<HTMLElement>(null);
  useKeepClear(side, [showBackToTop, pathname]);

  useEffect(() => {
    if (showBackToTop) void loadSmoothScroll().catch(() => {});
  }, [showBackToTop]);

  const backToTop = () => {
    stopScrolling.current?.();
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let stopped = false;
    stopScrolling.current = () => (stopped = true);
    loadSmoothScroll().then(
      ({ animateScrollTo }) => {
        if (!stopped) stopScrolling.current = animateScrollTo(0, reduceMotion ? 0 : SCROLL_TO_TOP_MS);
      },
      () => window.scrollTo(0, 0),
    );
    // The button disappears at the top, so keyboard focus goes back to the start of the page.
    document.getElementById('page-top')?.focus({ preventScroll: true });
  };

  return (
    <aside ref={side} className={styles.side} aria-label={t('side.label')}>
      <Link to="/pages/chat/customer-service" className={styles.button}>
        <Icon name="headset" size={22} />
        <span>{t('side.service')}</span>
      </Link>
      <FirstUseTrigger load={loadAppPopover} haspopup="dialog" className={`${styles.button} ${styles.appButton}`} label={t('side.appTitle')}>
        <Icon name="qr" size={22} />
        <span aria-hidden="true">{t('side.app')}</span>
      </FirstUseTrigger>
      {showBackToTop && (
        <button type="button" className={`${styles.button} ${styles.topButton}`} onClick={backToTop} aria-label={t('side.backToTop')}>
          <Icon name="arrowUp" size={22} />
          <span aria-hidden="true">{t('side.backToTop')}</span>
        </button>
      )}
    </aside>
  );
}
