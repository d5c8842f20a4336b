// @vitest-environment jsdom
/**
 * Every key the views ask for exists (the cross-language checks live in
 * tests/unit/locales.test.ts): literal `t('…')` calls, checked against the namespace the file's
 * `useTranslation` names first (`shell` when none), `labelKey`/`titleKey` data, and the keys built
 * from the home page's slide and feature lists.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountLinks } from '../../src/components/account/accountLinks';
import { MENU_ITEMS } from '../../src/layout/menu/menuItems';
import { FEATURES } from '../../src/pages/home/Features';
import { SLIDES } from '../../src/pages/home/slides';
import { routes } from '../../src/router/routes';

const SHELL_DIRS = ['src/components', 'src/devtools', 'src/layout', 'src/pages', 'src/router', 'src/games', 'src/main.tsx'];
/** Every zh-CN namespace (the fallback language holds every key). */
const NAMESPACES: Record<string, unknown> = Object.fromEntries(
  readdirSync(join(process.cwd(), 'locales/zh-CN'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(process.cwd(), 'locales/zh-CN', file), 'utf8')) as unknown]),
);
const shell = NAMESPACES.shell;

const lookup = (resources: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
/** A key, or an i18next plural family (`key_other`), exists. */
const hasIn = (resources: unknown, key: string): boolean =>
  typeof lookup(resources, key) === 'string' || typeof lookup(resources, `${key}_other`) === 'string';
const has = (key: string): boolean => hasIn(shell, key);

/** The namespace a file's plain keys belong to: the first one its useTranslation names. */
function namespaceOf(source: string): string {
  return /useTranslation\(\[?'(\w+)'/.exec(source)?.[1] ?? 'shell';
}

function sourceFiles(path: string): string[] {
  const full = join(process.cwd(), path);
  if (path.endsWith('.tsx') || path.endsWith('.ts')) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Keys in `t('a.b')`, `t(cond ? 'a' : 'b')` and `titled('a.b')`; namespaced keys belong to other files. */
function literalKeys(source: string): string[] {
  const calls = [...source.matchAll(/\b(?:t|titled)\(([^()]*?)[,)]/g)].map((m) => m[1] ?? '');
  return calls.flatMap((args) => [...args.matchAll(/'([A-Za-z][\w.]*)'/g)].map((m) => m[1] as string)).filter((key) => key.includes('.'));
}

function titleKeys(list: readonly { handle?: unknown; children?: unknown }[]): string[] {
  return list.flatMap((route) => [
    ...((route.handle as { titleKey?: string } | undefined)?.titleKey ? [(route.handle as { titleKey: string }).titleKey] : []),
    ...titleKeys((route.children as typeof list | undefined) ?? []),
  ]);
}

describe('shell keys used by the views', () => {
  it('finds literal keys to check (the scan works)', () => {
    const keys = SHELL_DIRS.flatMap(sourceFiles).flatMap((file) => literalKeys(readFileSync(file, 'utf8')));
    expect(keys.length).toBeGreaterThan(50);
    expect(keys).toContain('auth.loggingIn');
  });

  it.each(SHELL_DIRS.flatMap(sourceFiles).map((file) => [file.replace(`${process.cwd()}/`, ''), file]))('%s', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    const resources = NAMESPACES[namespaceOf(source)];
    const missing = literalKeys(source).filter((key) => !hasIn(resources, key));
    expect(missing).toEqual([]);
  });

  it('covers menu, account menu and route titles', () => {
    const keys = [...MENU_ITEMS.map((item) => item.labelKey), ...accountLinks(true).map((link) => link.labelKey), ...titleKeys(routes)];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });

  it('covers the home slides and features', () => {
    const keys = [
      ...SLIDES.flatMap((slide) => ['kicker', 'title', 'text', 'cta'].map((part) => `home.slides.${slide.id}.${part}`)),
      ...FEATURES.flatMap((feature) => [`home.features.${feature.id}.title`, `home.features.${feature.id}.text`]),
      ...['loading', 'failed', 'empty'].map((status) => `home.notices.${status}`),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
