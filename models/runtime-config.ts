import type { Variant } from './currency';

/**
 * The client's runtime configuration: the JSON the server writes into
 * `<script id="fastdraw-config" type="application/json">` of index.html, read and validated by
 * `src/config/env.ts`. API hosts are deployment settings, never built into the bundle.
 */
export const CONFIG_ELEMENT_ID = 'fastdraw-config';

/** The element of a page's first paint, which the server may put before the app's root (server/http/first-paint.ts). */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/** The cookie that holds the session token: a page asked for without it is asked for by a visitor. */
export const SESSION_COOKIE = 'access_token';

export interface RuntimeConfig {
  /** Main API base: an http(s) URL or a same-origin path, without a trailing slash. */
  apiBase: string;
  /** Where the list of alternative API lines is fetched from (spec §7 "address list"). */
  lineListUrl: string;
  /** AES key and IV (UTF-8) for encrypted answers; both or neither. */
  aesKey?: string;
  aesIv?: string;
  /** Build flavour: currency suffix and texts (spec §9 "suffix cp 'K', cn '元', jp '円'"). */
  variant: Variant;
  platformId: number;
  packageId: number;
  payBase?: string;
  chatBase?: string;
  wsBase?: string;
  /** Money on this server is not real (demo mode, or the sandbox cashier switched on): the layout says so on every page. */
  demo?: boolean;
  /** The operator lets `?devtools` and `?inspect` open (demo mode, or FASTDRAW_DEVTOOLS=1; docs/devtools.md). */
  devtools?: boolean;
}
