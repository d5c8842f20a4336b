import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes straight from this machine: the socket's peer is a loopback address and
 * no proxy header says it was forwarded for someone else (a reverse proxy on this machine would
 * otherwise make every visitor look local). Deliberately not `request.ip`, which trusts
 * X-Forwarded-For when FASTDRAW_TRUST_PROXY is on.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^127\./.test(peer) || /^::ffff:127\./i.test(peer);
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
  return loopback && !forwarded;
}
