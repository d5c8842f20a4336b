import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RuntimeConfig } from '../../models/runtime-config';
import { addVary } from './compress';
import { FIRST_PAINT_MARKER, requestPageLanguage, type FirstPaint } from './first-paint';
import { deferStart, START_AFTER_PAINT_MODULE } from './deferred-start';
import { readManifest, routePreloads } from './route-preloads';

/**
 * Serves the built client (Vite's `dist/`). index.html is never served from disk as is: it goes
 * out with the runtime configuration filled in (see SpaIndex), for `/` and for every client route;
 * it is compressed by server/http/compress.ts like every answer the server builds. Other files go
 * out as built, or as their build-time brotli/gzip copies when the request accepts them.
 */

/** What the client reads from `<script id="fastdraw-config">` (src/config/env.ts). */
export type ClientRuntimeConfig = RuntimeConfig;

const CONFIG_ELEMENT = /(<script id="fastdraw-config" type="application\/json">)[\s\S]*?(<\/script>)/;
/** Vite puts content-hashed bundles here: a changed file gets a new name. */
const HASHED_ASSETS_DIR = '/assets/';

/** The service worker (scripts/vite-pwa.ts): at the site's root, so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';
const SERVICE_WORKER_FILE = /\/sw\.js(\.br|\.gz)?$/;
/**
 * A worker runs under the policy of its own script's answer, not the page's: it loads nothing
 * but itself and fetches only this origin (the precache, pages). The default policy of files
 * (`default-src 'none'`) would refuse both.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'";

/** index.html links the default language's manifest (models/web-manifest.ts); each answer links its page language's. */
const MANIFEST_LINK = /(<link rel="manifest" href="\/manifest-)zh-CN(\.webmanifest")/;

/** An entry stylesheet up to this size goes inside index.html (see inlineEntryStyles). */
export const INLINE_STYLESHEET_BYTES = 24 * 1024;

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * index.html with the entry's small stylesheets inside it. A linked stylesheet blocks the first
 * paint until it arrives, and so do the scripts waiting on it: on a slow line the first paint
 * (a page's server-rendered one, or the boot splash) then comes after the entry script ran. Inside
 * the page it costs a few kilobytes per visit (compressed with the page) and no request.
 */
export async function inlineEntryStyles(html: string, dir: string): Promise<string> {
  const sheets = new Map<string, string>();
  for (const [, file] of html.matchAll(STYLESHEET_LINK)) {
    const css = await readFile(join(dir, file!), 'utf8').catch(() => null);
    if (css !== null && Buffer.byteLength(css) <= INLINE_STYLESHEET_BYTES && !/<\/style/i.test(css)) sheets.set(file!, css);
  }
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = sheets.get(file);
    return css === undefined ? link : `<style>${css}</style>`;
  });
}

/** index.html with `config` in its config element; `<` is escaped so the JSON cannot end the script. */
export function renderIndex(html: string, config: ClientRuntimeConfig): string {
  if (!CONFIG_ELEMENT.test(html)) {
    throw new Error('index.html has no <script id="fastdraw-config" type="application/json"> element to fill');
  }
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return html.replace(CONFIG_ELEMENT, (_match, open: string, close: string) => `${open}${json}${close}`);
}

/** The rendered index.html, sent for the site root and client routes; a route may have its own (route-preloads.ts). */
export interface SpaIndex {
  html: string;
  /** Page path → index.html with the preload hints of that route's chunks. */
  byPath: ReadonlyMap<string, string>;
  /** Page path → its first paint for a request (first-paint.ts), put where index.html has FIRST_PAINT_MARKER. */
  firstPaints: ReadonlyMap<string, FirstPaint>;
  /** Page path → its index.html that starts the app after the first paint (deferred-start.ts), sent with a first paint. */
  afterPaint: ReadonlyMap<string, string>;
}

/**
 * index.html must be revalidated on every visit: it names the current hashed bundles. A page
 * whose first paint cannot be made (the database is busy or down) goes out without it: the app
 * draws the page as it always can.
 */
export async function sendIndex(reply: FastifyReply, index: SpaIndex): Promise<FastifyReply> {
  const raw = reply.request.url.split('?')[0] ?? '';
  const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
  let html = index.byPath.get(path) ?? index.html;
  const firstPaint = index.firstPaints.get(path);
  if (firstPaint && html.includes(FIRST_PAINT_MARKER)) {
    for (const header of firstPaint.vary) addVary(reply, header);
    const markup = await firstPaint.render(reply.request).catch((error: unknown) => {
      reply.log.warn({ err: error, path }, 'first paint left out');
      return '';
    });
    if (markup) html = index.afterPaint.get(path) ?? html;
    html = html.replace(FIRST_PAINT_MARKER, markup);
  }
  if (MANIFEST_LINK.test(html)) {
    addVary(reply, 'Accept-Language');
    html = html.replace(MANIFEST_LINK, (_link, open: string, close: string) => `${open}${requestPageLanguage(reply.request)}${close}`);
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

function withPreloads(html: string, hints: Map<string, string>, firstPaints: ReadonlyMap<string, FirstPaint>, startScript: string | null): SpaIndex {
  const byPath = new Map([...hints].map(([path, tags]) => [path, html.replace('</head>', `${tags}</head>`)]));
  const afterPaint = new Map<string, string>();
  for (const path of firstPaints.keys()) {
    const deferred = startScript && deferStart(byPath.get(path) ?? html, startScript);
    if (deferred) afterPaint.set(path, deferred);
  }
  return { html, byPath, firstPaints, afterPaint };
}

/**
 * Registers the static files of `dir` and the rendered index for `/` and `/index.html`; answers
 * the rendered index for the SPA fallback, or null (registering nothing) when `dir` holds no built
 * client, as in server tests or before `npm run build`.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  dir: string,
  config: ClientRuntimeConfig,
  firstPaints: ReadonlyMap<string, FirstPaint> = new Map(),
): Promise<SpaIndex | null> {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = await inlineEntryStyles(renderIndex(await readFile(indexFile, 'utf8'), config), dir);
  const manifest = readManifest(dir);
  const startFile = manifest?.[START_AFTER_PAINT_MODULE]?.file;
  const index = withPreloads(html, routePreloads(manifest), firstPaints, startFile ? `/${startFile}` : null);
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build's .br/.gz copies (scripts/vite-compress.ts), chosen by Accept-Encoding, with Vary.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const hashed = path.replaceAll('\\', '/').includes(HASHED_ASSETS_DIR);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The browser checks for a new worker on every visit (no-cache above: it always asks the server).
      // `path` is the file sent: the worker's brotli or gzip copy when the browser accepts it.
      if (SERVICE_WORKER_FILE.test(path.replaceAll('\\', '/'))) reply.header('content-security-policy', SERVICE_WORKER_POLICY);
    },
  });
  // Exact routes win over the static wildcard, so the raw index.html (empty config) is never sent.
  for (const path of ['/', '/index.html']) app.get(path, (_request, reply) => sendIndex(reply, index));
  return index;
}
