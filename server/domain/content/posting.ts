import { matchLanguage, type Language } from '../../../models/language';
import { MEDIA_SOURCES } from '../../http/security-headers';
import { OperatorError } from '../operator';
import type { Translations } from './languages';

/**
 * Checks of what operators post (CLI and admin API). Texts are stored exactly as given — HTML is
 * never cleaned, trimmed or re-encoded here (the client sanitizes it); only the shape is checked.
 */

/** Longest text field an operator may post, in UTF-16 code units (a long HTML detail fits easily). */
export const MAX_TEXT_LENGTH = 100_000;

export interface FieldRule<F extends string> {
  name: F;
  /** Required fields must hold something besides white space. */
  required: boolean;
}

/**
 * The translations of an admin body's `translations` object (language tag → fields), checked:
 * at least one language, each a supported one (matched as the `locale` header is, `en` → en-US),
 * every field a string (optional ones default to ''), at most MAX_TEXT_LENGTH long.
 */
export function checkTranslations<F extends string>(raw: unknown, fields: readonly FieldRule<F>[]): Translations<F> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new OperatorError('"translations" must be an object of languages, e.g. {"zh-CN": {…}}');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0) throw new OperatorError('Give the texts in at least one language');
  const result: Translations<F> = {};
  for (const [tag, value] of entries) {
    const lang = matchLanguage(tag);
    if (!lang) throw new OperatorError(`Unknown language "${tag}": use zh-CN, en-US, vi-VN or ja-JP`);
    if (result[lang]) throw new OperatorError(`Language ${lang} is given twice`);
    result[lang] = checkFields(lang, value, fields);
  }
  return result;
}

function checkFields<F extends string>(lang: Language, raw: unknown, fields: readonly FieldRule<F>[]): Record<F, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new OperatorError(`The ${lang} texts must be an object of fields`);
  const given = raw as Record<string, unknown>;
  const known = new Set<string>(fields.map((field) => field.name));
  const unknown = Object.keys(given).find((name) => !known.has(name));
  if (unknown !== undefined) throw new OperatorError(`Unknown field "${unknown}" in the ${lang} texts (fields: ${[...known].join(', ')})`);
  const out = {} as Record<F, string>;
  for (const field of fields) {
    const value = given[field.name] ?? '';
    if (typeof value !== 'string') throw new OperatorError(`"${field.name}" (${lang}) must be text`);
    if (field.required && value.trim() === '') throw new OperatorError(`"${field.name}" (${lang}) must not be empty`);
    if (value.length > MAX_TEXT_LENGTH) throw new OperatorError(`"${field.name}" (${lang}) is longer than ${MAX_TEXT_LENGTH} characters`);
    out[field.name] = value;
  }
  return out;
}

/**
 * A picture or video address: a path on this server (`/media/…`). The client's pages load pictures
 * and video only from MEDIA_SOURCES (their CSP, http/security-headers.ts): an http(s) address of
 * another site would never show, and `data:`/`blob:` are no addresses to store. Never
 * `javascript:` or a protocol-relative `//host` address either. '' when `allowEmpty`.
 */
export function checkMediaUrl(value: unknown, what: string, allowEmpty = false): string {
  if (allowEmpty && (value === undefined || value === null || value === '')) return '';
  if (typeof value !== 'string' || value.length > 2_000 || !/^\/(?!\/)\S*$/.test(value)) {
    throw new OperatorError(
      `${what} must be a path on this server (/media/…): the client's Content-Security-Policy shows pictures and video only from ${MEDIA_SOURCES.join(' ')} (this site), so ${typeof value === 'string' ? `"${value.slice(0, 100)}"` : 'this'} would be blocked`,
    );
  }
  return value;
}
