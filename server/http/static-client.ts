import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Variant } from '../../models/currency';

/**
 * Serves the built client (Vite's `dist/`). index.html is never served from disk as is: it goes
 * out with the runtime configuration filled in (see SpaIndex), for `/` and for every client route.
 */

/** What the client reads from `<script id="fastdraw-config">` (src/config/env.ts). */
export interface ClientRuntimeConfig {
  apiBase: string;
  lineListUrl: string;
  /** Only when response encryption is on. */
  aesKey?: string;
  aesIv?: string;
  variant: Variant;
  platformId: number;
  packageId: number;
}

const CONFIG_ELEMENT = /(<script id="fastdraw-config" type="application\/json">)[\s\S]*?(<\/script>)/;
/** Vite puts content-hashed bundles here: a changed file gets a new name. */
const HASHED_ASSETS_DIR = '/assets/';

/** index.html with `config` in its config element; `<` is escaped so the JSON cannot end the script. */
export function renderIndex(html: string, config: ClientRuntimeConfig): string {
  if (!CONFIG_ELEMENT.test(html)) {
    throw new Error('index.html has no <script id="fastdraw-config" type="application/json"> element to fill');
  }
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return html.replace(CONFIG_ELEMENT, (_match, open: string, close: string) => `${open}${json}${close}`);
}

/** The rendered index.html, sent for the site root and client routes. */
export type SpaIndex = string;

/**
 * Registers the static files of `dir`; answers the rendered index, or null (and registers nothing)
 * when `dir` holds no built client, as in server tests or before `npm run build`.
 */
export async function registerStaticClient(app: FastifyInstance, dir: string, config: ClientRuntimeConfig): Promise<SpaIndex | null> {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const index = renderIndex(await readFile(indexFile, 'utf8'), config);
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The raw index.html has an empty config: it must come from the SPA fallback instead.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, path) => {
      const hashed = path.replaceAll('\\', '/').includes(HASHED_ASSETS_DIR);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return index;
}
