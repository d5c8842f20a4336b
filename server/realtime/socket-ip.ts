import type { IncomingMessage } from 'node:http';

/**
 * The client address of an upgrade request as Fastify sees a request's `ip`: the socket's peer,
 * or with trustProxy the client named first in X-Forwarded-For (what the outermost proxy saw).
 */
export function socketIpOf(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const peer = request.socket.remoteAddress ?? '';
    if (!trustProxy) return peer;
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    return first || peer;
  };
}
