import { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CHAT_BASE, CHAT_VIDEO_MAX_BYTES, CHAT_VISITOR_HEADER, ChatCode, ChatHttpPath, chatUploadExtension, type ChatUploadAnswer } from '../../models/realtime/chat';
import { ErrorCode } from '../../models/errors';
import type { Database } from '../db/database';
import { contentTypeOfFile, type ChatFiles } from '../domain/chat/files';
import { findConversation } from '../domain/chat/store';
import { bytesLeft, DEFAULT_UPLOAD_QUOTA, quotaMessage, type UploadQuota } from '../domain/chat/upload-quota';
import { playerKey, visitorKey, type VisitorIds } from '../domain/chat/visitor-ids';
import { findCaller } from '../domain/sessions';
import { fail, ok } from '../http/envelope';
import { Fields, TextField } from '../http/request-schemas';
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
  /** Per uploader and 24 hours (default DEFAULT_UPLOAD_QUOTA). */
  quota?: UploadQuota;
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

/**
 * Streams an upload to disk, checks it and keeps it; an envelope either way (shared with the
 * desk's upload). Nothing is read before the name passes; a body refused mid-way (its sniffed
 * type, its size, the quota) is answered at once and its connection closed, as Fastify does for
 * a body over its limit.
 */
export async function acceptUpload(reply: FastifyReply, files: ChatFiles, db: Database, owner: string, name: string, body: unknown, quotaBytes?: number) {
  if (chatUploadExtension(name) === null) return refuse(reply, 200, ChatCode.badRequest, 'only png, jpg, jpeg, gif and mp4 files');
  if (!(body instanceof Readable)) return fail(ChatCode.badRequest, 'empty file');
  const intake = await files.receive(body, quotaBytes);
  switch (intake.kind) {
    case 'empty':
      return fail(ChatCode.badRequest, 'empty file');
    case 'unknown-type':
      return refuse(reply, 200, ChatCode.badRequest, 'not a png, jpeg, gif or mp4 file');
    case 'too-large':
      return refuse(reply, 413, ChatCode.badRequest, `file larger than ${intake.limit} bytes`);
    case 'over-quota':
      return refuse(reply, 200, ChatCode.rateLimited, 'upload quota: this file is larger than what is left for today');
    case 'received': {
      const code = await files.keep(db, owner, intake.file).catch(async (error: unknown) => {
        await files.discard(intake.file);
        throw error;
      });
      const answer: ChatUploadAnswer = { code, contentType: contentTypeOfFile(intake.file.type), mimeType: intake.file.type };
      return ok(answer);
    }
  }
}

/** A refusal that may leave part of the body unread: the connection is closed after the answer. */
function refuse(reply: FastifyReply, status: number, code: number, msg: string) {
  void reply.status(status).header('connection', 'close');
  return fail(code, msg);
}

/**
 * Upload bodies of any type, passed on unread as the request stream (acceptUpload streams them
 * to disk); one announced over the largest upload is refused before a byte is read.
 */
export function registerRawUploadParser(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload, done) => {
    if (Number(request.headers['content-length']) > CHAT_VIDEO_MAX_BYTES) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    done(null, payload);
  });
  scope.setErrorHandler(async (error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(fail(ChatCode.badRequest, `file larger than ${CHAT_VIDEO_MAX_BYTES} bytes`));
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'chat file request failed');
    return reply.status(status).send(fail(status, status === 500 ? 'Internal Server Error' : (error.message ?? 'Bad Request')));
  });
}

const UPLOAD_QUERY = Fields({ name: TextField('the file name: its extension must be png, jpg, jpeg, gif or mp4 (the bytes decide the type)') });
const FILE_QUERY = Fields({ code: TextField('the code an upload answered') });

export function registerChatFileRoutes(scope: FastifyInstance, ctx: ChatFilesContext): RateLimiter {
  const uploads = slidingWindow(ctx.uploadsPerMinute ?? 20, 60_000);
  registerRawUploadParser(scope);

  const quota = ctx.quota ?? DEFAULT_UPLOAD_QUOTA;
  // Who uploads, and what its quota has left, is settled in onRequest, so a refused caller's body is never read.
  const uploaders = new WeakMap<FastifyRequest, { owner: string; quotaBytes: number }>();
  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const owner = await uploaderOf(ctx.db, ctx.ids, request);
    if (owner === null) return reply.send(fail(ErrorCode.tokenUnauthorized, 'log in, or enter the chat first (visitor-id header)'));
    if (await isBanned(ctx.db, owner)) return reply.send(fail(ChatCode.failed, 'banned'));
    if (!uploads.take(request.ip)) return reply.send(fail(ChatCode.rateLimited));
    const quotaBytes = bytesLeft(await ctx.files.usage(ctx.db, owner), quota);
    if (quotaBytes === null) return reply.send(fail(ChatCode.rateLimited, quotaMessage(quota)));
    uploaders.set(request, { owner, quotaBytes });
    return undefined;
  };
  scope.post<{ Querystring: { name?: string } }>(ChatHttpPath.upload, { onRequest: admit, schema: { querystring: UPLOAD_QUERY } }, async (request, reply) => {
    const { owner, quotaBytes } = uploaders.get(request)!;
    return acceptUpload(reply, ctx.files, ctx.db, owner, typeof request.query.name === 'string' ? request.query.name : '', request.body, quotaBytes);
  });

  scope.get<{ Querystring: { code?: string } }>(ChatHttpPath.getFile, { schema: { querystring: FILE_QUERY } }, async (request, reply) => {
    const file = typeof request.query.code === 'string' ? await ctx.files.open(ctx.db, request.query.code) : null;
    if (!file) return reply.status(404).send(fail(404, 'no such file'));
    return reply
      .type(file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // A code always names the same bytes.
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-length', file.size)
      .send(file.stream);
  });
  return uploads;
}
