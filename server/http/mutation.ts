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
export function runMutation(
  db: Pick<Database, 'transaction'>,
  request: FastifyRequest,
  scope: string,
  work: (tx: Queryable) => Promise<Envelope>,
): Promise<Envelope> {
  const mutation = mutationOf(request);
  return db.transaction((tx) => mutation(tx, scope, work));
}

/**
 * runMutation's part inside a transaction the caller runs: for a call that authenticates in that
 * transaction, so the scope is known only there (the order route, in its group commit).
 */
export function mutationOf(request: FastifyRequest): (tx: Queryable, scope: string, work: (tx: Queryable) => Promise<Envelope>) => Promise<Envelope> {
  const idempotency = idempotencyOf(request);
  return async (tx, scope, work) => {
    if (idempotency === null) return work(tx);
    const result = await runIdempotent(tx, { scope, ...idempotency }, () => work(tx));
    return result.kind === 'done' ? result.value : fail(IDEMPOTENCY_KEY_REUSED);
  };
}

/**
 * The request's Idempotency-Key and fingerprint (domain/idempotency.ts), or null without the
 * header. Fingerprinted before any transaction: a body it refuses never enters (or fails) a batch.
 */
export function idempotencyOf(request: FastifyRequest): { key: string; requestHash: string } | null {
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string' || header === '') return null;
  return { key: header, requestHash: hashRequest(request.method, request.url, request.body) };
}
