import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_BASE, CHAT_VIDEO_MAX_BYTES, CHAT_VISITOR_HEADER, ChatCode, ChatHttpPath, chatUploadExtension, type ChatUploadAnswer } from '../../models/realtime/chat';
import { ErrorCode } from '../../models/errors';
import type { Database } from '../db/database';
import { contentTypeOfFile, maxBytesOf, sniffType, type ChatFiles } from '../domain/chat/files';
import { findConversation } from '../domain/chat/store';
import { playerKey, visitorKey, type VisitorIds } from '../domain/chat/visitor-ids';
import { findCaller } from '../domain/sessions';
import { fail, ok } from '../http/envelope';
import { slidingWindow, type RateLimiter } from '../realtime/chat-limits';

/**
 * Chat files (docs/api.md "Customer-service chat"): POST {CHAT_BASE}/upload takes the file as the
 * raw body from a player (`token` header) or a visitor (its issued id in `visitor-id`); its type
 * is sniffed from the bytes. GET {CHAT_BASE}/getFile?code= serves it back so that nothing served
 * can run script: the sniffed type, nosniff, inline, and a sandboxing CSP.
 */

export { CHAT_BASE };

export interface ChatFilesContext {
  db: Database;
  files: ChatFiles;
  ids: VisitorIds;
  /** Uploads per IP per minute. */
  uploadsPerMinute?: number;
}

/** Who uploads: the conversation key of a player's token or an issued visitor id; null for neither. */
async function uploaderOf(db: Database, ids: VisitorIds, request: FastifyRequest): Promise<string | null> {
  const token = request.headers.token;
  if (typeof token === 'string' && token !== '') {
    const caller = await findCaller(db, token);
    return caller ? playerKey(caller.userId) : null;
  }
  const visitorId = request.headers[CHAT_VISITOR_HEADER];
  return typeof visitorId === 'string' && ids.verify(visitorId) ? visitorKey(visitorId) : null;
}

/** A banned conversation uploads nothing. */
const isBanned = async (db: Database, key: string): Promise<boolean> => (await findConversation(db, key))?.banned ?? false;

/** Sniffs, checks and stores an upload; an envelope either way (shared with the desk's upload). */
export async function acceptUpload(files: ChatFiles, db: Database, owner: string, name: string, body: unknown) {
  if (chatUploadExtension(name) === null) return fail(ChatCode.badRequest, 'only png, jpg, jpeg, gif and mp4 files');
  if (!Buffer.isBuffer(body) || body.length === 0) return fail(ChatCode.badRequest, 'empty file');
  const type = sniffType(body);
  if (type === null) return fail(ChatCode.badRequest, 'not a png, jpeg, gif or mp4 file');
  if (body.length > maxBytesOf(type)) return fail(ChatCode.badRequest, `file larger than ${maxBytesOf(type)} bytes`);
  const code = await files.save(db, owner, type, body);
  const answer: ChatUploadAnswer = { code, contentType: contentTypeOfFile(type), mimeType: type };
  return ok(answer);
}

/** Raw bodies of any type, up to the largest upload; a bigger one is answered as an envelope. */
export function registerRawUploadParser(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CHAT_VIDEO_MAX_BYTES }, (_request, body, done) => done(null, body));
  scope.setErrorHandler(async (error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(fail(ChatCode.badRequest, `file larger than ${CHAT_VIDEO_MAX_BYTES} bytes`));
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'chat file request failed');
    return reply.status(status).send(fail(status, status === 500 ? 'Internal Server Error' : (error.message ?? 'Bad Request')));
  });
}

export function registerChatFileRoutes(scope: FastifyInstance, ctx: ChatFilesContext): RateLimiter {
  const uploads = slidingWindow(ctx.uploadsPerMinute ?? 20, 60_000);
  registerRawUploadParser(scope);

  // Who uploads is settled in onRequest, so a refused caller's body is never read.
  const owners = new WeakMap<FastifyRequest, string>();
  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const owner = await uploaderOf(ctx.db, ctx.ids, request);
    if (owner === null) return reply.send(fail(ErrorCode.tokenUnauthorized, 'log in, or enter the chat first (visitor-id header)'));
    if (await isBanned(ctx.db, owner)) return reply.send(fail(ChatCode.failed, 'banned'));
    if (!uploads.take(request.ip)) return reply.send(fail(ChatCode.rateLimited));
    owners.set(request, owner);
    return undefined;
  };
  scope.post<{ Querystring: { name?: string } }>(ChatHttpPath.upload, { onRequest: admit }, async (request) =>
    acceptUpload(ctx.files, ctx.db, owners.get(request)!, typeof request.query.name === 'string' ? request.query.name : '', request.body),
  );

  scope.get<{ Querystring: { code?: string } }>(ChatHttpPath.getFile, async (request, reply) => {
    const file = typeof request.query.code === 'string' ? await ctx.files.load(ctx.db, request.query.code) : null;
    if (!file) return reply.status(404).send(fail(404, 'no such file'));
    return reply
      .type(file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // A code always names the same bytes.
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(file.bytes);
  });
  return uploads;
}
