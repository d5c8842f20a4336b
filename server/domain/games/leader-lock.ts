import pg from 'pg';
import type { Database } from '../../db/database';
import type { DatabaseTarget } from '../../db/open';

/**
 * Exactly one draw scheduler per database (docs/deploy.md): the node holding a session-level
 * PostgreSQL advisory lock draws; the others try again now and then and take over when the
 * holder's session ends. On PostgreSQL the lock lives on a connection of its own, outside the
 * pool (a pooled connection may be closed when idle, silently dropping the lock). PGlite has one
 * session, already claimed by this process (server/db/dir-lock.ts), so the lock is taken on it.
 */
export interface LeaderLock {
  readonly held: boolean;
  /** Takes the lock if it is free; answers whether this node holds it. */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
}

/** Arbitrary constant, next to migrate.ts's 7_202_601. */
export const SCHEDULER_LOCK_ID = 7_202_602;

const TRY_LOCK = 'SELECT pg_try_advisory_lock($1) AS held';
const UNLOCK = 'SELECT pg_advisory_unlock($1)';

export function leaderLock(db: Database, target: DatabaseTarget): LeaderLock {
  return target.kind === 'postgres' ? postgresLock(target.url) : embeddedLock(db);
}

function embeddedLock(db: Database): LeaderLock {
  let held = false;
  return {
    get held() {
      return held;
    },
    async tryAcquire() {
      // In a transaction so nothing else runs between; a session lock outlives it.
      held = held || (await db.transaction(async (tx) => (await tx.query<{ held: boolean }>(TRY_LOCK, [SCHEDULER_LOCK_ID]))[0]?.held === true));
      return held;
    },
    async release() {
      if (held) await db.transaction((tx) => tx.query(UNLOCK, [SCHEDULER_LOCK_ID]));
      held = false;
    },
  };
}

function postgresLock(connectionString: string): LeaderLock {
  let client: pg.Client | null = null;
  let held = false;
  const drop = async () => {
    const closing = client;
    client = null;
    held = false;
    await closing?.end().catch(() => undefined);
  };
  return {
    get held() {
      return held;
    },
    async tryAcquire() {
      if (held) return true;
      const session = new pg.Client({ connectionString });
      // A lost connection is a lost lock: stop drawing until it is taken again.
      session.on('error', () => {
        if (client === session) void drop();
      });
      session.on('end', () => {
        if (client === session) held = false;
      });
      let won = false;
      try {
        await session.connect();
        won = (await session.query<{ held: boolean }>(TRY_LOCK, [SCHEDULER_LOCK_ID])).rows[0]?.held === true;
      } finally {
        if (!won) await session.end().catch(() => undefined);
      }
      if (!won) return false;
      client = session;
      held = true;
      return true;
    },
    async release() {
      if (client && held) await client.query(UNLOCK, [SCHEDULER_LOCK_ID]).catch(() => undefined);
      await drop();
    },
  };
}
