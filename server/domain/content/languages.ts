import type { FastifyRequest } from 'fastify';
import { LOCALE_HEADER } from '../../../models/content';
import { DEFAULT_LANGUAGE, matchLanguage, SUPPORTED_LANGUAGES, type Language } from '../../../models/language';

/**
 * Content in several languages (docs/api.md "Content"). Every item keeps its texts by language;
 * a call answers them in the request's `locale`, falling back to zh-CN, then to the first of
 * SUPPORTED_LANGUAGES the item has.
 */

/** The texts of one item: per language, the item's text fields. */
export type Translations<F extends string> = Partial<Record<Language, Record<F, string>>>;

/** The language a request asks for: its `locale` header matched to a supported one, else zh-CN. */
export function requestLanguage(request: FastifyRequest): Language {
  return requestedLanguage(request) ?? DEFAULT_LANGUAGE;
}

/** The language a request's `locale` header names, matched to a supported one; null when it names none. */
export function requestedLanguage(request: FastifyRequest): Language | null {
  const header = request.headers[LOCALE_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return (value && matchLanguage(value)) || null;
}

/** The order languages are tried in for `wanted`: itself, zh-CN, then the others in the supported order. */
export function fallbackOrder(wanted: Language): Language[] {
  return [...new Set<Language>([wanted, DEFAULT_LANGUAGE, ...SUPPORTED_LANGUAGES])];
}

/** The entry for `wanted` with the language it is in, or null when the item has no language at all. */
export function pick<T>(byLanguage: Partial<Record<Language, T>>, wanted: Language): { lang: Language; value: T } | null {
  for (const lang of fallbackOrder(wanted)) {
    const value = byLanguage[lang];
    if (value !== undefined) return { lang, value };
  }
  return null;
}

/**
 * Texts are stored as JSON in a text column (migration 007): JSON.stringify escapes NUL and lone
 * surrogates, so every string comes back exactly as posted.
 */
export const encodeTexts = (texts: object): string => JSON.stringify(texts);

export function decodeTexts<T>(stored: string): Partial<Record<Language, T>> {
  const parsed: unknown = JSON.parse(stored);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<Language, T>>) : {};
}
