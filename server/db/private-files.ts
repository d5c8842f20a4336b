import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data directory is its user's alone (docs/deploy.md "Files"): it holds the database — whose
 * WAL carries the payment-callback HMAC key and every session — the operator token and the chat
 * uploads. Other local users must read none of it.
 */

/** New files rw for the user only, directories rwx for the user only. */
export const PRIVATE_UMASK = 0o077;

/** Entries a repair looks at, at most: a data directory has about a thousand, plus the chat uploads. */
export const REPAIR_MAX_ENTRIES = 200_000;

/** From now on, whatever this process creates is private to its user (entry points call it first). */
export function keepFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

export interface Repair {
  /** Files and directories whose group/other permissions were removed. */
  repaired: number;
  /** True when the directory has more than `maxEntries` entries: the rest was left as it was. */
  truncated: boolean;
}

/**
 * Removes the group and other permissions of `dir` and everything under it (files become at most
 * 0600, directories 0700; the owner's bits stay). Symbolic links are neither followed nor changed.
 * Needed besides the umask: PGlite writes a new database's files (pg_hba.conf, postgresql.conf, the
 * first WAL segment, the catalog) with mode 0666 whatever the umask, and a directory from an
 * earlier version may be open to everyone. A missing `dir` is nothing to repair.
 */
export function repairPrivateModes(dir: string, maxEntries = REPAIR_MAX_ENTRIES): Repair {
  let repaired = 0;
  let seen = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const path = pending.pop()!;
    let stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // removed meanwhile, or no directory yet
      throw error;
    }
    if (stats.isSymbolicLink()) continue;
    seen += 1;
    if (seen > maxEntries) return { repaired, truncated: true };
    if ((stats.mode & 0o077) !== 0) {
      chmodSync(path, stats.mode & 0o700);
      repaired += 1;
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
  return { repaired, truncated: false };
}
