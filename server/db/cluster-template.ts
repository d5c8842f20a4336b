import { closeSync, existsSync, openAsBlob, openSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * FASTDRAW_PGLITE_TEMPLATE: a file new embedded databases (in memory, or a data directory without a
 * cluster yet) start from instead of running initdb — seconds of WebAssembly, where loading a copy of
 * its result takes about a third of that. The test run opens hundreds of databases, in its own
 * processes and in the servers they spawn (which inherit the variable), and names one file to all
 * of them (tests/support/pglite-cluster.ts): the first process to make a new cluster writes it there,
 * and the databases made after that load it. Not for production: a deployment makes its cluster once.
 */
function templateFile(): string | null {
  return process.env.FASTDRAW_PGLITE_TEMPLATE || null;
}

/** True when opening `dataDir` (undefined: in memory) makes a new cluster. */
export function makesNewCluster(dataDir: string | undefined): boolean {
  return !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
}

/** The template to load into a new cluster, if there is one and it has been written. */
export function clusterTemplate(): Promise<Blob> | undefined {
  const file = templateFile();
  return file && existsSync(file) ? openAsBlob(file) : undefined;
}

/**
 * Writes `pg`, an in-memory cluster initdb has just made and nothing has written to, as the
 * template, unless another process is writing it: the lock file is created only once. (Never a data
 * directory's: its dump would carry the server's own files in that directory.)
 */
export async function offerClusterTemplate(pg: PGlite): Promise<void> {
  const file = templateFile();
  if (!file || existsSync(file)) return;
  try {
    closeSync(openSync(`${file}.lock`, 'wx'));
  } catch {
    return;
  }
  const dump = await pg.dumpDataDir('none');
  // Written aside and renamed: no process loads half a file.
  writeFileSync(`${file}.part`, new Uint8Array(await dump.arrayBuffer()));
  renameSync(`${file}.part`, file);
}
