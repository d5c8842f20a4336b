import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../domain/content/languages';
import { isEnvelope } from './envelope';
import { translateMessage } from './message-texts';

/**
 * Every envelope's `msg` in the request's language (its `locale` header, else zh-CN): the routes
 * write zh-CN, and the answer is translated here, once, as it leaves (message-texts.ts). Register
 * before the routes: a hook applies to the plugins registered after it.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isEnvelope(payload) || typeof payload.msg !== 'string') return payload;
    const msg = translateMessage(payload.msg, requestLanguage(request));
    return msg === payload.msg ? payload : { ...payload, msg };
  });
}
