import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CHAT_BASE } from '../../models/realtime/chat';
import { DESK_PREFIX } from '../routes/desk';
import { frameworkErrors, registerErrorHandler, registerNotFoundHandler } from './errors';
import { registerSecurityHeaders } from './security-headers';
import { TIMEOUT_OPTIONS } from './timeouts';
import type { TrustFunction } from './trust-proxy';

/**
 * The Fastify instance of a desk with a listener of its own (FASTDRAW_DESK_PORT, docs/deploy.md
 * "The service desk"): the same error answers, security headers, timeouts and trusted proxies as
 * the player port, and nothing else; the chat setup puts the desk's routes on it.
 */
export function createDeskApp(logger: FastifyServerOptions['logger'], trust: TrustFunction | false): FastifyInstance {
  const desk = Fastify({ logger: logger ?? false, trustProxy: trust, ...TIMEOUT_OPTIONS, frameworkErrors });
  registerErrorHandler(desk);
  registerSecurityHeaders(desk);
  registerNotFoundHandler(desk, [DESK_PREFIX, CHAT_BASE], null);
  return desk;
}
