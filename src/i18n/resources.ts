import type { ResourceLanguage } from 'i18next';
import { filesOfLanguage, namespacesOf } from './localeFiles';

/** The language every missing key falls back to; it ships inside the initial bundle. */
export const FALLBACK_LANGUAGE = 'zh-CN';

type Bundle = Record<string, unknown>;

// Namespaces are discovered from the files, so a new `locales/*/<ns>.json` needs no code change.
// The developer panel's texts load with the panel (src/devtools/texts.ts), never for players.
const bundled = import.meta.glob<Bundle>(['../../locales/zh-CN/*.json', '!../../locales/*/devtools.json'], { eager: true, import: 'default' });
const lazy = import.meta.glob<Bundle>(['../../locales/*/*.json', '!../../locales/zh-CN/*.json', '!../../locales/*/devtools.json'], {
  import: 'default',
});

export const namespaces: string[] = namespacesOf([...Object.keys(bundled), ...Object.keys(lazy)]);

export function bundledResources(): ResourceLanguage {
  const resources: ResourceLanguage = {};
  for (const [namespace, path] of filesOfLanguage(Object.keys(bundled), FALLBACK_LANGUAGE)) {
    const bundle = bundled[path];
    if (bundle) resources[namespace] = bundle;
  }
  return resources;
}

/** Loads every namespace of one non-fallback language (one lazy chunk per file, fetched in parallel). */
export async function loadLanguageResources(language: string): Promise<ResourceLanguage> {
  const files = filesOfLanguage(Object.keys(lazy), language);
  const loaded = await Promise.all(
    files.map(async ([namespace, path]) => {
      const load = lazy[path];
      return [namespace, load ? await load() : {}] as const;
    }),
  );
  return Object.fromEntries(loaded);
}
