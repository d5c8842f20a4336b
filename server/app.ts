import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiLine } from '../models/entities';
import { ApiPath } from '../models/api-paths';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { leaderLock } from './domain/games/leader-lock';
import { createScheduler, type DrawScheduler } from './domain/games/scheduler';
import { loadGameSettings } from './domain/games/settings';
import { purgeExpiredRecords } from './domain/housekeeping';
import { DEFAULT_LOGIN_LIMITS } from './domain/login-throttle';
import { hashPassword, passwordCost } from './domain/passwords';
import { seedDemoPlayers } from './domain/seed';
import { DEFAULT_LIFETIMES } from './domain/sessions';
import { registerCors } from './http/cors';
import { registerEncryption, validateAes } from './http/encryption';
import { registerErrorHandler, registerNotFoundHandler } from './http/errors';
import { registerStaticClient, type ClientRuntimeConfig } from './http/static-client';
import { API_PREFIX, DEFAULT_CLIENT_DIR, type ServerOptions } from './options';
import { buildDomainConfig, registerAppResourceRoutes } from './routes/app-resource';
import { registerBasicRoutes } from './routes/basic';
import type { RouteContext } from './routes/context';
import { registerGameRoutes } from './routes/games';
import { registerHomeIndexRoutes } from './routes/home-index';
import { registerLotteryOrderRoutes } from './routes/lottery-order';
import { registerLotteryPrizeRoutes } from './routes/lottery-prize';
import { registerLottery28Routes } from './routes/lottery28';
import { registerUserRoutes } from './routes/user';

export interface FastdrawServer {
  app: FastifyInstance;
  db: Database;
  /** Draws the rounds (docs/deploy.md: one scheduler per database). */
  scheduler: DrawScheduler;
  /** Stops the scheduler and accepting requests, finishes the running ones, then closes the database. */
  close(): Promise<void>;
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Requests of this API are small JSON objects. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Opens the database (migrated and seeded) and builds the app, ready for `inject` or `listen`. */
export async function createServer(options: ServerOptions): Promise<FastdrawServer> {
  if (options.aes) validateAes(options.aes);
  const db = await openDatabase(options.database);
  try {
    const cost = passwordCost(options.passwordCost ?? 'owasp');
    await migrate(db);
    await seedDemoPlayers(db, cost);
    const loginLimits = { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits };
    const ctx: RouteContext = {
      db,
      passwordCost: cost,
      dummyPasswordHash: await hashPassword(randomUUID(), cost),
      loginLimits,
      sessionLifetimes: { ...DEFAULT_LIFETIMES, ...options.sessionLifetimes },
      domainConfig: buildDomainConfig(options),
      apiLines: (options.apiLines ?? [API_PREFIX]).map((url): ApiLine => ({ url })),
      games: await loadGameSettings(db, options.games),
    };

    const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false, bodyLimit: BODY_LIMIT_BYTES });
    if (options.aes) registerEncryption(app, options.aes);
    registerErrorHandler(app);
    if (options.corsOrigins?.length) registerCors(app, API_PREFIX, options.corsOrigins);
    await app.register(
      async (api) => {
        registerAppResourceRoutes(api, ctx);
        registerBasicRoutes(api, ctx);
        registerUserRoutes(api, ctx);
        registerGameRoutes(api, ctx);
        registerLottery28Routes(api, ctx);
        registerHomeIndexRoutes(api, ctx);
        registerLotteryPrizeRoutes(api, ctx);
        registerLotteryOrderRoutes(api, ctx);
      },
      { prefix: API_PREFIX },
    );
    const clientDir = options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
    const spaIndex = clientDir === null ? null : await registerStaticClient(app, clientDir, clientRuntimeConfig(options));
    if (clientDir !== null && spaIndex === null) app.log.warn({ clientDir }, 'no built client found (npm run build): serving the API only');
    registerNotFoundHandler(app, API_PREFIX, spaIndex);
    await app.ready();

    await purgeExpiredRecords(db, loginLimits);
    const housekeeping = setInterval(() => {
      purgeExpiredRecords(db, loginLimits).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    housekeeping.unref();

    // Last, so nothing after it can fail and leave its lock connection open; it catches up on missed draws.
    const scheduler = createScheduler({
      db,
      settings: ctx.games,
      lock: leaderLock(db, options.database),
      autoDraw: options.games?.autoDraw ?? true,
      logError: (error, message) => app.log.error({ err: error }, message),
    });
    await scheduler.start();

    return {
      app,
      db,
      scheduler,
      async close() {
        clearInterval(housekeeping);
        await scheduler.close();
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** What the served index.html tells the client (docs/api.md "Static client"). */
function clientRuntimeConfig(options: ServerOptions): ClientRuntimeConfig {
  return {
    apiBase: API_PREFIX,
    lineListUrl: `${API_PREFIX}${ApiPath.lineList}`,
    ...(options.aes ? { aesKey: options.aes.key, aesIv: options.aes.iv } : {}),
    variant: options.variant ?? 'cn',
    platformId: 1,
    packageId: 1,
  };
}
