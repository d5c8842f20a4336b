/**
 * A page with a first paint starts the app only once that paint is on screen: the server takes the
 * app's entry script and preloads out of its index.html and lists them in this JSON element, and
 * the page's one script (src/boot/start-after-paint.ts) adds them after the first frame. Kept
 * apart from every module of the app, so that script stays a file of its own.
 */
export const DEFERRED_START_ID = 'fastdraw-start';

export interface DeferredStart {
  /** The app's entry module. */
  entry: string;
  /** What index.html would have preloaded beside it: modules, and stylesheets (`as: 'style'`). */
  preloads: { href: string; as?: 'style' }[];
}
