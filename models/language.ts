/**
 * Interface languages (spec §1): the stored choice, else the browser's, else zh-CN.
 */

export const SUPPORTED_LANGUAGES = ['zh-CN', 'en-US', 'vi-VN', 'ja-JP'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The default and the fallback of every missing translation. */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** True for exactly one of the supported tags, spelled as in SUPPORTED_LANGUAGES. */
export function isSupportedLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

const primarySubtag = (tag: string): string => tag.split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * The supported language a BCP 47 tag stands for: the same tag in any letter case, else the
 * supported language with the same primary subtag (`en-GB` → `en-US`, `zh-TW` → `zh-CN`), else null.
 */
export function matchLanguage(tag: string): Language | null {
  const wanted = tag.trim().replaceAll('_', '-').toLowerCase();
  if (wanted === '') return null;
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = primarySubtag(wanted);
  return SUPPORTED_LANGUAGES.find((language) => primarySubtag(language) === primary) ?? null;
}

/**
 * The language to start in: `stored` when it is a supported tag, else the first of the browser's
 * preferred languages that matches (see matchLanguage), else DEFAULT_LANGUAGE.
 */
export function resolveLanguage(stored: string | null, browser: readonly string[]): Language {
  if (stored !== null && isSupportedLanguage(stored)) return stored;
  for (const tag of browser) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
