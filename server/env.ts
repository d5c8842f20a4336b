import { isVariant } from '../models/currency';
import type { DatabaseTarget } from './db/open';
import { timetableSettingFromEnv } from './domain/games/timetables';
import type { ServerOptions } from './options';

/**
 * Environment variables of `npm start` / `npm run serve` / `npm run cli` (documented in docs/api.md).
 * Invalid values stop start-up with a message naming the variable.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export interface ListenSettings {
  port: number;
  host: string;
}

/** DATABASE_URL (PostgreSQL) when set, else the PGlite directory DATA_DIR (default ./.data). */
export function databaseFromEnv(env: Env): DatabaseTarget {
  const url = nonEmpty(env.DATABASE_URL);
  return url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: nonEmpty(env.DATA_DIR) ?? './.data' };
}

export function serverOptionsFromEnv(env: Env): ServerOptions {
  const aesKey = nonEmpty(env.FASTDRAW_AES_KEY);
  const aesIv = nonEmpty(env.FASTDRAW_AES_IV);
  if ((aesKey === undefined) !== (aesIv === undefined)) {
    throw new Error('Set both FASTDRAW_AES_KEY and FASTDRAW_AES_IV to encrypt answers, or neither');
  }
  const variant = nonEmpty(env.FASTDRAW_VARIANT) ?? 'cn';
  if (!isVariant(variant)) throw new Error(`FASTDRAW_VARIANT must be cp, cn or jp, got "${variant}"`);
  const lines = list(env.FASTDRAW_API_LINES);
  const corsOrigins = list(env.FASTDRAW_CORS_ORIGINS);
  const clientDir = nonEmpty(env.FASTDRAW_CLIENT_DIR);

  return {
    database: databaseFromEnv(env),
    ...(aesKey && aesIv ? { aes: { key: aesKey, iv: aesIv } } : {}),
    ...(clientDir ? { clientDir } : {}),
    vipSwitch: flag(env, 'FASTDRAW_VIP_SWITCH', true) ? '1' : '0',
    multiLanguage: flag(env, 'FASTDRAW_MULTI_LANGUAGE', true),
    ...(lines.length > 0 ? { apiLines: lines } : {}),
    ...(corsOrigins.length > 0 ? { corsOrigins } : {}),
    variant,
    trustProxy: flag(env, 'FASTDRAW_TRUST_PROXY', false),
    games: { timetable: timetableSettingFromEnv(env.FASTDRAW_TIMETABLE) },
    logger: { level: nonEmpty(env.LOG_LEVEL) ?? 'info' },
  };
}

export function listenFromEnv(env: Env): ListenSettings {
  const port = Number(nonEmpty(env.PORT) ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return { port, host: nonEmpty(env.HOST) ?? '0.0.0.0' };
}

/** A comma-separated list without blanks. */
const list = (value: string | undefined): string[] => (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = nonEmpty(env[name])?.toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be 1/true or 0/false, got "${env[name]}"`);
}
