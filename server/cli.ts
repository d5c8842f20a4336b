import { openDatabase } from './db/open';
import { keepFilesPrivate } from './db/private-files';
import { migrate } from './db/migrate';
import { passwordCost } from './domain/passwords';
import { applyDemoData } from './domain/seed';
import { databaseFromEnv, demoFromEnv, stateDirFromEnv } from './env';
import { AdminRefusal, findRunningServer, sendAction } from './operator/admin-client';
import { parseArgs, USAGE, UsageError } from './operator/actions';
import { executeAction, frozenUserId, roomNoticeMessage, type OperatorResult } from './operator/execute';
import { terminalLines } from './operator/terminal-text';
import { openPostgresBus } from './realtime/bus-postgres';
import { publishFrozen } from './realtime/player-events';
import { noticePost } from './realtime/room-messages';

/**
 * `npm run cli -- <command>`: operator tasks. With a server running on this machine (PORT, or the
 * data directory's server.json) the command goes to its admin API, so the site keeps running;
 * otherwise the CLI opens the database of DATABASE_URL or DATA_DIR itself.
 */

async function run(args: readonly string[]): Promise<OperatorResult> {
  // Opening the embedded database may create its files: private to this user, as the server's.
  keepFilesPrivate();
  const action = parseArgs(args);
  const server = await findRunningServer(process.env, stateDirFromEnv(process.env));
  if (server) return sendAction(server, action);
  const target = databaseFromEnv(process.env);
  if (action.command === 'room-notice' && target.kind === 'postgres') {
    // No server here, but the nodes of this database listen on its bus.
    const bus = await openPostgresBus(target.url);
    try {
      await bus.publish('room', noticePost(action.lotteryId, action.roomId, action.text, Date.now()));
    } finally {
      await bus.close();
    }
    return { message: roomNoticeMessage(action), data: { lotteryId: action.lotteryId, roomId: action.roomId } };
  }
  const db = await openDatabase(target);
  let result: OperatorResult;
  try {
    await migrate(db);
    // As a start of the server would: the demo data in demo mode only (server/domain/seed.ts).
    for (const warning of await applyDemoData(db, demoFromEnv(process.env), passwordCost('owasp'))) console.error(`WARNING: ${warning}`);
    result = await executeAction(db, action);
  } finally {
    await db.close();
  }
  // The nodes of a PostgreSQL database close a frozen player's sockets (on the embedded database no server runs now).
  const frozen = frozenUserId(action, result);
  if (frozen !== null && target.kind === 'postgres') {
    const bus = await openPostgresBus(target.url);
    try {
      await publishFrozen(bus, frozen);
    } finally {
      await bus.close();
    }
  }
  return result;
}

// Answers and refusals may quote what players wrote: printed with control characters made visible.
try {
  console.log(terminalLines((await run(process.argv.slice(2))).message));
} catch (error) {
  console.error(terminalLines(error instanceof Error ? error.message : String(error)));
  if (error instanceof UsageError) console.error(USAGE);
  if (error instanceof AdminRefusal && error.status >= 500) console.error('(the server logged the details)');
  process.exitCode = 1;
}
