import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { qualityList } from './quality-list';

/**
 * Compression of the answers the server builds itself (API envelopes, the rendered index.html,
 * error pages): an `onSend` hook compresses a text body over MIN_BYTES with brotli or gzip, as the
 * request's Accept-Encoding allows (docs/api.md "Compression"). Files of the built client are
 * compressed at build time instead (scripts/vite-compress.ts) and negotiated by @fastify/static;
 * streamed bodies (files, media) are left alone.
 */

export type Coding = 'br' | 'gzip';

/** Below this a compressed answer saves less than the work costs. */
export const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|[\w.+-]*\+json|[\w.+-]*\+xml)|image\/svg\+xml)/i;

/**
 * The coding to answer with for `header` (RFC 9110 §12.5.3): the highest q-value among br and
 * gzip, br on a tie; `*` stands for any coding not named; q=0 (or an unreadable q) refuses. null means identity.
 */
export function negotiateEncoding(header: string | undefined): Coding | null {
  const quality = new Map(qualityList(header).map((entry) => [entry.name, entry.q]));
  const of = (coding: Coding) => quality.get(coding) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** Adds a request header to Vary without repeating it. */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const tokens = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.some((token) => token === '*' || token.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...tokens, header].join(', '));
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Fast levels: these answers are compressed on every request. */
export function compressBody(body: Buffer, coding: Coding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/** Register once, on the root instance, before the routes (hooks reach the plugins registered after). */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') !== undefined) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // The choice depends on Accept-Encoding even when the answer goes out as is.
    addVary(reply, 'Accept-Encoding');
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const compressed = await compressBody(body, coding);
    reply.header('content-encoding', coding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}
