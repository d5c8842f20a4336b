import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import type { Variant } from '../models/currency';
import type { DatabaseTarget } from './db/open';
import type { AccountOptions } from './domain/account/settings';
import type { Mailer } from './domain/email/mailer';
import type { PaymentProvider } from './domain/payments/provider';
import type { GameOptions } from './domain/games/settings';
import type { LoginLimits } from './domain/login-throttle';
import type { RegisterLimits } from './domain/register-throttle';
import type { PasswordCostName } from './domain/passwords';
import type { SessionLifetimes } from './domain/sessions';
import type { AesSettings } from './http/encryption';
import type { LoadShedding } from './http/load-shedding';
import type { TrustProxy } from './http/trust-proxy';
import type { UploadQuota } from './domain/chat/upload-quota';
import type { ChatGatewayOptions } from './realtime/chat-gateway';
import type { FollowRoomLimits } from './realtime/follow-sockets';

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
  /** Registrations per client IP and window (domain/register-throttle.ts). */
  registerLimits?: Partial<RegisterLimits>;
  sessionLifetimes?: Partial<SessionLifetimes>;
  /** Origins allowed to call the API from another host (CORS): exact origins, or ['*']. Default none. */
  corsOrigins?: string[];
  /**
   * Reverse proxies trusted to name the client in X-Forwarded-For/-Proto (FASTDRAW_TRUST_PROXY): a
   * number of hops or their addresses/CIDRs (http/trust-proxy.ts). Default false: the socket's peer.
   */
  trustProxy?: TrustProxy;
  /**
   * When new calls are shed with 503 because the event loop runs late (http/load-shedding.ts
   * DEFAULT_LOAD_SHEDDING: mean delay over 200 ms in a 250 ms sample; maxEventLoopDelayMs 0 turns it off).
   */
  loadShedding?: Partial<LoadShedding>;
  /** Timetables, clock and draw scheduler of the games (server/domain/games/settings.ts). */
  games?: GameOptions;
  /** Fastify logger settings; default off (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Demo mode, withdrawal limits, agent rebate, recharge switch, USDT wallets (domain/account/settings.ts). */
  account?: AccountOptions;
  /**
   * Sends e-mail (verification codes). Absent: codes are written to the server log and, in demo
   * mode, to the dev mailbox page. server/env.ts gives an SMTP mailer when FASTDRAW_SMTP_URL is set.
   */
  mailer?: Mailer;
  /** HMAC secret of the sandbox gateway's callbacks; absent: a key made once and kept in the database. */
  paySecret?: string;
  /** Gateways besides the built-in sandbox (domain/payments/provider.ts); a method's `provider` names one. */
  paymentProviders?: PaymentProvider[];
  /**
   * Built-in gateways switched on by name (FASTDRAW_PAY_PROVIDERS); the only one is 'sandbox', whose
   * cashier lets anyone pay their own order. Default none; server/env.ts switches it on in demo mode.
   */
  payProviders?: readonly BuiltInProvider[];
  /**
   * Demo mode's published data (server/domain/seed.ts: demo players, FAST01, demo payment methods
   * and content). Default off, which also removes FAST01 and freezes demo players on their
   * published password left by an earlier demo; server/env.ts turns it on in demo mode.
   */
  demoData?: boolean;
  /**
   * The client's developer panel (`?devtools`, `?inspect`): the page's config says it may open
   * (docs/devtools.md). Default off; server/env.ts turns it on in demo mode or with
   * FASTDRAW_DEVTOOLS=1.
   */
  devtools?: boolean;
  /**
   * Demo mode's house players: a few house accounts placing small real bets in open rounds, so a
   * fresh demo has bets and winners (server/domain/content/house-players.ts), on the node holding
   * the draw lease only. Default off, and off unless demoData is on too; server/env.ts turns it on
   * in demo mode unless FASTDRAW_DEMO_PLAYERS=0.
   */
  housePlayers?: boolean;
  /**
   * How often the node holding the draw lease stores the expiry of deposits past their time
   * (domain/payments/deposits.ts expireOverdueDeposits). Default a minute; tests make it short.
   */
  depositSweepMs?: number;
  /** Limits of the follow-bet room sockets (realtime/follow-sockets.ts DEFAULT_FOLLOW_LIMITS); tests make them small. */
  followRooms?: Partial<FollowRoomLimits>;
  /** Customer-service chat gateway: heartbeat, limits (realtime/chat-gateway.ts DEFAULT_CHAT_GATEWAY); tests make them small. */
  chat?: Partial<ChatGatewayOptions>;
  /** Directory of chat uploads. Default: chat-files in the embedded database's directory; a temporary one for in-memory databases. */
  chatFilesDir?: string;
  /** Chat uploads per uploader (player or visitor) and 24 hours (domain/chat/upload-quota.ts DEFAULT_UPLOAD_QUOTA: 30 files, 100 MiB). */
  chatUploadQuota?: Partial<UploadQuota>;
  /** Password of the operator desk (/desk), FASTDRAW_DESK_PASSWORD, at least 12 characters; absent or null: the desk is off. */
  deskPassword?: string | null;
  /**
   * Desk login attempts per IP per window (default 10 per 15 minutes), and failed ones from all
   * addresses together (allAttempts, default 30; counted in the database, so a restart keeps them).
   */
  deskLoginLimit?: { attempts: number; windowMs: number; allAttempts?: number };
  /**
   * Serve the desk (its pages, API, socket and the chat pictures it shows) from a Fastify instance of
   * its own, FastdrawServer.desk, instead of the player port (FASTDRAW_DESK_PORT; main.ts listens on it).
   */
  deskListener?: boolean;
  /** Token of the admin API (FASTDRAW_OPERATOR_TOKEN or the data directory's file); absent or null: the admin API refuses everything. */
  operatorToken?: string | null;
  /** Told of every route as it is registered, with its schema (scripts/api-reference.ts writes docs/api-reference.md from them). */
  onRoute?: (route: RouteOptions) => void;
}

/** The payment providers built into the server, switched on by name. */
export const BUILT_IN_PROVIDERS = ['sandbox'] as const;
export type BuiltInProvider = (typeof BUILT_IN_PROVIDERS)[number];

export const API_PREFIX = '/api';
/** Where the pay routes are mounted: the client's payBase. */
export const PAY_PREFIX = '/payment';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist', import.meta.url));
