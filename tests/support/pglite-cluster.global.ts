import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's new PGlite cluster is kept (FASTDRAW_PGLITE_TEMPLATE of server/db/cluster-template.ts). */
    pgliteCluster: string;
  }
}

/** One folder per run, however many projects run this setup. */
let dir: string | null = null;

/** vitest globalSetup: a folder for the run's cluster template, removed at the end. */
export default function setup(project: TestProject): () => void {
  dir ??= mkdtempSync(join(tmpdir(), 'fastdraw-pglite-cluster-'));
  const folder = dir;
  project.provide('pgliteCluster', join(folder, 'cluster.tar'));
  return () => rmSync(folder, { recursive: true, force: true });
}
