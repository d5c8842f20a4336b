import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_ADDED, fallbackOnMissing } from './fallback';
import { FALLBACK_LANGUAGE, loadLanguageResources, namespaces, onDemandBackend } from './resources';

const started = new Map<string, Promise<I18n>>();
/** The language last asked for: the backend leaves the fallback's files out unless it is this one. */
let chosenLanguage = FALLBACK_LANGUAGE;

/**
 * Prepares translations for `language` (chosen by the language machine) before the first render.
 * The promise is cached per language so React's `use()` sees the same promise on every render.
 */
export function initI18n(language: string): Promise<I18n> {
  let ready = started.get(language);
  if (!ready) {
    ready = start(language);
    started.set(language, ready);
  }
  return ready;
}

async function start(language: string): Promise<I18n> {
  chosenLanguage = language;
  // Only the chosen language's start-up namespaces: the fallback's come when a text is missing.
  const own = await loadLanguageResources(language);
  if (!i18n.isInitialized) {
    await i18n
      .use(initReactI18next)
      .use(onDemandBackend(() => chosenLanguage))
      .init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        ns: namespaces,
        defaultNS: 'common',
        resources: { [language]: own },
        // The start-up namespaces come as resources; the backend brings the on-demand ones.
        partialBundledLanguages: true,
        appendNamespaceToMissingKey: true,
        parseMissingKeyHandler: fallbackOnMissing(i18n),
        // A fallback namespace fetched for a missing text re-renders the views (fallback.ts); the
        // namespaces a page asks for re-render what waited for them through Suspense.
        react: { bindI18n: `languageChanged ${FALLBACK_ADDED}` },
        // React escapes text itself.
        interpolation: { escapeValue: false },
        returnEmptyString: false,
      });
    return i18n;
  }
  for (const [namespace, bundle] of Object.entries(own)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  await i18n.changeLanguage(language);
  return i18n;
}
