import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiLine } from '../models/entities';
import { ApiPath } from '../models/api-paths';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { resolveAccountSettings } from './domain/account/settings';
import { createDevMailbox } from './domain/email/dev-mailbox';
import { fanOut, type Mailer } from './domain/email/mailer';
import { leaderLock } from './domain/games/leader-lock';
import { createScheduler, type DrawScheduler } from './domain/games/scheduler';
import { loadGameSettings } from './domain/games/settings';
import { purgeExpiredRecords } from './domain/housekeeping';
import { expireOverdueDeposits } from './domain/payments/deposits';
import { DEFAULT_LOGIN_LIMITS } from './domain/login-throttle';
import { DEFAULT_REGISTER_LIMITS } from './domain/register-throttle';
import { hashPassword, passwordCost } from './domain/passwords';
import type { PaymentProvider } from './domain/payments/provider';
import { createSandbox } from './domain/payments/sandbox';
import { loadSharedKey } from './domain/secrets';
import { applyDemoData } from './domain/seed';
import { createServerEvents, type ServerEvents } from './domain/events';
import { seedHousePlayers, startHousePlayers, type HousePlayers } from './domain/content/house-players';
import { DEFAULT_LIFETIMES } from './domain/sessions';
import { registerCompression } from './http/compress';
import { registerCors } from './http/cors';
import { registerEncryption, validateAes } from './http/encryption';
import { registerRawBodyParsers } from './http/raw-body';
import { registerSecurityHeaders } from './http/security-headers';
import { trustFunction } from './http/trust-proxy';
import { createDeskApp } from './http/desk-app';
import { checkDeskPassword } from './domain/chat/desk-sessions';
import { TIMEOUT_OPTIONS } from './http/timeouts';
import { registerInputGuard } from './http/input-guard';
import { DEFAULT_LOAD_SHEDDING, registerLoadShedding } from './http/load-shedding';
import { registerEmptyBodyAsObject } from './http/request-schemas';
import { frameworkErrors, registerErrorHandler, registerNotFoundHandler } from './http/errors';
import { registerMessageLanguage } from './http/message-language';
import { withDemoNotice, type FirstPaint } from './http/first-paint';
import { betFirstPaint } from './http/first-paint-bet';
import { homeFirstPaint } from './http/first-paint-home';
import { registerStaticClient, type ClientRuntimeConfig } from './http/static-client';
import { API_PREFIX, DEFAULT_CLIENT_DIR, PAY_PREFIX, type ServerOptions } from './options';
import { ADMIN_PREFIX, registerAdminRoutes } from './routes/admin';
import { registerAgentRoutes } from './routes/agent';
import { buildDomainConfig, registerAppResourceRoutes } from './routes/app-resource';
import { registerBasicRoutes } from './routes/basic';
import { registerPasswordResetRoutes } from './routes/password-reset';
import { registerContentRoutes } from './routes/content';
import type { RouteContext } from './routes/context';
import { registerDetailsRoutes } from './routes/details';
import { DEV_MAILBOX_PATH, registerDevMailbox } from './routes/dev-mailbox';
import { registerEmailRoutes } from './routes/email';
import { registerGameRoutes } from './routes/games';
import { registerHomeIndexRoutes } from './routes/home-index';
import { registerLotteryOrderRoutes } from './routes/lottery-order';
import { registerLotteryPrizeRoutes } from './routes/lottery-prize';
import { registerTrendRoutes } from './routes/trend';
import { registerLottery28Routes } from './routes/lottery28';
import { demoMedia, MEDIA_PREFIX, registerMediaRoutes } from './routes/media';
import { registerPayRoutes } from './routes/pay';
import { registerGamingRoutes } from './routes/gaming';
import { registerProfileRoutes } from './routes/profile';
import { registerRechargeVipRoutes } from './routes/recharge-vip';
import { registerSandboxCashier } from './routes/sandbox-cashier';
import { registerUserRoutes } from './routes/user';
import { registerWithdrawRoutes } from './routes/withdraw';
import type { RealtimeBus } from './realtime/bus';
import { createFollowRooms, type FollowRooms } from './realtime/follow-rooms';
import { publishFrozen } from './realtime/player-events';
import { loadRoomPlayerIds } from './realtime/room-player-ids';
import { openBus } from './realtime/open-bus';
import { socketIpOf } from './realtime/socket-ip';
import { attachSockets, DEFAULT_MAX_SOCKETS_PER_IP, type SocketHub } from './realtime/sockets';
import { CHAT_BASE, DESK_PREFIX, registerChat } from './realtime/chat-setup';
import type { ChatGateway } from './realtime/chat-gateway';
import { WS_BASE } from '../models/realtime/chat';

export interface FastdrawServer {
  app: FastifyInstance;
  db: Database;
  /** Draws the rounds (docs/deploy.md: one scheduler per database). */
  scheduler: DrawScheduler;
  /** Demo mode's house players when on (ServerOptions.housePlayers). */
  housePlayers: HousePlayers | null;
  /** Committed domain events (the realtime layer listens). */
  events: ServerEvents;
  /** The realtime bus: in process on the embedded database, LISTEN/NOTIFY on PostgreSQL (realtime/open-bus.ts). */
  bus: RealtimeBus;
  /** The follow-bet rooms ('/ws/room'). */
  followRooms: FollowRooms;
  /** The customer-service chat gateway ('/ws/chat'): its sockets and what it refused (stats). */
  chatGateway: ChatGateway;
  /** The WebSocket endpoints on the HTTP port. */
  sockets: SocketHub;
  /** The desk's own instance and its socket (ServerOptions.deskListener): server/main.ts listens on FASTDRAW_DESK_PORT; null when the desk shares the player port. */
  desk: { app: FastifyInstance; sockets: SocketHub } | null;
  /** What the operator must know about this start (also logged): demo data removed, the sandbox outside demo mode. server/main.ts prints them. */
  warnings: readonly string[];
  /** Stops the scheduler and accepting requests, finishes the running ones, then closes the database. */
  close(): Promise<void>;
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Deposits expire by the minute (FASTDRAW_DEPOSIT_EXPIRY_MINUTES): their sweep runs that often. */
const DEPOSIT_SWEEP_INTERVAL_MS = 60 * 1000;
/** Requests of this API are small JSON objects. */
const BODY_LIMIT_BYTES = 64 * 1024;
/** Request schemas list types (`['number', 'string']`: kept as sent, http/request-schemas.ts). */
const AJV_OPTIONS = { customOptions: { allowUnionTypes: true } };

/** Opens the database (migrated and seeded) and builds the app, ready for `inject` or `listen`. */
export async function createServer(options: ServerOptions): Promise<FastdrawServer> {
  if (options.aes) validateAes(options.aes);
  if (options.deskPassword) checkDeskPassword(options.deskPassword);
  // Connections the database cuts while idle are logged once the app's logger exists.
  let logDatabaseError = (error: unknown, message: string): void => console.error(message, error);
  const db = await openDatabase(options.database, (error, message) => logDatabaseError(error, message));
  let openedBus: RealtimeBus | undefined;
  try {
    const cost = passwordCost(options.passwordCost ?? 'owasp');
    await migrate(db);
    const warnings = await applyDemoData(db, options.demoData ?? false, cost);
    const loginLimits = { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits };
    const account = resolveAccountSettings(options.account);
    // One trust function for request.ip/protocol and the sockets' ipOf: both see the same client.
    const trust = trustFunction(options.trustProxy ?? false);
    const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ? trust : false, bodyLimit: BODY_LIMIT_BYTES, ...TIMEOUT_OPTIONS, frameworkErrors, ajv: AJV_OPTIONS });
    logDatabaseError = (error, message) => app.log.error({ err: error }, message);
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    const devMailbox = account.demo && !options.mailer ? createDevMailbox() : null;
    const logMailer: Mailer = {
      async send(message) {
        app.log.info({ to: message.to, subject: message.subject, text: message.text }, 'e-mail (no SMTP configured: FASTDRAW_SMTP_URL)');
      },
    };
    // The sandbox's cashier pays any order: it exists only when switched on by name (docs/deploy.md).
    const sandbox = options.payProviders?.includes('sandbox')
      ? createSandbox(options.paySecret ? Buffer.from(options.paySecret, 'utf8') : await loadSharedKey(db, 'pay-callback-key'))
      : null;
    if (sandbox && !account.demo) warnings.push(SANDBOX_OUTSIDE_DEMO);
    const providers = new Map<string, PaymentProvider>(sandbox ? [[sandbox.id, sandbox]] : []);
    for (const provider of options.paymentProviders ?? []) providers.set(provider.id, provider);
    const events = createServerEvents((error, message) => app.log.error({ err: error }, message));
    const ctx: RouteContext = {
      db,
      ...(options.database.kind === 'postgres' && options.database.orderLanes ? { orderLanes: options.database.orderLanes } : {}),
      events,
      passwordCost: cost,
      dummyPasswordHash: await hashPassword(randomUUID(), cost),
      loginLimits,
      registerLimits: { ...DEFAULT_REGISTER_LIMITS, ...options.registerLimits },
      sessionLifetimes: { ...DEFAULT_LIFETIMES, ...options.sessionLifetimes },
      domainConfig: buildDomainConfig(options),
      apiLines: (options.apiLines ?? [API_PREFIX]).map((url): ApiLine => ({ url })),
      games: await loadGameSettings(db, { ...options.games, rebatePermille: account.rebatePermille }),
      variant: options.variant ?? 'cn',
      account,
      mail: { mailer: options.mailer ?? (devMailbox ? fanOut(logMailer, devMailbox) : logMailer), codeKey: await loadSharedKey(db, 'email-code-key'), devMailbox },
      payments: { base: PAY_PREFIX, providers, sandbox },
    };
    const bus = await openBus(options.database, (error, message) => app.log.error({ err: error }, message));
    openedBus = bus;
    // The scheduler is made last; until then this node is not the leader.
    const leader: { scheduler?: DrawScheduler } = {};
    const followRooms = createFollowRooms({
      db,
      bus,
      events,
      settings: ctx.games,
      isLeader: () => leader.scheduler?.isLeader ?? false,
      playerIds: await loadRoomPlayerIds(db),
      logError: (error, message) => app.log.error({ err: error }, message),
      ...(options.followRooms ? { limits: options.followRooms } : {}),
    });
    if (!options.mailer && !account.demo) app.log.warn('no SMTP configured (FASTDRAW_SMTP_URL): e-mail codes are only written to this log');
    for (const warning of warnings) app.log.warn(warning);

    if (options.aes) registerEncryption(app, options.aes);
    registerErrorHandler(app);
    registerMessageLanguage(app);
    registerInputGuard(app, [ADMIN_PREFIX]);
    registerEmptyBodyAsObject(app);
    registerCompression(app);
    registerSecurityHeaders(app, { connectBases: options.apiLines ?? [] });
    if (options.corsOrigins?.length) registerCors(app, [API_PREFIX, PAY_PREFIX], options.corsOrigins);
    // After CORS, so a shed answer still carries its headers for a client on another origin.
    const loadGuard = registerLoadShedding(app, { ...DEFAULT_LOAD_SHEDDING, ...options.loadShedding }, [API_PREFIX, PAY_PREFIX, CHAT_BASE]);
    await app.register(
      async (api) => {
        registerAppResourceRoutes(api, ctx);
        registerBasicRoutes(api, ctx);
        registerPasswordResetRoutes(api, ctx);
        registerUserRoutes(api, ctx);
        registerGameRoutes(api, ctx);
        registerLottery28Routes(api, ctx);
        registerHomeIndexRoutes(api, ctx);
        registerLotteryPrizeRoutes(api, ctx);
        registerTrendRoutes(api, ctx);
        registerLotteryOrderRoutes(api, ctx);
        registerWithdrawRoutes(api, ctx);
        registerEmailRoutes(api, ctx);
        registerRechargeVipRoutes(api, ctx);
        registerProfileRoutes(api, ctx);
        registerGamingRoutes(api, ctx);
        registerAgentRoutes(api, ctx);
        registerDetailsRoutes(api, ctx);
        registerContentRoutes(api, ctx);
      },
      { prefix: API_PREFIX },
    );
    await app.register(
      async (pay) => {
        registerRawBodyParsers(pay);
        registerPayRoutes(pay, ctx);
        if (sandbox) registerSandboxCashier(pay, ctx, sandbox);
      },
      { prefix: PAY_PREFIX },
    );
    await app.register(async (admin) => registerAdminRoutes(admin, db, options.operatorToken ?? null, { notice: followRooms.notice, playerFrozen: (userId) => publishFrozen(bus, userId) }, providers), { prefix: ADMIN_PREFIX });
    const media = demoMedia();
    registerMediaRoutes(app, media);
    // Customer-service chat: uploads under CHAT_BASE, the desk under /desk, and its socket endpoints.
    const deskApp = options.deskListener ? createDeskApp(options.logger, options.trustProxy ? trust : false) : null;
    const chat = await registerChat(app, db, bus, options, deskApp ?? app);
    await deskApp?.ready();
    if (devMailbox) registerDevMailbox(app, devMailbox);
    const clientDir = options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
    // Home (and the site root, which opens it) paints its header and first banner from the HTML,
    // the betting page its tabs and, to a visitor, the prompt to log in.
    // A demo server's pages carry the demo banner above the header, their first paints too.
    const demoClient = account.demo || sandbox !== null;
    const painted = (paint: FirstPaint): FirstPaint => (demoClient ? withDemoNotice(paint) : paint);
    const homePaint = painted(homeFirstPaint(db, media));
    const firstPaints = new Map([['/', homePaint], ['/home', homePaint], ['/lottery-bet', painted(betFirstPaint(ctx.games))]]);
    const spaIndex = clientDir === null ? null : await registerStaticClient(app, clientDir, clientRuntimeConfig(options, demoClient), firstPaints);
    if (clientDir !== null && spaIndex === null) app.log.warn({ clientDir }, 'no built client found (npm run build): serving the API only');
    registerNotFoundHandler(app, [API_PREFIX, PAY_PREFIX, ADMIN_PREFIX, DEV_MAILBOX_PATH, MEDIA_PREFIX, CHAT_BASE, DESK_PREFIX], spaIndex);
    await app.ready();

    // Expired bookkeeping rows, and chat uploads never sent in a message.
    const housekeep = async (): Promise<void> => {
      await purgeExpiredRecords(db, loginLimits);
      await chat.purgeUnsentFiles();
    };
    await housekeep();
    const housekeeping = setInterval(() => {
      housekeep().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    housekeeping.unref();

    // Demo mode's alone: a production start never has them, whatever else it was given.
    const house = options.housePlayers && options.demoData ? await seedHousePlayers(db) : null;

    // Last, so nothing after it can fail and leave its lock connection open; it catches up on missed draws.
    const scheduler = createScheduler({
      db,
      settings: ctx.games,
      lock: leaderLock(db, options.database, logDatabaseError),
      autoDraw: options.games?.autoDraw ?? true,
      logError: logDatabaseError,
      onSettled: (outcome) => events.emit('roundSettled', outcome),
    });
    await scheduler.start();
    leader.scheduler = scheduler;
    // Deposits awaiting payment past their time are stored as expired (4), by the lease holder
    // alone (one sweeper per database; the sweep is idempotent anyway), so operators' lists read
    // the truth; players' reads already show them expired (deposits.ts).
    const sweepDeposits = async (): Promise<void> => {
      if (!scheduler.isLeader) return;
      const expired = await expireOverdueDeposits(db);
      if (expired > 0) app.log.info({ expired }, 'deposits past their time marked expired');
    };
    const depositSweep = setInterval(() => {
      sweepDeposits().catch((error: unknown) => app.log.error({ err: error }, 'deposit expiry sweep failed'));
    }, options.depositSweepMs ?? DEPOSIT_SWEEP_INTERVAL_MS);
    depositSweep.unref();
    followRooms.tips.start();
    // Every WebSocket endpoint of this port, behind the Origin check and the per-IP cap.
    const sockets = attachSockets(app.server, [followRooms.endpoint, ...chat.endpoints], {
      allowedOrigins: options.corsOrigins ?? [],
      maxSocketsPerIp: DEFAULT_MAX_SOCKETS_PER_IP,
      ipOf: socketIpOf(trust),
    });
    const desk = deskApp && {
      app: deskApp,
      sockets: attachSockets(deskApp.server, chat.deskEndpoints, { allowedOrigins: [], maxSocketsPerIp: DEFAULT_MAX_SOCKETS_PER_IP, ipOf: socketIpOf(trust) }),
    };
    const housePlayers: HousePlayers | null = house
      ? startHousePlayers({ app, db, players: house, isLeader: () => scheduler.isLeader, logError: (error) => app.log.error({ err: error }, 'house player bet failed') })
      : null;
    // The event loop is watched from here on: the start-up's own work is not load.
    loadGuard.start();

    return {
      app,
      db,
      scheduler,
      housePlayers,
      events,
      bus,
      followRooms,
      chatGateway: chat.gateway,
      sockets,
      desk,
      warnings,
      async close() {
        // The chat kicks its sockets with a reason first; the hub then closes whatever is left.
        chat.close();
        await sockets.close();
        await desk?.sockets.close();
        await desk?.app.close();
        followRooms.close();
        await housePlayers?.stop();
        clearInterval(housekeeping);
        clearInterval(depositSweep);
        loadGuard.stop();
        await scheduler.close();
        await app.close();
        await bus.close();
        await db.close();
      },
    };
  } catch (error) {
    await openedBus?.close();
    await db.close();
    throw error;
  }
}

/** Warned at every start with the sandbox on outside demo mode. */
const SANDBOX_OUTSIDE_DEMO =
  'The sandbox cashier is switched on outside demo mode (FASTDRAW_PAY_PROVIDERS=sandbox): its Pay button credits any player\'s own deposit. Never run a site with real money like this.';

/** What the served index.html tells the client (docs/api.md "Static client"); `demo`: money on this server is not real (the layout's banner). */
export function clientRuntimeConfig(options: ServerOptions, demo: boolean): ClientRuntimeConfig {
  return {
    apiBase: API_PREFIX,
    lineListUrl: `${API_PREFIX}${ApiPath.lineList}`,
    payBase: PAY_PREFIX,
    chatBase: CHAT_BASE,
    wsBase: WS_BASE,
    ...(options.aes ? { aesKey: options.aes.key, aesIv: options.aes.iv } : {}),
    variant: options.variant ?? 'cn',
    platformId: 1,
    packageId: 1,
    ...(demo ? { demo: true } : {}),
    ...(options.devtools ? { devtools: true } : {}),
  };
}
