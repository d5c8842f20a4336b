/**
 * Every translation file of every language, read from disk, so namespaces added later
 * (shell.json, games.json, ...) are checked without touching this test:
 * - the language folders are exactly the supported languages, each with every namespace file;
 * - every key exists in every language (plural forms `_zero/_one/_two/_few/_many/_other` count as
 *   one key family, which must hold `_other` and every plural category the language uses);
 * - no value is empty and every value is text; no key contains `.` or `:` (i18next separators);
 * - the same key uses the same `{{placeholders}}` in every language;
 * - every key the models hand to views (error catalogue, validation keys, relative times,
 *   currency names) exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ClientMessageKey, ErrorCode, HTTP_ERROR_STATUSES, errorKeyForCode, errorValuesForCode, httpErrorKey } from '../../models/errors';
import { LANGUAGE_CURRENCY } from '../../models/currency';
import { RelativeTimeKey } from '../../models/dates';
import { SUPPORTED_LANGUAGES } from '../../models/language';
import { ValidationKey } from '../../models/validation/keys';

const LOCALES = new URL('../../locales/', import.meta.url);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, unknown>;
interface Namespace {
  flat: Flat;
  /** Object keys containing `.` or `:`, which i18next would read as separators. */
  splittable: string[];
}

/** Leaf paths joined with '.', as i18next addresses them. Empty objects and arrays are leaves, to be reported as empty. */
function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  const isContainer = typeof value === 'object' && value !== null;
  const entries = isContainer ? Object.entries(value) : [];
  if (!isContainer || entries.length === 0) {
    into.set(prefix, value);
    return into;
  }
  for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

function splittableKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [...(/[.:]/.test(key) ? [path] : []), ...splittableKeys(child, path)];
  });
}

const familyOf = (key: string): string => key.replace(PLURAL_SUFFIX, '');
const placeholdersOf = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] as string) : [];

/** Everything under locales/: language → namespace → keys. */
function loadLocales(): Map<string, Map<string, Namespace>> {
  const languages = new Map<string, Map<string, Namespace>>();
  for (const language of readdirSync(LOCALES, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    const namespaces = new Map<string, Namespace>();
    for (const file of readdirSync(new URL(`${language.name}/`, LOCALES))) {
      if (!file.endsWith('.json')) continue;
      const json: unknown = JSON.parse(readFileSync(new URL(`${language.name}/${file}`, LOCALES), 'utf8'));
      namespaces.set(file.slice(0, -'.json'.length), { flat: flatten(json), splittable: splittableKeys(json) });
    }
    languages.set(language.name, namespaces);
  }
  return languages;
}

const locales = loadLocales();
const namespaceNames = [...new Set([...locales.values()].flatMap((namespaces) => [...namespaces.keys()]))].sort();

const flatOf = (language: string, namespace: string): Flat => locales.get(language)?.get(namespace)?.flat ?? new Map();

/** Key families of one namespace across all languages. */
function familiesOf(namespace: string): Set<string> {
  const families = new Set<string>();
  for (const namespaces of locales.values()) {
    for (const key of namespaces.get(namespace)?.flat.keys() ?? []) families.add(familyOf(key));
  }
  return families;
}

/** The texts of one key (or of all forms of a plural family) in one language. */
function textsOf(language: string, namespace: string, family: string): string[] {
  return [...flatOf(language, namespace).entries()].filter(([key]) => familyOf(key) === family).map(([, text]) => String(text));
}

/** Whether `ns:path` resolves in a language, as a plain key or as a plural family. */
function hasKey(language: string, fullKey: string): boolean {
  const [namespace = '', path = ''] = fullKey.split(':');
  return textsOf(language, namespace, path).length > 0;
}

describe('locale files', () => {
  it('exist for exactly the supported languages, with at least the foundation namespaces', () => {
    expect([...locales.keys()].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(namespaceNames).toEqual(expect.arrayContaining(['common', 'errors', 'validation']));
  });

  it('hold every namespace in every language', () => {
    const missing = SUPPORTED_LANGUAGES.flatMap((language) =>
      namespaceNames.filter((namespace) => !locales.get(language)?.has(namespace)).map((namespace) => `${language}/${namespace}.json`),
    );
    expect(missing).toEqual([]);
  });

  describe.each(namespaceNames)('namespace %s', (namespace) => {
    const families = [...familiesOf(namespace)];

    it('has every key in every language', () => {
      const missing = SUPPORTED_LANGUAGES.flatMap((language) =>
        families.filter((family) => textsOf(language, namespace, family).length === 0).map((family) => `${language}: ${family}`),
      );
      expect(missing).toEqual([]);
    });

    it('has no empty or non-text value', () => {
      const bad = SUPPORTED_LANGUAGES.flatMap((language) =>
        [...flatOf(language, namespace).entries()]
          .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
          .map(([key]) => `${language}: ${key || '(whole file)'}`),
      );
      expect(bad).toEqual([]);
    });

    it('has no key segment that i18next would split', () => {
      const bad = SUPPORTED_LANGUAGES.flatMap((language) =>
        (locales.get(language)?.get(namespace)?.splittable ?? []).map((key) => `${language}: ${key}`),
      );
      expect(bad).toEqual([]);
    });

    it('gives each plural family _other and every plural form the language uses', () => {
      const missing: string[] = [];
      for (const language of SUPPORTED_LANGUAGES) {
        const keys = [...flatOf(language, namespace).keys()];
        const plurals = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map(familyOf));
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const family of plurals) {
          for (const category of new Set(['other', ...categories])) {
            if (!keys.includes(`${family}_${category}`)) missing.push(`${language}: ${family}_${category}`);
          }
        }
      }
      expect(missing).toEqual([]);
    });

    it('uses the same placeholders in every language', () => {
      const differing: string[] = [];
      for (const family of families) {
        const sets = SUPPORTED_LANGUAGES.map((language) =>
          [...new Set(textsOf(language, namespace, family).flatMap(placeholdersOf))].sort().join(','),
        );
        if (new Set(sets).size > 1) differing.push(`${family}: ${SUPPORTED_LANGUAGES.map((l, i) => `${l}[${sets[i]}]`).join(' ')}`);
      }
      expect(differing).toEqual([]);
    });
  });
});

describe('keys used by the models', () => {
  const referenced: string[] = [
    ...Object.values(ErrorCode).map(errorKeyForCode),
    errorKeyForCode(-1),
    ...HTTP_ERROR_STATUSES.map(httpErrorKey),
    httpErrorKey(0),
    ...Object.values(ClientMessageKey),
    ...Object.values(ValidationKey),
    ...Object.values(RelativeTimeKey),
    ...Object.values(LANGUAGE_CURRENCY).map((currency) => currency.nameKey),
  ];

  it.each(SUPPORTED_LANGUAGES)('all exist in %s', (language) => {
    expect(referenced.filter((key) => !hasKey(language, key))).toEqual([]);
  });

  /** Placeholders the models fill, per key: each language's text must use them. */
  const filled: [string, string[]][] = [
    ...Object.values(ErrorCode)
      .filter((code) => errorValuesForCode(code, 'x'))
      .map((code): [string, string[]] => [errorKeyForCode(code), ['value']]),
    [httpErrorKey(404), ['url']],
    [ValidationKey.withdrawBelowMinimum, ['min']],
    [ValidationKey.depositOutOfLimit, ['min', 'max']],
    [RelativeTimeKey.minutesAgo, ['count']],
    [RelativeTimeKey.hoursAgo, ['count']],
  ];

  it.each(SUPPORTED_LANGUAGES)('texts in %s use the values the models provide', (language) => {
    const wrong = filled.flatMap(([key, names]) => {
      const [namespace = '', path = ''] = key.split(':');
      const used = new Set(textsOf(language, namespace, path).flatMap(placeholdersOf));
      return names.filter((name) => !used.has(name)).map((name) => `${key} lacks {{${name}}}`);
    });
    expect(wrong).toEqual([]);
  });
});
