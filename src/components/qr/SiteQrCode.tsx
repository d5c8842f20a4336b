import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SiteQrCode.module.css';

const QrSvg = lazy(() => import('./QrSvg'));

/** Drawn once it enters the viewport (the footer's code is below the fold); its box holds the place meanwhile. */
const NEAR_VIEWPORT = '0px';

/**
 * The address the code holds: the site, asking for the app's install flow (the "app download":
 * the site is an installable app, docs/decisions.md "An installable app"). `installUrl` of
 * models/web-manifest.ts spelled out, so that the layout shares no chunk with the installable
 * app's (which would name one more file in the first page's script); tests/views/layout.test.tsx
 * holds the two to the same address.
 */
const installUrl = (origin: string) => `${origin}/?install`;

/**
 * A QR code of this site's address, for opening it (and installing the app) on a phone. The box (its
 * size, its name for readers) is there at once; the drawing library loads when the box nears the
 * viewport, so a first page that never shows the code does not download it.
 */
export function SiteQrCode({ size }: { size: number }) {
  const { t } = useTranslation('shell');
  const url = installUrl(window.location.origin);
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(box);
  return (
    <span className={styles.frame}>
      <span ref={box} className={styles.code} style={{ width: size, height: size }} role="img" aria-label={t('qr.label', { url })}>
        {near && (
          <Suspense fallback={null}>
            <QrSvg value={url} size={size} />
          </Suspense>
        )}
      </span>
    </span>
  );
}

function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_VIEWPORT });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
