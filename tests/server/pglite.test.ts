import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { describeAuthContract } from './support/auth-contract';
import { describeDatabaseContract } from './support/database-contract';
import { describePlatformContract } from './support/platform-contract';
import type { Targets } from './support/server';

// The contract on the embedded database: in memory, and in a temp data folder for restarts.
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const targets: Targets = {
  label: 'PGlite',
  fresh: async () => ({ kind: 'memory' }),
  persistent: async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fastdraw-pglite-'));
    folders.push(folder);
    return { kind: 'pglite', dataDir: join(folder, 'data') };
  },
};

describeAuthContract(targets);
describePlatformContract(targets);
describeDatabaseContract(targets);
