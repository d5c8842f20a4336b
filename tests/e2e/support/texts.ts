import { readFileSync } from 'node:fs';

/** The four languages the site speaks (locales/<language>/). */
export type Language = 'zh-CN' | 'vi-VN' | 'ja-JP' | 'en-US';

/**
 * A translation key as the page shows it in `language`: `ns:path.to.key` looked up in
 * locales/<language>/<ns>.json (`path.to.key` alone is in `defaultNs`), `{{name}}` filled from
 * `values`. A path suite's state carries the key its view shows (a form error, a notice); this
 * turns it into the text to expect.
 */
const files = new Map<string, unknown>();

export function textIn(language: Language, key: string, values: Record<string, unknown> = {}, defaultNs = 'common'): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [defaultNs, key];
  const file = `${language}/${ns}`;
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(new URL(`../../../locales/${file}.json`, import.meta.url), 'utf8')));
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], files.get(file));
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A key as the page shows it in zh-CN, the browser suites' locale. */
export function zh(key: string, values: Record<string, unknown> = {}): string {
  return textIn('zh-CN', key, values);
}
