import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, loadNamespace } from './resources';

/**
 * i18next's `parseMissingKeyHandler` (with `appendNamespaceToMissingKey`, so it gets `ns:key`):
 * a text missing in the chosen language comes from the fallback language, whose namespace is
 * fetched then and only then. Until it arrives the text is empty (rather than the raw key);
 * once added, FALLBACK_ADDED re-renders the views (react-i18next's `bindI18n`) and i18next finds
 * the text through `fallbackLng`. A key missing there too shows as before: the
 * key. A text with a default value (names the server sends, looked up by code) shows the default:
 * every language has the same keys, so the fallback would not have it either.
 */
/**
 * The event that re-renders the views once a fallback namespace is in. Not the store's 'added',
 * which every namespace a page loads fires too: react-i18next re-renders on it synchronously
 * (`useSyncExternalStore`), every view at once, and the betting page's start spent 0.2–1 s
 * (Lighthouse's 4x CPU) in such renders, as its namespaces came in.
 */
export const FALLBACK_ADDED = 'fallbackAdded';

export function fallbackOnMissing(i18n: I18n, nsSeparator = ':') {
  const asked = new Map<string, 'loading' | 'done'>();
  return (namespacedKey: string, defaultValue?: string): string => {
    if (defaultValue !== undefined) return defaultValue;
    const at = namespacedKey.indexOf(nsSeparator);
    const namespace = namespacedKey.slice(0, at);
    const key = namespacedKey.slice(at + nsSeparator.length);
    const state = asked.get(namespace);
    if (state === 'done') return key;
    if (state === undefined) {
      asked.set(namespace, 'loading');
      const settle = (bundle: Record<string, unknown>) => {
        asked.set(namespace, 'done');
        i18n.addResourceBundle(FALLBACK_LANGUAGE, namespace, bundle, true, false);
        i18n.emit(FALLBACK_ADDED, namespace);
      };
      loadNamespace(FALLBACK_LANGUAGE, namespace).then(settle, () => settle({}));
    }
    return '';
  };
}
