import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CHAT_BASE } from '../../models/realtime/chat';
import type { Database } from '../db/database';
import { chatFiles } from '../domain/chat/files';
import { DEFAULT_UPLOAD_QUOTA } from '../domain/chat/upload-quota';
import { createChatService } from '../domain/chat/service';
import { visitorIds } from '../domain/chat/visitor-ids';
import { loadSharedKey } from '../domain/secrets';
import type { ServerOptions } from '../options';
import { registerChatFileRoutes } from '../routes/chat-files';
import { DESK_PREFIX, registerDeskRoutes } from '../routes/desk';
import type { RealtimeBus } from './bus';
import { createChatGateway, type ChatGateway } from './chat-gateway';
import { createDeskFeed } from './chat-desk-socket';
import type { RateLimiter } from './chat-limits';
import type { SocketEndpoint } from './sockets';

/**
 * The customer-service chat of one server node: the service (store + bus), the Pomelo gateway
 * and the desk's live feed (WebSocket endpoints for attachSockets), the upload routes under
 * CHAT_BASE and the operator desk under /desk.
 */

export { CHAT_BASE, DESK_PREFIX };

/** Per address, and (allAttempts) failed attempts from every address together, per window. */
export const DEFAULT_DESK_LOGIN_LIMIT = { attempts: 10, windowMs: 15 * 60 * 1000, allAttempts: 30 };

export interface Chat {
  gateway: ChatGateway;
  /** Socket endpoints of the player port (the desk's feed too when the desk shares it). */
  endpoints: SocketEndpoint[];
  /** The desk's feed when the desk has a listener of its own (ServerOptions.deskListener), else none. */
  deskEndpoints: SocketEndpoint[];
  /** Housekeeping: removes uploads no message carries a day after their upload (domain/chat/files.ts). */
  purgeUnsentFiles(): Promise<number>;
  /** Kicks the chat sockets (reason 'shutdown'), stops the bus subscription, drops a temporary upload directory. */
  close(): void;
}

/**
 * Where uploads go: ServerOptions.chatFilesDir (server/env.ts: DATA_DIR/chat-files), else next
 * to an embedded database's files, else (in-memory test databases) a temporary directory.
 */
function filesDirOf(options: ServerOptions): { dir: string; temporary: boolean } {
  if (options.chatFilesDir) return { dir: options.chatFilesDir, temporary: false };
  if (options.database.kind === 'pglite') return { dir: join(options.database.dataDir, 'chat-files'), temporary: false };
  return { dir: mkdtempSync(join(tmpdir(), 'fastdraw-chat-')), temporary: true };
}

/** `deskApp`: where the desk's pages and API go; another instance than `app` when the desk has a listener of its own. */
export async function registerChat(app: FastifyInstance, db: Database, bus: RealtimeBus, options: ServerOptions, deskApp: FastifyInstance = app): Promise<Chat> {
  const logError = (error: unknown, message: string): void => app.log.error({ err: error }, message);
  const files = filesDirOf(options);
  const service = createChatService({ db, bus, ids: visitorIds(await loadSharedKey(db, 'chat-visitor-key')), files: chatFiles(files.dir), logError });
  const gateway = createChatGateway({ db, service, bus, logError, ...(options.chat ? { options: options.chat } : {}) });
  const desk = createDeskFeed(db, service, logError);
  const limiters: RateLimiter[] = [];
  const quota = { ...DEFAULT_UPLOAD_QUOTA, ...options.chatUploadQuota };
  await app.register(async (scope) => void limiters.push(registerChatFileRoutes(scope, { db, files: service.files, ids: service.ids, quota })), { prefix: CHAT_BASE });
  const ownListener = deskApp !== app;
  // The desk's own port shows the pictures of its conversations from there.
  if (ownListener) await deskApp.register(async (scope) => void limiters.push(registerChatFileRoutes(scope, { db, files: service.files, ids: service.ids, quota })), { prefix: CHAT_BASE });
  limiters.push(
    registerDeskRoutes(deskApp, {
      db,
      service,
      password: options.deskPassword ?? null,
      loginAttempts: options.deskLoginLimit?.attempts ?? DEFAULT_DESK_LOGIN_LIMIT.attempts,
      loginWindowMs: options.deskLoginLimit?.windowMs ?? DEFAULT_DESK_LOGIN_LIMIT.windowMs,
      loginAttemptsAll: options.deskLoginLimit?.allAttempts ?? DEFAULT_DESK_LOGIN_LIMIT.allAttempts,
    }),
  );
  return {
    gateway,
    endpoints: ownListener ? [gateway.endpoint] : [gateway.endpoint, desk.endpoint],
    deskEndpoints: ownListener ? [desk.endpoint] : [],
    purgeUnsentFiles: () => service.files.purgeUnsent(db),
    close() {
      gateway.close();
      desk.close();
      service.close();
      for (const limiter of limiters) limiter.close();
      if (files.temporary) rmSync(files.dir, { recursive: true, force: true });
    },
  };
}
