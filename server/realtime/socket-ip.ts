import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { TrustFunction } from '../http/trust-proxy';

/**
 * The client address of an upgrade request exactly as Fastify computes a request's `ip` with the
 * same trust function (http/trust-proxy.ts): the socket's peer, or behind trusted proxies the
 * right-most X-Forwarded-For address that no trusted proxy added.
 */
export function socketIpOf(trust: TrustFunction): (request: IncomingMessage) => string {
  return (request) => proxyAddr(request, trust);
}
