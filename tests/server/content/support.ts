import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../models/envelope';
import { IDEMPOTENCY_HEADER } from '../../../models/envelope';
import type { FastdrawServer } from '../../../server/app';

/** Helpers of the content suites: calls with a `locale`, the admin API with its token. */

export const OPERATOR_TOKEN = 'content-operator-token-0123456789';

export interface ContentCall {
  locale?: string;
  token?: string;
  body?: object;
  idempotencyKey?: string;
}

export async function api<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', path: string, options: ContentCall = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.locale !== undefined) headers.locale = options.locale;
  if (options.token !== undefined) headers.token = options.token;
  if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const response = await app.inject({ method, url: `/api${path}`, headers, ...(method === 'POST' ? { payload: options.body ?? {} } : {}) });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} for ${method} ${path}: ${response.body}`);
  return response.json() as Envelope<T>;
}

/** The data of a successful call (fails the test on any other code). */
export async function data<T>(app: FastifyInstance, method: 'GET' | 'POST', path: string, options: ContentCall = {}): Promise<T> {
  const envelope = await api<T>(app, method, path, options);
  if (envelope.code !== 0) throw new Error(`code ${envelope.code} (${envelope.msg}) for ${method} ${path}`);
  return envelope.data;
}

export async function admin(server: FastdrawServer, command: string, body: object) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/admin/v1/${command}`,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    payload: body,
    remoteAddress: '127.0.0.1',
  });
  return { status: response.statusCode, body: response.json() as { ok: boolean; message: string; data?: { id?: number } } };
}

/** Posts through the admin API and answers the new item's id. */
export async function posted(server: FastdrawServer, command: string, body: object): Promise<number> {
  const answer = await admin(server, command, body);
  if (answer.status !== 200 || typeof answer.body.data?.id !== 'number') throw new Error(`${command}: ${answer.status} ${answer.body.message}`);
  return answer.body.data.id;
}

export async function loginToken(app: FastifyInstance, account: string, password: string): Promise<string> {
  return (await data<{ token: string }>(app, 'POST', '/basic/v1/login', { body: { account, password } })).token;
}
