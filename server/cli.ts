import { keepFilesPrivate } from './db/private-files';
import { stateDirFromEnv } from './env';
import { parseArgs, UsageError } from './operator/actions';
import { AdminRefusal, sendAction } from './operator/admin-client';
import { locateServer, NoServerFound } from './operator/discovery';
import { commandList, commandUsage, isCommand } from './operator/help';
import type { OperatorResult } from './operator/result';
import { runOnSharedDatabase } from './operator/shared-database';
import { terminalLines } from './operator/terminal-text';

/**
 * `npm run cli -- <command>`: operator tasks, on the running server (its admin API on loopback),
 * found by the server's own settings (operator/discovery.ts). It never opens the embedded database
 * nor creates a data directory; only on a shared PostgreSQL (DATABASE_URL) with no node on this
 * machine does it act on the database the nodes serve. Exit codes: 0 done, 1 refused or no
 * server, 2 malformed command.
 */

const EXIT_USAGE = 2;

/** `--help`, `-h`, `help [command]`, no arguments, or `<command> --help`: the text to print and the exit code; null for any other call. */
function helpFor(args: readonly string[]): { text: string; code: number } | null {
  const [first, second, ...more] = args;
  const isHelpFlag = (arg: string | undefined) => arg === '--help' || arg === '-h';
  if (first === undefined || isHelpFlag(first) || (first === 'help' && second === undefined)) return { text: commandList(), code: 0 };
  const asked = first === 'help' ? second : isHelpFlag(second) && more.length === 0 ? first : undefined;
  if (asked === undefined) return null;
  if (isCommand(asked) && more.length === 0) return { text: commandUsage(asked), code: 0 };
  return { text: `Unknown command "${asked}"\n\n${commandList()}`, code: EXIT_USAGE };
}

async function run(args: readonly string[]): Promise<OperatorResult> {
  // Whatever this process writes (nothing, but a future change) stays private to this user.
  keepFilesPrivate();
  const action = parseArgs(args);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  try {
    return await sendAction(await locateServer(process.env, stateDirFromEnv(process.env)), action);
  } catch (error) {
    if (error instanceof NoServerFound && databaseUrl) return runOnSharedDatabase(databaseUrl, action);
    throw error;
  }
}

// Answers and refusals may quote what players wrote: printed with control characters made visible.
const args = process.argv.slice(2);
const help = helpFor(args);
if (help) {
  (help.code === 0 ? console.log : console.error)(terminalLines(help.text));
  process.exitCode = help.code;
} else {
  try {
    console.log(terminalLines((await run(args)).message));
  } catch (error) {
    console.error(terminalLines(error instanceof Error ? error.message : String(error)));
    if (error instanceof UsageError) {
      const command = args[0] ?? '';
      console.error(`\n${isCommand(command) ? commandUsage(command) : commandList()}`);
      process.exitCode = EXIT_USAGE;
    } else {
      if (error instanceof AdminRefusal && error.status >= 500) console.error('(the server logged the details)');
      process.exitCode = 1;
    }
  }
}
