/** Where a locale file sits: `locales/<language>/<namespace>.json`. */
export interface LocaleFile {
  language: string;
  namespace: string;
}

const LOCALE_PATH = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/;

export function parseLocalePath(path: string): LocaleFile | null {
  const match = LOCALE_PATH.exec(path);
  if (!match || !match[1] || !match[2]) return null;
  return { language: match[1], namespace: match[2] };
}

/** The namespaces found in a list of locale paths, each once, sorted. */
export function namespacesOf(paths: readonly string[]): string[] {
  const names = new Set<string>();
  for (const path of paths) {
    const file = parseLocalePath(path);
    if (file) names.add(file.namespace);
  }
  return [...names].sort();
}

/** The files of one language, as `[namespace, path]` pairs. */
export function filesOfLanguage(paths: readonly string[], language: string): [string, string][] {
  const files: [string, string][] = [];
  for (const path of paths) {
    const file = parseLocalePath(path);
    if (file && file.language === language) files.push([file.namespace, path]);
  }
  return files;
}
