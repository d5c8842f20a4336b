import type { BackendModule, ResourceLanguage } from 'i18next';
import { loadLocaleFile, localePaths } from 'virtual:locale-files';
import { filesOfLanguage, namespacesOf, parseLocalePath } from './localeFiles';

/**
 * The language every missing key falls back to. Its files load like every language's; for a
 * player reading another language they are fetched only when a text is missing (fallback.ts), since
 * every language has every key (tests/unit/locales.test.ts).
 */
export const FALLBACK_LANGUAGE = 'zh-CN';

/**
 * Namespaces a view loads when it first asks for them (`useTranslation('account')` suspends
 * until they arrive), in every language: the developer panel and the account area, whose texts
 * would otherwise weigh on every player's first page, the forms' refusals (`validation`: the
 * login and register forms and the account area ask for it), the content pages (home's moving
 * parts, /message, /activity), the customer-service chat and the fairness proof (`fair`: the
 * betting page's seed hash and the draw history's Verify) and the betting page's slip and
 * follow-bets panel (`play`, which home never shows).
 */
const ON_DEMAND = ['devtools', 'account', 'money', 'validation', 'content', 'chat', 'fair', 'trend', 'pwa', 'play'] as const;
export const ON_DEMAND_NAMESPACES: readonly string[] = ON_DEMAND;

/**
 * One of them: a route fetches its page's namespace beside the page's chunk (routes.tsx: `content`
 * for home, /message and /activity, `chat`, `trend`, and `play` for the betting page).
 */
export type OnDemandNamespace = (typeof ON_DEMAND)[number];

type Bundle = Record<string, unknown>;

// Namespaces are discovered from the files (scripts/vite-locales.ts), so a new
// `locales/*/<ns>.json` needs no code change.
const isOnDemand = (path: string) => ON_DEMAND_NAMESPACES.includes(parseLocalePath(path)?.namespace ?? '');

export const namespaces: string[] = namespacesOf(localePaths).filter((ns) => !ON_DEMAND_NAMESPACES.includes(ns));

/** The start-up namespaces of the fallback language. */
export function bundledResources(): Promise<ResourceLanguage> {
  return loadLanguageResources(FALLBACK_LANGUAGE);
}

/** Loads every start-up namespace of one language (a file each, fetched in parallel). */
export async function loadLanguageResources(language: string): Promise<ResourceLanguage> {
  const files = filesOfLanguage(localePaths, language).filter(([, path]) => !isOnDemand(path));
  const loaded = await Promise.all(files.map(async ([namespace]) => [namespace, await loadLocaleFile(language, namespace)] as const));
  return Object.fromEntries(loaded);
}

/** One namespace of one language (a file of its own); `{}` when the language has no such file. */
export function loadNamespace(language: string, namespace: string): Promise<Bundle> {
  return loadLocaleFile(language, namespace);
}

/**
 * The i18next backend of the on-demand namespaces: each file is fetched on its own. The fallback
 * language's files are left out (an empty bundle) while another language is chosen: i18next would
 * otherwise fetch them beside the chosen language's; a missing text brings them (fallback.ts).
 */
export function onDemandBackend(chosenLanguage: () => string): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read(language, namespace, callback) {
      if (language === FALLBACK_LANGUAGE && chosenLanguage() !== FALLBACK_LANGUAGE) return callback(null, {});
      loadNamespace(language, namespace).then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}
