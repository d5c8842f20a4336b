import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:locale-files`: which locale files exist (`locales/<language>/<namespace>.json`) and how
 * to load one, for src/i18n/resources.ts.
 *
 * - In a build every file is written, minified, to `assets/locales-<hash>/<language>/<namespace>.json`,
 *   one folder per set of texts (`<hash>` covers them all, so a changed text is a new folder and
 *   the server may cache every file for ever, as all of /assets/), and fetched from there. The
 *   start script then carries one short list of names instead of an import function and a chunk
 *   name per file (52 of them cost 1.7 KB gzip of every first visit).
 * - In the dev server and in tests each file is imported (a module per file, as Vite serves JSON).
 */
export const LOCALE_FILES_MODULE = 'virtual:locale-files';
const RESOLVED = `\0${LOCALE_FILES_MODULE}`;

interface LocaleFile {
  language: string;
  namespace: string;
  path: string;
}

function listLocaleFiles(dir: string): LocaleFile[] {
  const files: LocaleFile[] = [];
  for (const language of readdirSync(dir, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    for (const file of readdirSync(join(dir, language.name))) {
      if (file.endsWith('.json')) files.push({ language: language.name, namespace: file.slice(0, -'.json'.length), path: join(dir, language.name, file) });
    }
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The start script's expression of `localePaths` in a build: each language's namespaces once,
 * spelled out into the same sorted list at start. Every language has (nearly) every namespace, so
 * this is one line of names instead of a path per file (60 paths cost ~0.1 KB gzip more).
 */
export function compactPaths(files: readonly LocaleFile[]): string {
  const byLanguage = new Map<string, string[]>();
  for (const file of files) byLanguage.set(file.language, [...(byLanguage.get(file.language) ?? []), file.namespace]);
  const names = Object.fromEntries([...byLanguage].map(([language, namespaces]) => [language, namespaces.join(',')]));
  return `Object.entries(${JSON.stringify(names)}).flatMap(([language, namespaces]) => namespaces.split(',').map((namespace) => \`locales/\${language}/\${namespace}.json\`))`;
}

export function localeFilesPlugin(localesDir = resolve('locales')): Plugin {
  let building = false;
  let folder = '';
  const minified = new Map<string, string>();

  return {
    name: 'fastdraw-locale-files',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building) return;
      const hash = createHash('sha256');
      minified.clear();
      for (const file of listLocaleFiles(localesDir)) {
        const text = JSON.stringify(JSON.parse(readFileSync(file.path, 'utf8')));
        minified.set(`${file.language}/${file.namespace}`, text);
        hash.update(`${file.language}/${file.namespace}\0${text}\0`);
        this.addWatchFile(file.path);
      }
      folder = `locales-${hash.digest('hex').slice(0, 10)}`;
      for (const [name, text] of minified) this.emitFile({ type: 'asset', fileName: `assets/${folder}/${name}.json`, source: text });
    },
    resolveId(id) {
      return id === LOCALE_FILES_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const files = listLocaleFiles(localesDir);
      const paths = files.map((file) => `locales/${file.language}/${file.namespace}.json`);
      if (!building) {
        const loaders = files.map((file) => `${JSON.stringify(`${file.language}/${file.namespace}`)}: () => import(${JSON.stringify(file.path)}).then((m) => m.default)`);
        return [
          `export const localePaths = ${JSON.stringify(paths)};`,
          `const loaders = {${loaders.join(',')}};`,
          'export const loadLocaleFile = (language, namespace) => { const load = loaders[`${language}/${namespace}`]; return load ? load() : Promise.resolve({}); };',
        ].join('\n');
      }
      return [
        `export const localePaths = ${compactPaths(files)};`,
        // Beside the start script, in /assets/, whatever the site's base path.
        `const base = new URL(${JSON.stringify(`${folder}/`)}, import.meta.url);`,
        'export const loadLocaleFile = (language, namespace) => !localePaths.includes(`locales/${language}/${namespace}.json`) ? Promise.resolve({}) : fetch(new URL(`${language}/${namespace}.json`, base)).then((answer) => {',
        "  if (!answer.ok) throw new Error(`locale file ${language}/${namespace}: HTTP ${answer.status}`);",
        '  return answer.json();',
        '});',
      ].join('\n');
    },
  };
}
