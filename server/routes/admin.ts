import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { hashRequest, runIdempotent } from '../domain/idempotency';
import { OperatorError } from '../domain/operator';
import { isOffered } from '../domain/payments/methods';
import { isDirectLoopback } from '../http/loopback';
import { parseBody, UsageError } from '../operator/actions';
import { executeIn, frozenUserId } from '../operator/execute';

/** What the admin API tells the running nodes once a command committed. */
export interface AdminRealtime {
  /** `room-notice` (realtime/follow-rooms.ts). */
  notice(lotteryId: number, roomId: number, text: string): Promise<void>;
  /** `freeze`: the player's chat and room sockets close on every node (realtime/player-events.ts). */
  playerFrozen(userId: number): Promise<void>;
}

/** Largest admin request: four languages of the longest texts (server/domain/content/posting.ts). */
const ADMIN_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** Where the admin API is mounted. */
export const ADMIN_PREFIX = '/admin/v1';

/**
 * The admin API, for operators on this machine (the CLI uses it while the server runs):
 *
 *   POST /admin/v1/<command>   Authorization: Bearer <operator token>   JSON body of the command's fields
 *   GET  /admin/v1/ping        (same authorization) → { ok: true, pid }
 *
 * Only direct loopback connections are served (403 otherwise, before the token is looked at), and
 * only with the operator token (401). Answers `{ ok: true, message, data }`, or `{ ok: false,
 * message }` with 400 (malformed or out of bounds), 404 (no such account, withdrawal, order), 409
 * (already decided). Not an envelope: it is never encrypted and no player client calls it.
 * With an `Idempotency-Key` (the CLI sends one per command) a repeat gets the first answer and runs
 * nothing: the key is claimed in the command's own transaction. Refusals are not stored.
 */
export function registerAdminRoutes(app: FastifyInstance, db: Database, operatorToken: string | null, rooms?: AdminRealtime, gateways?: ReadonlyMap<string, unknown>): void {
  const expected = operatorToken ? digest(operatorToken) : null;

  app.addHook('onRequest', async (request, reply) => {
    if (!isDirectLoopback(request)) {
      request.log.warn({ peer: request.socket.remoteAddress }, 'admin API refused: not a direct loopback connection');
      return reply.status(403).send({ ok: false, message: 'The admin API only answers connections from this machine' });
    }
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? digest(header.slice('Bearer '.length)) : null;
    if (!expected || !given || !timingSafeEqual(expected, given)) {
      return reply.status(401).send({ ok: false, message: expected ? 'Wrong or missing operator token' : 'The admin API is off: no operator token' });
    }
  });

  app.get('/ping', async () => ({ ok: true, pid: process.pid }));

  // Content commands carry HTML in up to four languages: more than the API's 64 KiB.
  app.post<{ Params: { command: string } }>('/:command', { bodyLimit: ADMIN_BODY_LIMIT_BYTES }, async (request, reply) => {
    try {
      const action = parseBody(request.params.command, request.body);
      const key = request.headers['idempotency-key'];
      if (action.command === 'room-notice' && !rooms) throw new OperatorError('This server has no follow rooms', 409);
      // A gateway method this server could not offer would sit unseen in the catalogue: say so now.
      if (action.command === 'add-payment-method' && gateways && !isOffered(action.method.provider, gateways)) {
        throw new OperatorError(`This server has no payment provider "${action.method.provider}": use usdt, contact${gateways.size > 0 ? `, ${[...gateways.keys()].join(', ')}` : ''} (the sandbox is switched on with FASTDRAW_PAY_PROVIDERS=sandbox, never with real money)`);
      }
      // False for a repeat of an Idempotency-Key: its effects (a room notice) happened the first time.
      let ran = false;
      const run = (tx: Queryable) => {
        ran = true;
        return executeIn(tx, action);
      };
      const result = await db.transaction(async (tx) => {
        if (typeof key !== 'string' || key === '') return run(tx);
        const claim = { scope: 'operator', key, requestHash: hashRequest(request.method, request.url, request.body) };
        const outcome = await runIdempotent(tx, claim, () => run(tx));
        if (outcome.kind === 'key-reused') throw new UsageError('This Idempotency-Key was used for another command');
        return outcome.value;
      });
      if (ran && action.command === 'room-notice') await rooms?.notice(action.lotteryId, action.roomId, action.text);
      // Also for a repeat: closing a frozen player's sockets again is harmless, and a first try may have failed after the commit.
      const frozen = frozenUserId(action, result);
      if (frozen !== null) await rooms?.playerFrozen(frozen);
      request.log.info({ command: action.command }, 'operator command');
      return { ok: true, ...result };
    } catch (error) {
      if (error instanceof UsageError) return reply.status(400).send({ ok: false, message: error.message });
      if (error instanceof OperatorError) return reply.status(error.status).send({ ok: false, message: error.message });
      throw error;
    }
  });
}

const digest = (token: string): Buffer => createHash('sha256').update(token).digest();
