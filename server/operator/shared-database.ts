import type { Database } from '../db/database';
import { loadMigrations } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import type { RealtimeBus } from '../realtime/bus';
import { openPostgresBus } from '../realtime/bus-postgres';
import { publishFrozen } from '../realtime/player-events';
import { noticePost } from '../realtime/room-messages';
import type { OperatorAction } from './actions';
import { executeAction, frozenUserId, roomNoticeMessage } from './execute';
import type { OperatorResult } from './result';

/**
 * A machine without a server node, on a shared PostgreSQL (DATABASE_URL): the nodes elsewhere
 * serve this very database, so the CLI acts on it and tells them over its bus. Only on a database a
 * server has set up: the CLI never migrates, seeds or creates anything (docs/decisions.md "The
 * operator CLI works on the running server").
 */
export async function runOnSharedDatabase(url: string, action: OperatorAction): Promise<OperatorResult> {
  if (action.command === 'room-notice') {
    // Nothing to store: the nodes of this database put it in their rooms from the bus.
    await publishOnBus(url, (bus) => bus.publish('room', noticePost(action.lotteryId, action.roomId, action.text, Date.now())));
    return { message: roomNoticeMessage(action), data: { lotteryId: action.lotteryId, roomId: action.roomId } };
  }
  const db = await openPostgres(url);
  let result: OperatorResult;
  try {
    await requireCurrentSchema(db);
    result = await executeAction(db, action);
  } finally {
    await db.close();
  }
  // The nodes close a frozen player's sockets.
  const frozen = frozenUserId(action, result);
  if (frozen !== null) await publishOnBus(url, (bus) => publishFrozen(bus, frozen));
  return result;
}

async function publishOnBus(url: string, publish: (bus: RealtimeBus) => Promise<unknown>): Promise<void> {
  const bus = await openPostgresBus(url);
  try {
    await publish(bus);
  } finally {
    await bus.close();
  }
}

/** Refuses a database that no server of this version has migrated (an empty one included). */
async function requireCurrentSchema(db: Database): Promise<void> {
  const applied = await db.query<{ version: string }>('SELECT version FROM schema_migrations').catch(() => null);
  const done = new Set((applied ?? []).map((row) => row.version));
  const missing = (await loadMigrations()).filter((migration) => !done.has(migration.version));
  if (missing.length > 0) {
    throw new Error(`The database of DATABASE_URL is not set up by this version of the server (${applied ? `migration ${missing[0]!.name} is missing` : 'it has no Fastdraw tables'}): start a server on it first; the CLI changes no schema.`);
  }
}
