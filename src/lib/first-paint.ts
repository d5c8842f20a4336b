import { FIRST_PAINT_ELEMENT_ID } from '../../models/runtime-config';

/**
 * The server's first paint of a page (server/http/first-paint.ts): static markup before `#root`
 * that stands in for the app until the app has drawn the same place (index.html hides `#root`
 * meanwhile). The app removes it as soon as it shows that page itself, or at once when it shows
 * another page or starts in another language; the home banner's placeholder keeps its picture,
 * so nothing blinks while the banner list is on its way.
 */
const ELEMENT_ID = FIRST_PAINT_ELEMENT_ID;

export interface FirstPaint {
  /** The page it was made for. */
  path: string;
  language: string;
  /** The picture of its first banner, if it has one. */
  banner: string | null;
}

let read: { paint: FirstPaint | null } | null = null;

/** What the page's first paint showed, read once as the app starts (null: there was none, or it did not fit). */
export function firstPaint(doc: Document = document): FirstPaint | null {
  if (!read) {
    const element = doc.getElementById(ELEMENT_ID);
    const banner = element?.querySelector<HTMLImageElement>('.fp-banner')?.getAttribute('src') ?? null;
    read = { paint: element ? { path: element.dataset.path ?? '', language: element.dataset.lang ?? '', banner } : null };
  }
  return read.paint;
}

/** Shows the app instead of the first paint (idempotent). */
export function releaseFirstPaint(doc: Document = document): void {
  firstPaint(doc);
  doc.getElementById(ELEMENT_ID)?.remove();
}

/**
 * Releases the first paint, and forgets it, unless it stands for what the app shows: the same
 * page, in the language the app shows it in.
 */
export function releaseFirstPaintUnlessShowing(path: string, language: string, doc: Document = document): void {
  const paint = firstPaint(doc);
  if (!paint || (paint.path === path && paint.language === language)) return;
  releaseFirstPaint(doc);
  read = { paint: null };
}

/** For tests: read the document again. */
export function resetFirstPaint(): void {
  read = null;
}
