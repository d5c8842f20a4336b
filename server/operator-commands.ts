import type { Database } from './db/database';
import { parseArgs } from './operator/actions';
import { executeAction } from './operator/execute';

export { UsageError } from './operator/actions';

/** Runs one operator command on the database; answers what to print. Throws UsageError for malformed commands. */
export async function runOperatorCommand(db: Database, args: readonly string[]): Promise<string> {
  return (await executeAction(db, parseArgs(args))).message;
}
