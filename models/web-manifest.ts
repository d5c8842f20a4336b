import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './language';

/**
 * The web app manifests (one per language, docs/decisions.md "An installable app"): the same app
 * (`id`) under each language's name. index.html links the zh-CN one; the server links the one of
 * the request's language (server/http/static-client.ts).
 */

/** The brand's red: index.html's theme-color, the maskable icon's background. */
export const THEME_COLOR = '#8c0d18';

/** Drawn by scripts/make-icons.mjs from public/favicon.svg. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

/**
 * The address parameter of the "app download" QR code (src/components/qr/SiteQrCode.tsx): the page
 * it opens offers the install flow (src/app/pwa-services.ts).
 */
export const INSTALL_PARAM = 'install';

/** The address the QR code holds: the site, asking for the install flow. */
export const installUrl = (origin: string): string => `${origin}/?${INSTALL_PARAM}`;

/** Where a language's manifest is served. */
export const manifestPath = (language: string): string => `/manifest-${language}.webmanifest`;

/** The address index.html links before the server or the app names the language's own. */
export const DEFAULT_MANIFEST_PATH = manifestPath(DEFAULT_LANGUAGE);

export function webManifest(language: Language, texts: ManifestTexts) {
  return {
    // One app in every language: installing from any manifest installs the same app.
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: MANIFEST_ICONS,
  };
}

export const MANIFEST_LANGUAGES = SUPPORTED_LANGUAGES;
