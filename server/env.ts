import { join } from 'node:path';
import { isVariant } from '../models/currency';
import { amountToCents } from '../models/money';
import { resolveAccountSettings, type AccountOptions } from './domain/account/settings';
import type { Mailer } from './domain/email/mailer';
import { createSmtpMailer } from './domain/email/smtp';
import type { DatabaseTarget } from './db/open';
import { timetableSettingFromEnv } from './domain/games/timetables';
import { parseTrustProxy } from './http/trust-proxy';
import { BUILT_IN_PROVIDERS, type BuiltInProvider, type ServerOptions } from './options';

/**
 * Environment variables of `npm start` / `npm run serve` / `npm run cli` (documented in docs/api.md).
 * Invalid values stop start-up with a message naming the variable.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export interface ListenSettings {
  port: number;
  host: string;
}

/**
 * DATABASE_URL (PostgreSQL, with FASTDRAW_PG_POOL_SIZE connections per node and
 * FASTDRAW_PG_ORDER_LANES order statements in flight when set) when set,
 * else the PGlite directory DATA_DIR (default ./.data).
 */
export function databaseFromEnv(env: Env): DatabaseTarget {
  const url = nonEmpty(env.DATABASE_URL);
  if (!url) return { kind: 'pglite', dataDir: nonEmpty(env.DATA_DIR) ?? './.data' };
  const poolSize = integer(env, 'FASTDRAW_PG_POOL_SIZE');
  if (poolSize !== undefined && poolSize < 1) throw new Error(`FASTDRAW_PG_POOL_SIZE must be at least 1, got "${env.FASTDRAW_PG_POOL_SIZE}"`);
  const orderLanes = integer(env, 'FASTDRAW_PG_ORDER_LANES');
  if (orderLanes !== undefined && orderLanes < 1) throw new Error(`FASTDRAW_PG_ORDER_LANES must be at least 1, got "${env.FASTDRAW_PG_ORDER_LANES}"`);
  return { kind: 'postgres', url, ...(poolSize ? { poolSize } : {}), ...(orderLanes ? { orderLanes } : {}) };
}

/** Where the server keeps its files for the operator CLI (token, server.json): DATA_DIR, default ./.data, also with DATABASE_URL. */
export const stateDirFromEnv = (env: Env): string => nonEmpty(env.DATA_DIR) ?? './.data';

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
    trustProxy: parseTrustProxy(env.FASTDRAW_TRUST_PROXY),
    games: { timetable: timetableSettingFromEnv(env.FASTDRAW_TIMETABLE) },
    logger: { level: nonEmpty(env.LOG_LEVEL) ?? 'info' },
    account: accountOptionsFromEnv(env),
    housePlayers: demoFromEnv(env) && flag(env, 'FASTDRAW_DEMO_PLAYERS', true),
    demoData: demoFromEnv(env),
    devtools: flag(env, 'FASTDRAW_DEVTOOLS', demoFromEnv(env)),
    payProviders: payProvidersFromEnv(env),
    ...optional('registerLimits', registerLimitsFromEnv(env)),
    ...(nonEmpty(env.FASTDRAW_PAY_SECRET) ? { paySecret: nonEmpty(env.FASTDRAW_PAY_SECRET)! } : {}),
    ...optional('mailer', mailerFromEnv(env)),
    chatFilesDir: join(stateDirFromEnv(env), 'chat-files'),
    ...optional('deskPassword', nonEmpty(env.FASTDRAW_DESK_PASSWORD)),
    deskListener: deskListenFromEnv(env) !== null,
    ...optional('loadShedding', loadSheddingFromEnv(env)),
  };
}

/**
 * FASTDRAW_SHED_DELAY_MS: the mean event-loop delay (ms) above which new calls are shed with 503
 * (default 200, http/load-shedding.ts); 0 turns the guard off.
 */
function loadSheddingFromEnv(env: Env): { maxEventLoopDelayMs: number } | undefined {
  const maxEventLoopDelayMs = integer(env, 'FASTDRAW_SHED_DELAY_MS');
  return maxEventLoopDelayMs === undefined ? undefined : { maxEventLoopDelayMs };
}

/**
 * Demo mode (docs/api.md "Demo mode"): on by default, so `npm start` is a working demo; off with
 * FASTDRAW_DEMO=0, or by default when NODE_ENV=production.
 */
export const demoFromEnv = (env: Env): boolean => flag(env, 'FASTDRAW_DEMO', nonEmpty(env.NODE_ENV) !== 'production');

/**
 * FASTDRAW_PAY_PROVIDERS: built-in payment providers to switch on, comma-separated (only `sandbox`
 * exists), or `none`. Default: the sandbox in demo mode, none otherwise.
 */
export function payProvidersFromEnv(env: Env): BuiltInProvider[] {
  const text = nonEmpty(env.FASTDRAW_PAY_PROVIDERS);
  if (text === undefined) return demoFromEnv(env) ? ['sandbox'] : [];
  const names = list(text.toLowerCase()).filter((name) => name !== 'none');
  const unknown = names.filter((name) => !(BUILT_IN_PROVIDERS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`FASTDRAW_PAY_PROVIDERS: unknown provider "${unknown[0]}" (built in: ${BUILT_IN_PROVIDERS.join(', ')}; or none)`);
  return [...new Set(names)] as BuiltInProvider[];
}

export function accountOptionsFromEnv(env: Env): AccountOptions {
  const minCents = amount(env, 'FASTDRAW_WITHDRAW_MIN');
  const maxCents = amount(env, 'FASTDRAW_WITHDRAW_MAX');
  const dailyCount = integer(env, 'FASTDRAW_WITHDRAW_DAILY_COUNT');
  const window = nonEmpty(env.FASTDRAW_WITHDRAW_WINDOW);
  const turnoverPercent = integer(env, 'FASTDRAW_WITHDRAW_TURNOVER_PERCENT');
  const rebatePermille = integer(env, 'FASTDRAW_AGENT_REBATE_PERMILLE');
  const depositExpiryMinutes = integer(env, 'FASTDRAW_DEPOSIT_EXPIRY_MINUTES');
  const trc20 = nonEmpty(env.FASTDRAW_USDT_TRC20_ADDRESS);
  const erc20 = nonEmpty(env.FASTDRAW_USDT_ERC20_ADDRESS);
  const options: AccountOptions = {
    demo: demoFromEnv(env),
    withdraw: { ...optional('minCents', minCents), ...optional('maxCents', maxCents), ...optional('dailyCount', dailyCount), ...optional('window', window), ...optional('turnoverPercent', turnoverPercent) },
    ...optional('rebatePermille', rebatePermille),
    rechargeSwitch: flag(env, 'FASTDRAW_RECHARGE_SWITCH', true),
    usdtWallets: { ...optional('TRC20', trc20), ...optional('ERC20', erc20) },
    ...optional('depositExpiryMinutes', depositExpiryMinutes),
  };
  try {
    resolveAccountSettings(options);
  } catch (error) {
    throw new Error(`FASTDRAW_WITHDRAW_* / FASTDRAW_AGENT_REBATE_PERMILLE / FASTDRAW_DEPOSIT_EXPIRY_MINUTES: ${(error as Error).message}`, { cause: error });
  }
  return options;
}

/** FASTDRAW_REGISTER_PER_IP: registrations per client IP and hour (default 20, domain/register-throttle.ts). */
function registerLimitsFromEnv(env: Env): { perIp: number } | undefined {
  const perIp = integer(env, 'FASTDRAW_REGISTER_PER_IP');
  return perIp === undefined ? undefined : { perIp };
}

/** SMTP when FASTDRAW_SMTP_URL is set (sender FASTDRAW_MAIL_FROM, default no-reply@ the SMTP host). */
export function mailerFromEnv(env: Env): Mailer | undefined {
  const url = nonEmpty(env.FASTDRAW_SMTP_URL);
  if (!url) return undefined;
  let host = 'localhost';
  try {
    host = new URL(url).hostname || host;
  } catch {
    // createSmtpMailer names the problem.
  }
  return createSmtpMailer({ url, from: nonEmpty(env.FASTDRAW_MAIL_FROM) ?? `no-reply@${host}` });
}

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } => (value === undefined ? {} : ({ [key]: value } as { [P in K]: V }));

function amount(env: Env, name: string): number | undefined {
  const text = nonEmpty(env[name]);
  if (text === undefined) return undefined;
  const cents = amountToCents(text);
  if (cents === null || cents <= 0) throw new Error(`${name} must be a positive amount such as 100.00, got "${text}"`);
  return cents;
}

function integer(env: Env, name: string): number | undefined {
  const text = nonEmpty(env[name]);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new Error(`${name} must be a whole number, got "${text}"`);
  return Number(text);
}

/**
 * The desk's own listener (docs/deploy.md "The service desk"): FASTDRAW_DESK_PORT, on
 * FASTDRAW_DESK_HOST (default 127.0.0.1, this machine only); null when the desk shares the player port.
 */
export function deskListenFromEnv(env: Env): ListenSettings | null {
  const host = nonEmpty(env.FASTDRAW_DESK_HOST);
  const port = integer(env, 'FASTDRAW_DESK_PORT');
  if (port === undefined) {
    if (host !== undefined) throw new Error('FASTDRAW_DESK_HOST needs FASTDRAW_DESK_PORT, the port of the desk\'s own listener');
    return null;
  }
  if (port < 1 || port > 65535) throw new Error(`FASTDRAW_DESK_PORT must be a port number, got "${env.FASTDRAW_DESK_PORT}"`);
  return { port, host: host ?? '127.0.0.1' };
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
