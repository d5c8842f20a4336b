import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import type { Variant } from '../models/currency';
import type { DatabaseTarget } from './db/open';
import type { GameOptions } from './domain/games/settings';
import type { LoginLimits } from './domain/login-throttle';
import type { PasswordCostName } from './domain/passwords';
import type { SessionLifetimes } from './domain/sessions';
import type { AesSettings } from './http/encryption';

/** Everything createServer can be told; server/env.ts builds it from environment variables. */
export interface ServerOptions {
  database: DatabaseTarget;
  /** 'owasp' (default) for real use; 'test' only to make test suites fast. */
  passwordCost?: PasswordCostName;
  /** Response encryption; off when absent. */
  aes?: AesSettings;
  /** Directory of the built client; null serves no client. Default: `dist/` of the repository. */
  clientDir?: string | null;
  /** '0' hides VIP level and page (DomainConfig.vipSwitch). Default '1'. */
  vipSwitch?: '0' | '1';
  /** Shows the language selector (DomainConfig.multiLanguage). Default true. */
  multiLanguage?: boolean;
  /** API bases the client may switch between. Default ['/api']. */
  apiLines?: string[];
  variant?: Variant;
  loginLimits?: Partial<LoginLimits>;
  sessionLifetimes?: Partial<SessionLifetimes>;
  /** Origins allowed to call the API from another host (CORS): exact origins, or ['*']. Default none. */
  corsOrigins?: string[];
  /** Trust X-Forwarded-For (behind a reverse proxy), so throttling sees the player's IP. */
  trustProxy?: boolean;
  /** Timetables, clock and draw scheduler of the games (server/domain/games/settings.ts). */
  games?: GameOptions;
  /** Fastify logger settings; default off (tests). */
  logger?: FastifyServerOptions['logger'];
}

export const API_PREFIX = '/api';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist', import.meta.url));
