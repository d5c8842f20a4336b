import { readFileSync } from 'node:fs';

/**
 * A translation key as the page shows it in zh-CN (the browser suites' locale): `ns:path.to.key`
 * looked up in locales/zh-CN/<ns>.json, `{{name}}` filled from `values`. A path suite's state
 * carries the key its view shows (a form error, a notice); this turns it into the text to expect.
 */
const namespaces = new Map<string, unknown>();

export function zh(key: string, values: Record<string, unknown> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  if (!namespaces.has(ns)) namespaces.set(ns, JSON.parse(readFileSync(new URL(`../../../locales/zh-CN/${ns}.json`, import.meta.url), 'utf8')));
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], namespaces.get(ns));
  if (typeof text !== 'string') throw new Error(`no zh-CN text for ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
