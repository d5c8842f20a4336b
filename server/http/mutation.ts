import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../models/envelope';
import type { Database, Queryable } from '../db/database';
import { hashRequest, runIdempotent } from '../domain/idempotency';
import type { Caller } from '../domain/sessions';
import { fail, IDEMPOTENCY_KEY_REUSED } from './envelope';

/** Idempotency scope of a logged-in caller: keys are per user. */
export const userScope = (caller: Caller): string => `user:${caller.userId}`;
/** Idempotency scope of a visitor (login, register, refresh): keys are per client IP. */
export const ipScope = (request: FastifyRequest): string => `ip:${request.ip}`;

/**
 * Runs the state-changing part of a call in one transaction. With an Idempotency-Key header the
 * key is claimed in that same transaction (see domain/idempotency.ts): a repeat gets the first
 * answer, a reuse for another request gets IDEMPOTENCY_KEY_REUSED.
 */
export async function runMutation(
  db: Database,
  request: FastifyRequest,
  scope: string,
  work: (tx: Queryable) => Promise<Envelope>,
): Promise<Envelope> {
  const key = request.headers['idempotency-key'];
  return db.transaction(async (tx) => {
    if (typeof key !== 'string' || key === '') return work(tx);
    const claim = { scope, key, requestHash: hashRequest(request.method, request.url, request.body) };
    const result = await runIdempotent(tx, claim, () => work(tx));
    return result.kind === 'done' ? result.value : fail(IDEMPOTENCY_KEY_REUSED);
  });
}
