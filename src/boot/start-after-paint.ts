import { DEFERRED_START_ID, type DeferredStart } from '../../models/deferred-start';

/**
 * The only script of a page that has a server first paint (server/http/first-paint.ts,
 * server/http/deferred-start.ts): it starts the app once the browser has put that paint on screen.
 * Had the app's scripts been in the page, the browser could have run the whole app before painting
 * anything, and a phone would show a blank screen meanwhile; now the paint comes first, and the
 * app's files are asked for right after it, all at once, as index.html would have asked for them.
 */

/** Longest wait for a frame: a tab the browser does not draw (hidden, throttled) starts anyway. */
export const FRAME_WAIT_MS = 250;

/** The start list the server wrote, or null when the page has none or it cannot be read. */
export function deferredStart(doc: Document): DeferredStart | null {
  const text = doc.getElementById(DEFERRED_START_ID)?.textContent;
  if (!text) return null;
  try {
    const start = JSON.parse(text) as Partial<DeferredStart>;
    return typeof start.entry === 'string' && Array.isArray(start.preloads) ? (start as DeferredStart) : null;
  } catch {
    return null;
  }
}

/** Adds the preloads, then the entry, as the page's head would have had them (in one insertion). */
export function startApp(doc: Document, start: DeferredStart): void {
  const tags = doc.createDocumentFragment();
  for (const preload of start.preloads) {
    const link = doc.createElement('link');
    link.rel = preload.as ? 'preload' : 'modulepreload';
    if (preload.as) link.setAttribute('as', preload.as);
    link.crossOrigin = '';
    link.href = preload.href;
    tags.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = start.entry;
  tags.append(script);
  doc.head.append(tags);
}

/** Runs `run` once the frame after the current one has begun (so the current one is painted), or after FRAME_WAIT_MS. */
export function afterNextPaint(win: Window, run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  if (win.document.visibilityState !== 'visible') return once();
  win.requestAnimationFrame(() => win.requestAnimationFrame(once));
  win.setTimeout(once, FRAME_WAIT_MS);
}

const start = typeof document === 'undefined' ? null : deferredStart(document);
if (start) afterNextPaint(window, () => startApp(document, start));
