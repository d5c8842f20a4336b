import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChatCode, ChatContentType } from '../../models/realtime/chat';
import { ErrorCode } from '../../models/errors';
import type { Database } from '../db/database';
import { DESK_OWNER } from '../domain/chat/files';
import { checkText, ChatRefusal, type ChatService } from '../domain/chat/service';
import { conversationSummary, findConversation, listConversations, markReadByDesk, messagePage } from '../domain/chat/store';
import { closeDeskSession, DESK_COOKIE, DESK_SESSION_SECONDS, deskCookieOf, deskPasswordMatches, deskSessionValid, openDeskSession } from '../domain/chat/desk-sessions';
import { hit, unhit } from '../domain/throttle-counters';
import { fail, ok } from '../http/envelope';
import { slidingWindow, type RateLimiter } from '../realtime/chat-limits';
import { acceptUpload, registerRawUploadParser } from './chat-files';
import { deskPage, disabledPage, loginPage } from './desk-page';
import { DESK_LANGUAGE_COOKIE, deskLanguageOf } from '../desk/texts';
import { isSupportedLanguage } from '../../models/language';
import { AnyField, Fields, NumberField, TextField } from '../http/request-schemas';

/**
 * The operator desk (docs/api.md "Service desk"): GET /desk is the console, behind the password
 * FASTDRAW_DESK_PASSWORD and a session cookie (HttpOnly, SameSite=Strict); its JSON API under
 * /desk/api lists conversations, opens one, replies (text or a picture/video upload) and revokes.
 * Live updates come over the WebSocket /ws/desk (server/realtime/chat-desk-socket.ts).
 */

export const DESK_PREFIX = '/desk';
/** Conversations the console lists (newest activity first). */
export const DESK_LIST_LIMIT = 200;
/** Messages the console shows of one conversation (the newest). */
export const DESK_MESSAGES_LIMIT = 200;

export interface DeskContext {
  db: Database;
  service: ChatService;
  /** null: the desk is off and says how to turn it on. */
  password: string | null;
  /** Login attempts per IP per window. */
  loginAttempts: number;
  loginWindowMs: number;
  /** Failed login attempts from all addresses together per window, counted in the database (survives restarts, shared by nodes). */
  loginAttemptsAll: number;
}

/** The throttle_counters bucket of the desk's logins from every address. */
export const DESK_LOGIN_BUCKET = 'desk:login';

const ASSETS: Readonly<Record<string, { type: string; url: URL }>> = {
  'desk.js': { type: 'text/javascript; charset=utf-8', url: new URL('../desk/desk.js', import.meta.url) },
  'desk.css': { type: 'text/css; charset=utf-8', url: new URL('../desk/desk.css', import.meta.url) },
};

/** Scripts and styles only from this server: nothing inline can run. */
const DESK_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; media-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    // The page's language follows the operator's choice (cookie), else the browser's.
    .header('vary', 'Accept-Language, Cookie')
    .header('content-security-policy', DESK_CSP)
    .header('cache-control', 'no-store')
    // same-origin, not no-referrer: with no-referrer a browser's form POST says `Origin: null` and the origin check could not pass.
    .header('referrer-policy', 'same-origin')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

const sessionOf = (request: FastifyRequest): string | undefined => deskCookieOf(request.headers.cookie);

const languageOf = (request: FastifyRequest) => deskLanguageOf(request.headers.cookie, request.headers['accept-language']);

/** The operator's language choice, kept for a year (the desk's pages only; not a secret). */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${DESK_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

/** A browser's cross-site POST is refused even if it carried the cookie (SameSite=Strict already stops it). */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerDeskRoutes(app: FastifyInstance, ctx: DeskContext): RateLimiter {
  const attempts = slidingWindow(ctx.loginAttempts, ctx.loginWindowMs);
  const assets = Object.fromEntries(Object.entries(ASSETS).map(([name, asset]) => [name, { type: asset.type, body: readFileSync(asset.url) }]));

  const pageSchema = { querystring: Fields({ lang: TextField('the language to show the desk in from now on: zh-CN, en-US, vi-VN or ja-JP (kept in a cookie)', 16) }) };
  app.get<{ Querystring: { lang?: string } }>(DESK_PREFIX, { schema: pageSchema }, async (request, reply) => {
    const chosen = request.query.lang;
    if (chosen !== undefined) {
      // The language switch: keep a supported choice, then show the page at its plain address.
      if (isSupportedLanguage(chosen)) reply.header('set-cookie', `${DESK_LANGUAGE_COOKIE}=${chosen}; Path=${DESK_PREFIX}; SameSite=Lax; Max-Age=${LANGUAGE_COOKIE_SECONDS}`);
      return reply.header('cache-control', 'no-store').redirect(DESK_PREFIX, 303);
    }
    const lang = languageOf(request);
    if (ctx.password === null) return sendHtml(reply, disabledPage(lang));
    if (!(await deskSessionValid(ctx.db, sessionOf(request)))) return sendHtml(reply, loginPage(lang, null));
    return sendHtml(reply, deskPage(lang));
  });

  for (const [name, asset] of Object.entries(assets)) {
    app.get(`${DESK_PREFIX}/${name}`, async (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(asset.body),
    );
  }

  /** The conversation a desk call is about. */
  const conversationField = TextField("the conversation: a visitor's id or a player's key, as the conversation list gives it");
  const SCHEMAS = {
    login: { body: Fields({ password: TextField('the desk password (FASTDRAW_DESK_PASSWORD)') }) },
    messages: { querystring: Fields({ visitorId: conversationField }) },
    read: { body: Fields({ visitorId: conversationField }) },
    reply: { body: Fields({ visitorId: conversationField, text: AnyField('the reply: text as chat takes it (not blank, within its length)') }) },
    revoke: { body: Fields({ visitorId: conversationField, id: NumberField('the message _id') }) },
    ban: { body: Fields({ visitorId: conversationField, banned: AnyField('true or false') }) },
    upload: { querystring: Fields({ visitorId: conversationField, name: TextField('the file name: png, jpg, jpeg, gif or mp4 (the bytes decide the type)') }) },
  };

  app.register(
    async (forms) => {
      forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      forms.post<{ Body: { password?: unknown } }>('/login', { schema: SCHEMAS.login }, async (request, reply) => {
        const lang = languageOf(request);
        if (ctx.password === null) return sendHtml(reply, disabledPage(lang), 404);
        if (!sameOrigin(request)) return sendHtml(reply, loginPage(lang, null), 403);
        if (!attempts.take(request.ip)) return sendHtml(reply, loginPage(lang, 'tooMany'), 429);
        // Guesses spread over many addresses meet this one; the slot is taken before the password is compared.
        const windowSeconds = Math.max(1, Math.round(ctx.loginWindowMs / 1000));
        const [fromAll = 0] = await hit(ctx.db, [DESK_LOGIN_BUCKET], windowSeconds);
        if (fromAll > ctx.loginAttemptsAll) return sendHtml(reply, loginPage(lang, 'tooMany'), 429);
        const given = typeof request.body?.password === 'string' ? request.body.password : '';
        if (!deskPasswordMatches(given, ctx.password)) return sendHtml(reply, loginPage(lang, 'wrongPassword'), 401);
        // The right password does not use up the operators' budget.
        await unhit(ctx.db, [DESK_LOGIN_BUCKET], windowSeconds);
        const token = await openDeskSession(ctx.db);
        return reply.header('set-cookie', cookie(request, token, DESK_SESSION_SECONDS)).redirect(DESK_PREFIX, 303);
      });
      forms.post('/logout', async (request, reply) => {
        const token = sessionOf(request);
        if (token && sameOrigin(request)) await closeDeskSession(ctx.db, token);
        return reply.header('set-cookie', cookie(request, '', 0)).redirect(DESK_PREFIX, 303);
      });
    },
    { prefix: DESK_PREFIX },
  );

  /** The API answers only a live desk session, and POSTs only from the desk's own origin. */
  // onRequest: refused before any body (an upload) is read.
  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (ctx.password === null) return reply.status(404).send(fail(404, 'the desk is off: set FASTDRAW_DESK_PASSWORD'));
    if (!(await deskSessionValid(ctx.db, sessionOf(request)))) return reply.status(401).send(fail(ErrorCode.tokenUnauthorized, 'log in at /desk'));
    if (request.method === 'POST' && !sameOrigin(request)) return reply.status(403).send(fail(403, 'cross-origin request refused'));
    return undefined;
  };

  app.register(
    async (api) => {
      api.addHook('onRequest', guard);
      api.get('/conversations', async () => ok(await listConversations(ctx.db, DESK_LIST_LIMIT)));

      api.get<{ Querystring: { visitorId?: string } }>('/messages', { schema: SCHEMAS.messages }, async (request, reply) => {
        const conversation = await findConversation(ctx.db, request.query.visitorId ?? '');
        if (!conversation) return reply.status(404).send(fail(404, 'no such conversation'));
        await markReadByDesk(ctx.db, conversation.id);
        const page = await messagePage(ctx.db, conversation.id, 1, DESK_MESSAGES_LIMIT, true);
        return ok({ conversation: await conversationSummary(ctx.db, conversation.key), messages: page.messages });
      });

      // The open conversation's new messages were seen: the console says so as they arrive.
      api.post<{ Body: { visitorId?: string } }>('/read', { schema: SCHEMAS.read }, async (request, reply) => {
        const conversation = await findConversation(ctx.db, request.body?.visitorId ?? '');
        if (!conversation) return reply.status(404).send(fail(404, 'no such conversation'));
        await markReadByDesk(ctx.db, conversation.id);
        return ok(await conversationSummary(ctx.db, conversation.key));
      });

      api.post<{ Body: { visitorId?: unknown; text?: unknown } }>('/reply', { schema: SCHEMAS.reply }, async (request, reply) => {
        let text: string;
        try {
          text = checkText(request.body?.text);
        } catch (error) {
          if (error instanceof ChatRefusal) return fail(ChatCode.badRequest, error.message);
          throw error;
        }
        const message = await ctx.service.reply(String(request.body?.visitorId ?? ''), ChatContentType.text, text);
        return message ? ok(message) : reply.status(404).send(fail(404, 'no such conversation'));
      });

      api.post<{ Body: { visitorId?: unknown; id?: unknown } }>('/revoke', { schema: SCHEMAS.revoke }, async (request, reply) => {
        const id = Number(request.body?.id);
        if (!Number.isSafeInteger(id)) return fail(ChatCode.badRequest, 'id: the message _id');
        const revoked = await ctx.service.revoke(String(request.body?.visitorId ?? ''), id);
        return revoked ? ok(revoked) : reply.status(404).send(fail(404, 'no such message, or revoked already'));
      });

      api.post<{ Body: { visitorId?: unknown; banned?: unknown } }>('/ban', { schema: SCHEMAS.ban }, async (request, reply) => {
        if (typeof request.body?.banned !== 'boolean') return fail(ChatCode.badRequest, 'banned: true or false');
        const done = await ctx.service.ban(String(request.body?.visitorId ?? ''), request.body.banned);
        return done ? ok({ banned: request.body.banned }) : reply.status(404).send(fail(404, 'no such conversation'));
      });

      api.register(async (uploads) => {
        registerRawUploadParser(uploads);
        uploads.post<{ Querystring: { visitorId?: string; name?: string } }>('/upload', { schema: SCHEMAS.upload }, async (request, reply) => {
          const visitorId = request.query.visitorId ?? '';
          if (!(await findConversation(ctx.db, visitorId))) return reply.status(404).send(fail(404, 'no such conversation'));
          const upload = await acceptUpload(reply, ctx.service.files, ctx.db, DESK_OWNER, request.query.name ?? '', request.body);
          if (upload.code !== 0 || !upload.data) return upload;
          return ok(await ctx.service.reply(visitorId, upload.data.contentType, upload.data.code));
        });
      });
    },
    { prefix: `${DESK_PREFIX}/api` },
  );
  return attempts;
}
