import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { passwordCost } from './domain/passwords';
import { seedDemoPlayers } from './domain/seed';
import { databaseFromEnv } from './env';
import { runOperatorCommand, USAGE, UsageError } from './operator-commands';

/**
 * `npm run cli -- <command>`: operator tasks on the database of DATABASE_URL or DATA_DIR. With the
 * embedded database (DATA_DIR) stop the server first: PGlite allows one process at a time.
 */

try {
  const db = await openDatabase(databaseFromEnv(process.env));
  try {
    await migrate(db);
    await seedDemoPlayers(db, passwordCost('owasp'));
    console.log(await runOperatorCommand(db, process.argv.slice(2)));
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof UsageError) console.error(USAGE);
  process.exitCode = 1;
}
