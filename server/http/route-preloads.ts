import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Preload hints for the first route of a page load. The client's routes are lazy chunks
 * (src/router/routes.tsx), so a page would ask for them only once the entry has run; index.html
 * sent for one of the routes below names them (and their CSS) at once, so they download beside the
 * entry. Found in Vite's build manifest (`.vite/manifest.json`, `build.manifest`); without one,
 * nothing is added.
 *
 * They are asked for at low priority (`fetchpriority="low"`): none of them is needed for the first
 * paint (the boot splash, or a page's first paint, server/http/first-paint.ts), which must not wait
 * behind some thirty scripts and styles on a slow line; they still start at once and are in the
 * cache when the entry asks for them.
 */

/** The lazy modules a page path renders first: the layout and the page (src/router/routes.tsx). */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/layout/AppLayout.tsx', 'src/pages/home/HomePage.tsx'],
  '/home': ['src/layout/AppLayout.tsx', 'src/pages/home/HomePage.tsx'],
  '/lottery-hall': ['src/layout/AppLayout.tsx', 'src/pages/lottery-hall/LotteryHallPage.tsx'],
  '/lottery-bet': ['src/layout/AppLayout.tsx', 'src/pages/lottery-bet/LotteryBetPage.tsx'],
  '/trend': ['src/layout/AppLayout.tsx', 'src/pages/trend/TrendPage.tsx'],
  '/my/index': ['src/layout/AppLayout.tsx', 'src/pages/my/AccountPage.tsx'],
};

/** Loaded by every page right after the entry ran (src/app/lazy-api.ts): the API transport. */
export const EVERY_PAGE_MODULES: readonly string[] = ['src/api/client.ts'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The files `keys` need (their static imports, transitively), scripts and styles apart. */
function closure(manifest: Manifest, keys: readonly string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { scripts, styles };
}

/** Vite's build manifest of the client in `dir`, or null when it has none. */
export function readManifest(dir: string): Manifest | null {
  const file = join(dir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** Page path → the `<link>` tags to add to its index.html; empty without a manifest. */
export function routePreloads(manifest: Manifest | null): Map<string, string> {
  const hints = new Map<string, string>();
  if (!manifest) return hints;
  // What index.html already loads stays out.
  const entry = closure(manifest, ['index.html']);
  for (const [path, modules] of Object.entries(ROUTE_MODULES)) {
    if (!modules.every((module) => manifest[module])) continue;
    const route = closure(manifest, [...modules, ...EVERY_PAGE_MODULES]);
    const scripts = [...route.scripts].filter((script) => !entry.scripts.has(script));
    const styles = [...route.styles].filter((style) => !entry.styles.has(style));
    const tags = [
      ...scripts.map((script) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${script}">`),
      ...styles.map((style) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${style}">`),
    ];
    if (tags.length > 0) hints.set(path, tags.join(''));
  }
  return hints;
}
