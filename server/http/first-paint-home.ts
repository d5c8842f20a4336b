import { MEDIA_PREFIX } from '../../models/api-paths';
import type { Language } from '../../models/language';
import type { Queryable } from '../db/database';
import type { MediaFile } from '../domain/content/media';
import { listBanners } from '../domain/content/promotions';
import { firstPaintOf, requestPageLanguage, type FirstPaint } from './first-paint';
import { escapeHtml } from './html';

/**
 * Home's first paint (first-paint.ts): the header's frame and the first operator banner, the
 * page's largest picture, where the app's carousel (BannerCarousel) draws it.
 */

export interface FirstPaintBanner {
  /** The banner's picture, as the carousel call gives it. */
  image: string;
  /** The same picture inside the page, when it is one of ours and small (see INLINE_PICTURE_BYTES). */
  inline: string | null;
}

/**
 * A picture up to this size goes inside the page: the first paint then needs no request of its
 * own, which on a slow line would share the bandwidth with the app's scripts (ours are SVGs of
 * about 4 KB). Anything larger is linked.
 */
export const INLINE_PICTURE_BYTES = 12 * 1024;

/** `url` as a data: URL when it names a small picture of `media` (served under MEDIA_PREFIX), else null. */
export function inlinePicture(url: string, media: ReadonlyMap<string, MediaFile>): string | null {
  if (!url.startsWith(`${MEDIA_PREFIX}/`)) return null;
  const file = media.get(url.slice(MEDIA_PREFIX.length + 1));
  if (!file || !file.contentType.startsWith('image/')) return null;
  const bytes = Buffer.from(file.body);
  if (bytes.length > INLINE_PICTURE_BYTES) return null;
  return `data:${file.contentType.split(';')[0]};base64,${bytes.toString('base64')}`;
}

/** The markup; without a banner only the header's frame (the app's skeleton takes the banner's place). */
export function renderHomeFirstPaint(language: Language, banner: FirstPaintBanner | null): string {
  // An inline picture keeps its address beside it; the app's own banner asks for that address, so
  // it is fetched meanwhile (at low priority: the first paint does not wait for it).
  const picture = !banner
    ? ''
    : banner.inline
      ? `<img class="fp-banner" src="${banner.inline}" data-src="${escapeHtml(banner.image)}" alt=""><link rel="preload" as="image" fetchpriority="low" href="${escapeHtml(banner.image)}">`
      : `<img class="fp-banner" src="${escapeHtml(banner.image)}" alt="" fetchpriority="high">`;
  return firstPaintOf('/home', language, `<div class="fp-hero"><div class="fp-hero-inner"><div class="fp-carousel">${picture}<div class="fp-controls"></div></div></div></div>`);
}

/** Home's first paint for a request: its browser language's first banner, read as the carousel call reads it. */
export function homeFirstPaint(db: Queryable, media: ReadonlyMap<string, MediaFile>): FirstPaint {
  return {
    vary: ['Accept-Language'],
    async render(request) {
      const language = requestPageLanguage(request);
      const [first] = await listBanners(db, language);
      const image = first?.activeIconPc;
      return renderHomeFirstPaint(language, image ? { image, inline: inlinePicture(image, media) } : null);
    },
  };
}
