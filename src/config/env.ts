import { isVariant, VARIANTS, type Variant } from '../../models/currency';
import { CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../models/runtime-config';
import { ApiPath } from '../../models/api-paths';
import { isHttpBase, isWebSocketBase } from './url';

/**
 * The validated runtime configuration of the client (architecture.md: hosts are runtime
 * configuration, never hard-coded). The server that serves index.html fills
 * `<script id="fastdraw-config" type="application/json">`; anything it leaves out falls back to
 * build-time `VITE_*` variables, then to the defaults below. Invalid values stop start-up with
 * one error naming every problem, rather than failing later on the first encrypted answer.
 */

export { VARIANTS, CONFIG_ELEMENT_ID };
export type { RuntimeConfig, Variant };

/** Unvalidated values for each field, as found in the page or the build environment. */
export type RuntimeConfigInput = { [K in keyof RuntimeConfig]?: unknown };


const AES_KEY_BYTES = [16, 24, 32];
const AES_IV_BYTES = 16;

export class RuntimeConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid Fastdraw runtime configuration: ${problems.join('; ')}`);
    this.name = 'RuntimeConfigError';
  }
}

/** Validates `raw` (page config) over `defaults` (build-time values); throws RuntimeConfigError. */
export function parseRuntimeConfig(raw: unknown, defaults: RuntimeConfigInput = {}): RuntimeConfig {
  if (raw !== null && raw !== undefined && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw new RuntimeConfigError(['the configuration must be a JSON object']);
  }
  const given = (raw ?? {}) as Record<string, unknown>;
  const pick = (name: keyof RuntimeConfig): unknown => (isPresent(given[name]) ? given[name] : defaults[name]);
  const problems: string[] = [];

  const apiBase = readBase(pick('apiBase') ?? '/api', 'apiBase', isHttpBase, problems) ?? '/api';
  const lineListUrl = readBase(pick('lineListUrl') ?? `${apiBase}${ApiPath.lineList}`, 'lineListUrl', isHttpBase, problems) ?? '';
  const payBase = readOptionalBase(pick('payBase'), 'payBase', isHttpBase, problems);
  const chatBase = readOptionalBase(pick('chatBase'), 'chatBase', isHttpBase, problems);
  const wsBase = readOptionalBase(pick('wsBase'), 'wsBase', isWebSocketBase, problems);
  const variant = readVariant(pick('variant') ?? 'cn', problems);
  const platformId = readPositiveInteger(pick('platformId') ?? 1, 'platformId', problems);
  const packageId = readPositiveInteger(pick('packageId') ?? 1, 'packageId', problems);
  const aes = readAes(pick('aesKey'), pick('aesIv'), problems);
  const demo = given.demo;
  if (isPresent(demo) && typeof demo !== 'boolean') problems.push(`demo must be true or false (got ${JSON.stringify(demo)})`);
  const devtools = given.devtools;
  if (isPresent(devtools) && typeof devtools !== 'boolean') problems.push(`devtools must be true or false (got ${JSON.stringify(devtools)})`);

  if (problems.length > 0) throw new RuntimeConfigError(problems);
  return {
    apiBase,
    lineListUrl,
    variant,
    platformId,
    packageId,
    ...aes,
    ...(payBase ? { payBase } : {}),
    ...(chatBase ? { chatBase } : {}),
    ...(wsBase ? { wsBase } : {}),
    ...(demo === true ? { demo } : {}),
    ...(devtools === true ? { devtools } : {}),
  };
}

/** The `VITE_*` variables of the build, as defaults for parseRuntimeConfig. */
export function buildTimeDefaults(env: Record<string, unknown> = import.meta.env): RuntimeConfigInput {
  return {
    apiBase: env.VITE_API_BASE,
    lineListUrl: env.VITE_LINE_LIST_URL,
    aesKey: env.VITE_AES_KEY,
    aesIv: env.VITE_AES_IV,
    variant: env.VITE_VARIANT,
    platformId: env.VITE_PLATFORM_ID,
    packageId: env.VITE_PACKAGE_ID,
    payBase: env.VITE_PAY_BASE,
    chatBase: env.VITE_CHAT_BASE,
    wsBase: env.VITE_WS_BASE,
  };
}

/** Reads the page's config element (absent or empty means "defaults only") and validates it. */
export function loadRuntimeConfig(doc: Document = document, defaults: RuntimeConfigInput = buildTimeDefaults()): RuntimeConfig {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent?.trim() ?? '';
  let raw: unknown = {};
  if (text !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new RuntimeConfigError([`#${CONFIG_ELEMENT_ID} does not contain valid JSON`]);
    }
  }
  return parseRuntimeConfig(raw, defaults);
}

/** Empty strings count as "not set": unset `VITE_*` variables and blank server fields are common. */
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function readBase(value: unknown, name: string, isValid: (v: string) => boolean, problems: string[]): string | undefined {
  if (typeof value !== 'string' || !isValid(value)) {
    problems.push(`${name} must be an absolute URL or a path starting with "/" (got ${JSON.stringify(value)})`);
    return undefined;
  }
  // Paths are appended to the base, so a trailing slash would double up.
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
}

function readOptionalBase(value: unknown, name: string, isValid: (v: string) => boolean, problems: string[]): string | undefined {
  return isPresent(value) ? readBase(value, name, isValid, problems) : undefined;
}

function readVariant(value: unknown, problems: string[]): Variant {
  if (isVariant(value)) return value;
  problems.push(`variant must be one of ${VARIANTS.join(', ')} (got ${JSON.stringify(value)})`);
  return 'cn';
}

function readPositiveInteger(value: unknown, name: string, problems: string[]): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number === 'number' && Number.isSafeInteger(number) && number > 0) return number;
  problems.push(`${name} must be a positive integer (got ${JSON.stringify(value)})`);
  return 1;
}

function readAes(key: unknown, iv: unknown, problems: string[]): { aesKey?: string; aesIv?: string } {
  if (!isPresent(key) && !isPresent(iv)) return {};
  const keyBytes = utf8Length(key);
  const ivBytes = utf8Length(iv);
  if (keyBytes === null || !AES_KEY_BYTES.includes(keyBytes)) {
    problems.push(`aesKey must be a string of 16, 24 or 32 bytes when AES is configured (got ${keyBytes ?? 'none'})`);
  }
  if (ivBytes !== AES_IV_BYTES) {
    problems.push(`aesIv must be a string of 16 bytes when AES is configured (got ${ivBytes ?? 'none'})`);
  }
  return { aesKey: key as string, aesIv: iv as string };
}

/** Byte length as the cipher sees it: the key and IV are used as UTF-8. */
function utf8Length(value: unknown): number | null {
  return typeof value === 'string' && value !== '' ? new TextEncoder().encode(value).length : null;
}
