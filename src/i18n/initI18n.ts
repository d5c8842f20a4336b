import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, bundledResources, loadLanguageResources, namespaces, onDemandBackend } from './resources';

const started = new Map<string, Promise<I18n>>();

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
  // The chosen language and the fallback arrive together.
  const [own, fallback] = await Promise.all([loadLanguageResources(language), language === FALLBACK_LANGUAGE ? null : bundledResources()]);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).use(onDemandBackend).init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: namespaces,
      defaultNS: 'common',
      resources: { [FALLBACK_LANGUAGE]: fallback ?? own, [language]: own },
      // The start-up namespaces come as resources; the backend brings the on-demand ones.
      partialBundledLanguages: true,
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
