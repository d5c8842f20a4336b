/** Written by scripts/vite-locales.ts: the locale files that exist and how to load one. */
declare module 'virtual:locale-files' {
  /** `locales/<language>/<namespace>.json` of every file. */
  export const localePaths: readonly string[];
  /** One file's texts; `{}` for a file that does not exist. */
  export function loadLocaleFile(language: string, namespace: string): Promise<Record<string, unknown>>;
}
