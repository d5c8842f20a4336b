import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Claims a PGlite data directory for this process. PGlite is a single-process database: a second
 * process (say the operator CLI while the server runs) writing the same files would corrupt them.
 * The lock file lives in the temp folder, so the data directory holds only PostgreSQL's files.
 * Answers the release function.
 *
 * The file names its holder as `<pid> <start time>` (start time from /proc on Linux, else absent).
 * A holder counts as gone when no such process runs, when it is a zombie (killed, not yet reaped
 * by its parent: a restart right after `kill -9`), when the pid now belongs to a process started
 * at another time (pid reuse), or when it names this very process without this process holding
 * it (a container restart where the server is pid 1 again).
 */
export function lockDataDir(dataDir: string): () => void {
  const id = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 24);
  const file = join(tmpdir(), `fastdraw-pglite-${id}.lock`);
  const claim = `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim();
  try {
    writeFileSync(file, claim, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = parseHolder(readLockFile(file));
    if (holder && holdsLock(holder, file)) {
      throw new Error(`The data directory ${resolve(dataDir)} is in use by process ${holder.pid}: PGlite allows one process at a time, stop it first.`, {
        cause: error,
      });
    }
    // Left behind by a process that died without releasing it.
    writeFileSync(file, claim);
  }
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    rmSync(file, { force: true });
  };
}

/** Lock files this process holds: the only way its own pid in a lock file is not stale. */
const heldHere = new Set<string>();

interface Holder {
  pid: number;
  startTime: string | null;
}

const readLockFile = (file: string): string => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

export function parseHolder(text: string): Holder | null {
  const [pidText, startTime] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  return Number.isSafeInteger(pid) && pid > 0 ? { pid, startTime: startTime || null } : null;
}

function holdsLock(holder: Holder, file: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  if (!isAlive(holder.pid)) return false;
  const startTime = startTimeOf(holder.pid);
  // Another process now has that pid.
  return holder.startTime === null || startTime === null || startTime === holder.startTime;
}

/** A process with that pid exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.state !== 'Z';
}

/** Linux's /proc/<pid>/stat: the state letter and the start time (clock ticks since boot); null elsewhere. */
function procStat(pid: number): { state: string; startTime: string } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]];
  return state && startTime ? { state, startTime } : null;
}

const startTimeOf = (pid: number): string | null => procStat(pid)?.startTime ?? null;
