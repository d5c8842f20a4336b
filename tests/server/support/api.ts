import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../models/envelope';
import { IDEMPOTENCY_HEADER } from '../../../models/envelope';

export interface CallOptions {
  body?: object;
  token?: string;
  idempotencyKey?: string;
  /** Client address as the server sees it (throttling is per IP). */
  ip?: string;
}

export interface Answer<T> {
  status: number;
  envelope: Envelope<T>;
}

/** One API call through Fastify's inject, answering the HTTP status and the parsed envelope. */
export async function call<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.token = options.token;
  if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers,
    ...(method === 'POST' ? { payload: options.body ?? {} } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, envelope: response.json() as Envelope<T> };
}

let lastIp = 0;
/** A client address no other test uses, so throttling counters start at zero. */
export const uniqueIp = (): string => {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

let lastAccount = 0;
/** A fresh account name (letters and digits, 6–12). */
export const uniqueAccount = (prefix = 'user'): string => `${prefix}${String(++lastAccount).padStart(4, '0')}`;
