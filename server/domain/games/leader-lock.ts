import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from '../../db/database';
import type { DatabaseTarget } from '../../db/open';
import { queryable, resilientPool, type LogError } from '../../db/postgres';

/**
 * Exactly one draw scheduler per database (docs/deploy.md): leadership is a lease in the table
 * `leader_leases` that expires unless its holder renews it. A node that crashes, hangs (SIGSTOP,
 * a long GC pause) or loses the database stops renewing, and another node takes over once the
 * lease has expired — by the database's clock, so the nodes' clocks do not matter here.
 *
 * Fencing: every new holder gets a larger token, and every draw first calls `fence` in its own
 * transaction, which checks holder and token and share-locks the lease row until COMMIT. So a
 * leader that wakes up after losing the lease draws nothing, and a takeover waits for a draw in
 * flight (which the database ends after FENCED_IDLE_TIMEOUT_MS if its node hangs mid-transaction).
 *
 * This node believes it holds the lease until LEASE_TTL_MS - SAFETY_MS after it *sent* its last
 * successful renewal (monotonic clock), so it gives up before the database lets another take over.
 * The embedded database runs the very same lease on its one connection, except that it takes
 * the lease at once even if unexpired: only one process can open its data directory
 * (server/db/dir-lock.ts), so a holder on record is this process's killed predecessor, and a
 * restart after kill -9 catches up on missed draws immediately, as before.
 */
export interface LeaderLock {
  /** This node holds the lease, by its own conservative reckoning. */
  readonly held: boolean;
  /** Takes the lease if it is free or expired, renews it if this node holds it; answers whether it does now. */
  tryAcquire(): Promise<boolean>;
  /** First thing in a draw's transaction: throws LeaseLost unless this node still holds the lease. */
  fence(tx: Queryable): Promise<void>;
  /** Stops renewing and lets the lease expire now, so another node takes over at once. */
  release(): Promise<void>;
}

export class LeaseLost extends Error {
  constructor() {
    super('this node no longer holds the draw lease');
    this.name = 'LeaseLost';
  }
}

export const LEASE_NAME = 'draw-scheduler';
export const LEASE_TTL_MS = 6_000;
/** Renewals per lease lifetime: three, so one or two may fail (a database restart) without losing it. */
export const RENEW_EVERY_MS = 2_000;
const SAFETY_MS = 1_000;
/** A draw transaction left idle this long (its node hangs) is ended by the database, freeing the lease row. */
export const FENCED_IDLE_TIMEOUT_MS = 5_000;

/** Takes a free or expired lease (the token grows) or renews our own (the token stays). */
const ACQUIRE = `INSERT INTO leader_leases AS l (name, holder, token, expires_at)
  VALUES ($1, $2, 1, now() + make_interval(secs => $3))
  ON CONFLICT (name) DO UPDATE SET
    holder = EXCLUDED.holder,
    token = CASE WHEN l.holder = EXCLUDED.holder AND l.token = $4 THEN l.token ELSE l.token + 1 END,
    expires_at = EXCLUDED.expires_at
  WHERE (l.holder = EXCLUDED.holder AND l.token = $4) OR l.expires_at <= now() OR $5::boolean
  RETURNING token`;
const FENCE = `SELECT 1 FROM leader_leases WHERE name = $1 AND holder = $2 AND token = $3 AND expires_at > clock_timestamp() FOR SHARE`;
const RELEASE = 'UPDATE leader_leases SET expires_at = now() WHERE name = $1 AND holder = $2 AND token = $3';

/** A node's name in `leader_leases.holder`: host and pid for the operator, then a random part. */
export const holderName = (): string => `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

/**
 * The lease of `db`. On PostgreSQL its renewals use a connection of their own, so a pool busy
 * with players' calls cannot delay them past the lease's expiry.
 */
export function leaderLock(db: Database, target: DatabaseTarget, logError: LogError = () => undefined): LeaderLock {
  if (target.kind !== 'postgres') return leaseOn(db, { logError, sole: true });
  const pool = resilientPool(target.url, { max: 1, logError: (error) => logError(error, 'draw lease: its connection was lost; renewing on a new one') });
  return leaseOn(queryable(pool), { logError, closeSession: () => pool.end() });
}

export interface LeaseOptions {
  logError?: LogError;
  /** Called by release, after the lease is let go (a connection of its own). */
  closeSession?: () => Promise<void>;
  /** Default holderName(). */
  holder?: string;
  /** This process is the database's only user (embedded): take the lease even from an unexpired holder. */
  sole?: boolean;
}

export function leaseOn(session: Queryable, options: LeaseOptions = {}): LeaderLock {
  const { logError = () => undefined, closeSession = async () => undefined, holder = holderName(), sole = false } = options;
  let token: number | null = null;
  let validUntil = 0;
  let renewing: Promise<boolean> | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const held = () => token !== null && performance.now() < validUntil;

  async function acquire(): Promise<boolean> {
    const sentAt = performance.now();
    const [row] = await session.query<{ token: number }>(ACQUIRE, [LEASE_NAME, holder, LEASE_TTL_MS / 1000, token ?? 0, sole]);
    if (!row) {
      if (token !== null) logError(new LeaseLost(), 'draw lease: another node holds it now; this node stops drawing');
      token = null;
      return false;
    }
    // Kept even when closing meanwhile: release lets go of exactly this token.
    token = row.token;
    validUntil = sentAt + LEASE_TTL_MS - SAFETY_MS;
    if (closed) return false;
    keepRenewing();
    return true;
  }

  /** While this node holds (or last held) the lease: renew it, and keep trying through failures. */
  function keepRenewing(): void {
    if (heartbeat || closed) return;
    heartbeat = setInterval(() => {
      if (token === null) return stopRenewing();
      tryAcquire().catch((error: unknown) => logError(error, 'draw lease: renewal failed; retrying'));
    }, RENEW_EVERY_MS);
    heartbeat.unref();
  }

  function stopRenewing(): void {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }

  function tryAcquire(): Promise<boolean> {
    if (closed) return Promise.resolve(false);
    // One statement at a time: the heartbeat and a scheduler pass may ask together.
    renewing ??= acquire().finally(() => (renewing = null));
    return renewing;
  }

  return {
    get held() {
      return held();
    },
    tryAcquire,
    async fence(tx) {
      if (!held()) throw new LeaseLost();
      await tx.query("SELECT set_config('idle_in_transaction_session_timeout', $1, true)", [String(FENCED_IDLE_TIMEOUT_MS)]);
      const rows = await tx.query(FENCE, [LEASE_NAME, holder, token]);
      if (rows.length === 0) {
        token = null;
        throw new LeaseLost();
      }
    },
    async release() {
      closed = true;
      stopRenewing();
      await renewing?.catch(() => undefined);
      const last = token;
      token = null;
      try {
        if (last !== null) await session.query(RELEASE, [LEASE_NAME, holder, last]).catch(() => undefined);
      } finally {
        await closeSession();
      }
    },
  };
}
