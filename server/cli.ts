import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { passwordCost } from './domain/passwords';
import { seedDemoPlayers } from './domain/seed';
import { seedDemoContent } from './domain/content/demo-content';
import { databaseFromEnv, stateDirFromEnv } from './env';
import { AdminRefusal, findRunningServer, sendAction } from './operator/admin-client';
import { parseArgs, USAGE, UsageError } from './operator/actions';
import { executeAction, type OperatorResult } from './operator/execute';

/**
 * `npm run cli -- <command>`: operator tasks. With a server running on this machine (PORT, or the
 * data directory's server.json) the command goes to its admin API, so the site keeps running;
 * otherwise the CLI opens the database of DATABASE_URL or DATA_DIR itself.
 */

async function run(args: readonly string[]): Promise<OperatorResult> {
  const action = parseArgs(args);
  const server = await findRunningServer(process.env, stateDirFromEnv(process.env));
  if (server) return sendAction(server, action);
  const db = await openDatabase(databaseFromEnv(process.env));
  try {
    await migrate(db);
    await seedDemoPlayers(db, passwordCost('owasp'));
    await seedDemoContent(db);
    return await executeAction(db, action);
  } finally {
    await db.close();
  }
}

try {
  console.log((await run(process.argv.slice(2))).message);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof UsageError) console.error(USAGE);
  if (error instanceof AdminRefusal && error.status >= 500) console.error('(the server logged the details)');
  process.exitCode = 1;
}
