import i18n from 'i18next';
import { FALLBACK_LANGUAGE } from '../i18n/resources';

type Bundle = Record<string, unknown>;

/** The panel's texts travel with the panel: none of them is in the player's bundle. */
const bundles = import.meta.glob<Bundle>('../../locales/*/devtools.json', { import: 'default' });

const pathOf = (language: string) => `../../locales/${language}/devtools.json`;

/** Adds the `devtools` namespace for the fallback and the current language (before the panel renders). */
export async function loadDevtoolsTexts(language: string = i18n.language): Promise<void> {
  for (const lang of new Set([FALLBACK_LANGUAGE, language])) {
    const load = bundles[pathOf(lang)];
    if (load) i18n.addResourceBundle(lang, 'devtools', await load(), true, true);
  }
}
