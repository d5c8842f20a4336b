import { DEFERRED_START_ID, type DeferredStart } from '../../models/deferred-start';

/**
 * A page with a first paint (first-paint.ts) starts the app only once that paint is on screen.
 * Left in index.html, the app's entry script and preloads download while the page is parsed and
 * the browser may run the whole app before it paints anything; a phone then shows nothing for as
 * long as that takes. Here they are taken out of the page and listed, in the same order, in a JSON
 * element that the page's one script (src/boot/start-after-paint.ts, a file of a few hundred
 * bytes) reads after the first frame, adding them to the head as they were.
 */

/** The build manifest's key of that script (vite.config.ts names it as an entry). */
export const START_AFTER_PAINT_MODULE = 'src/boot/start-after-paint.ts';

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD_LINK = /<link rel="(modulepreload|preload)"(?: as="(style)")?[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * `html` with its entry script and its module and style preloads replaced by the start list and
 * `startScript`; null when it has no entry script (nothing to put off).
 */
export function deferStart(html: string, startScript: string): string | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const preloads: DeferredStart['preloads'] = [];
  const rest = html.replace(PRELOAD_LINK, (link, rel: string, as: string | undefined, href: string) => {
    if (rel === 'preload' && as !== 'style') return link; // a picture's, say: not the app's
    preloads.push(as ? { href, as: 'style' } : { href });
    return '';
  });
  const start: DeferredStart = { entry, preloads };
  const json = JSON.stringify(start).replaceAll('<', '\\u003c');
  return rest.replace(
    ENTRY_SCRIPT,
    `<script id="${DEFERRED_START_ID}" type="application/json">${json}</script><script type="module" crossorigin src="${startScript}"></script>`,
  );
}
