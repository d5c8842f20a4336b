import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../../models/api-paths';
import { BANNER_DESIGNS, VIDEO_POSTER_WORDS } from '../domain/content/demo-content';
import { buildMedia, type MediaFile } from '../domain/content/media';
import { fail } from '../http/envelope';

export { MEDIA_PREFIX };

/**
 * GET /media/<path>: the pictures (SVG) and the demo video of our content, drawn by
 * server/domain/content/media.ts and kept in memory. Same answer on every node; cached for a day.
 * SVGs go out with a CSP that forbids scripts, so even one opened on its own runs nothing.
 */
export function registerMediaRoutes(app: FastifyInstance, files: ReadonlyMap<string, MediaFile> = demoMedia()): void {
  app.get<{ Params: { '*': string } }>(`${MEDIA_PREFIX}/*`, async (request, reply) => {
    const file = files.get(request.params['*']);
    if (!file) return reply.status(404).send(fail(404, `Not Found: GET ${request.url.split('?')[0]}`));
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(file.body);
  });
}

/** Every file of our content, by its path under /media. */
export function demoMedia(): ReadonlyMap<string, MediaFile> {
  return buildMedia(BANNER_DESIGNS, VIDEO_POSTER_WORDS);
}
