import type { FastifyRequest } from 'fastify';
import { resolveLanguage, type Language } from '../../models/language';
import { FIRST_PAINT_ELEMENT_ID, SESSION_COOKIE } from '../../models/runtime-config';
import { demoNoticeHtml } from './demo-notice';
import { preferred } from './quality-list';

/**
 * A page's first paint, sent inside its index.html: what the app will draw first on that page,
 * as static markup laid out by index.html's own styles (`.first-paint`, `.fp-*`). A phone paints
 * it as soon as the HTML arrives, instead of after every script ran and the page's calls came
 * back; the app hides it (src/lib/first-paint.ts) once it has drawn the same place itself, or at
 * once when it starts in another language or on another page. Decorative (`aria-hidden`): the
 * app below is the page. Home's is first-paint-home.ts, the betting page's first-paint-bet.ts.
 */
export interface FirstPaint {
  /** The request headers the markup depends on (added to the answer's Vary). */
  vary: readonly string[];
  /** The markup for a request; '' when this request gets none. */
  render(request: FastifyRequest): Promise<string>;
}

/** Where index.html takes a page's first paint (before `#root`). */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

/** The language the client will start in when it has no stored choice: the browser's (models/language.ts). */
export function requestPageLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return resolveLanguage(null, preferred(Array.isArray(header) ? header.join(',') : header));
}

/** Whether the request carries a session token: the app will start logged in (or try to). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return name === SESSION_COOKIE && Boolean(value);
  });
}

/** Where a first paint's header starts. */
const HEADER_OPEN = '<div class="fp-header">';

/** A first paint of `path`: the header's frame (logo only: its controls depend on the app), then `body`. */
export function firstPaintOf(path: string, language: Language, body: string): string {
  return (
    `<div id="${FIRST_PAINT_ELEMENT_ID}" class="first-paint" aria-hidden="true" data-path="${path}" data-lang="${language}">` +
    HEADER_OPEN +
    '<div class="fp-bar"></div><div class="fp-main-wrap"><div class="fp-main"><img class="fp-logo" src="/favicon.svg" alt=""></div></div></div>' +
    body +
    '</div>'
  );
}

/** `paint` with the demo banner above its header, as the app draws it on a demo server (src/layout/DemoBanner.tsx). */
export function withDemoNotice(paint: FirstPaint): FirstPaint {
  return {
    vary: paint.vary.includes('Accept-Language') ? paint.vary : [...paint.vary, 'Accept-Language'],
    async render(request) {
      return (await paint.render(request)).replace(HEADER_OPEN, () => demoNoticeHtml(requestPageLanguage(request)) + HEADER_OPEN);
    },
  };
}
