import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { findCaller, type Caller } from '../domain/sessions';

/** The caller behind the `token` header, or null when it is missing, unknown, expired or revoked. */
export async function authenticate(db: Queryable, request: FastifyRequest): Promise<Caller | null> {
  const token = request.headers.token;
  return typeof token === 'string' && token !== '' ? findCaller(db, token) : null;
}
