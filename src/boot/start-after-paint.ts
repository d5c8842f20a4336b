import { DEFERRED_START_ID, type DeferredStart } from '../../models/deferred-start';

/**
 * The only script of a page that has a server first paint (server/http/first-paint.ts,
 * server/http/deferred-start.ts): it starts the app once the browser has put that paint on screen.
 * Had the app's scripts been in the page, the browser could have run the whole app before painting
 * anything, and a phone would show a blank screen meanwhile; now the paint comes first, and the
 * app's files are asked for right after it: the entry, then (a task later) the files it will import.
 */

/**
 * Longest wait for the first paint in a tab that is shown: a browser that puts nothing on screen
 * for that long (a machine too busy to draw, a throttled window) starts the app anyway.
 */
export const PAINT_WAIT_MS = 2000;

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

/** Preloads added per task: each link's fetch is set up while it is inserted, a few ms on a phone. */
export const PRELOADS_PER_TASK = 4;

/**
 * Adds the entry, then its preloads, PRELOADS_PER_TASK in each following task. In one insertion,
 * setting up the twenty to thirty fetches took a task of 100–300 ms on a phone (Lighthouse's 4x
 * CPU); split, no part is long, and the preloads still go out long before the entry's answer
 * could name the same files.
 */
export function startApp(doc: Document, start: DeferredStart, later: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = start.entry;
  doc.head.append(script);
  const addFrom = (first: number) => {
    const tags = doc.createDocumentFragment();
    for (const preload of start.preloads.slice(first, first + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = preload.as ? 'preload' : 'modulepreload';
      if (preload.as) link.setAttribute('as', preload.as);
      link.crossOrigin = '';
      link.href = preload.href;
      tags.append(link);
    }
    doc.head.append(tags);
    if (first + PRELOADS_PER_TASK < start.preloads.length) later(() => addFrom(first + PRELOADS_PER_TASK));
  };
  if (start.preloads.length > 0) later(() => addFrom(0));
}

/** A window, with the paint observer its browser may have. */
type PageWindow = Window & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Runs `run` once, when the page's first contentful paint is on screen (the browser's own paint
 * entry; where it has none, when the frame after the current one begins), when the tab is or
 * becomes hidden (nothing is drawn there), or after PAINT_WAIT_MS.
 */
export function afterFirstPaint(win: PageWindow, run: () => void): void {
  const doc = win.document;
  let observer: PerformanceObserver | undefined;
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    doc.removeEventListener('visibilitychange', once);
    run();
  };
  if (doc.visibilityState !== 'visible') return once();
  doc.addEventListener('visibilitychange', once);
  win.setTimeout(once, PAINT_WAIT_MS);
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(() => win.requestAnimationFrame(once));
  }
}

const start = typeof document === 'undefined' ? null : deferredStart(document);
if (start) afterFirstPaint(window, () => startApp(document, start));
