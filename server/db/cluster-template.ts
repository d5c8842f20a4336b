import { closeSync, existsSync, openAsBlob, openSync, renameSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new cluster's data directory that in-memory databases start from. PGlite's create runs initdb,
 * seconds of WebAssembly, while loading a copy of its result takes about a third of that. The test
 * run opens hundreds of in-memory databases, one process per test file, and names one file to all
 * of them (tests/support/pglite-cluster.ts): the first process to make a new cluster writes it
 * there, and the databases opened after that load it.
 */
let templateFile: string | null = null;

/** In-memory databases of this process load `file` once it exists, and the first to run initdb writes it. */
export function useMemoryClusterTemplate(file: string): void {
  templateFile = file;
}

/** The template to load, if this process has one and it has been written. */
export function memoryClusterTemplate(): Promise<Blob> | undefined {
  return templateFile && existsSync(templateFile) ? openAsBlob(templateFile) : undefined;
}

/**
 * Writes `pg`, a cluster initdb has just made and nothing has written to, as the template, unless
 * another process is writing it: the lock file is created only once.
 */
export async function offerMemoryClusterTemplate(pg: PGlite): Promise<void> {
  if (!templateFile || existsSync(templateFile)) return;
  try {
    closeSync(openSync(`${templateFile}.lock`, 'wx'));
  } catch {
    return;
  }
  const dump = await pg.dumpDataDir('none');
  // Written aside and renamed: no process loads half a file.
  writeFileSync(`${templateFile}.part`, new Uint8Array(await dump.arrayBuffer()));
  renameSync(`${templateFile}.part`, templateFile);
}
