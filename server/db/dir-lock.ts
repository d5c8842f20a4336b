import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Claims a PGlite data directory for this process. PGlite is a single-process database: a second
 * process (say the operator CLI while the server runs) writing the same files would corrupt them.
 * The lock file lives in the temp folder, so the data directory holds only PostgreSQL's files.
 * Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const id = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 24);
  const file = join(tmpdir(), `fastdraw-pglite-${id}.lock`);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    if (isRunning(holder)) {
      throw new Error(`The data directory ${resolve(dataDir)} is in use by process ${holder}: PGlite allows one process at a time, stop it first.`, {
        cause: error,
      });
    }
    // Left behind by a process that died without releasing it.
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
