import type { Plugin } from 'vite';

/**
 * Asks for the entry script at low priority. Nothing of the first paint needs it (the boot splash,
 * or a page's server-rendered first paint, server/http/first-paint.ts), so on a slow line the
 * paint's picture and styles go first; the script still starts at once. Vite writes the entry's
 * tag itself, so the attribute is added to what it wrote.
 */
export function entryPriorityPlugin(): Plugin {
  return {
    name: 'fastdraw-entry-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" crossorigin src="/g, '<script type="module" fetchpriority="low" crossorigin src="'),
    },
  };
}
