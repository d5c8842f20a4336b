import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/dir-lock';

const lockFiles = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('fastdraw-pglite-') && name.endsWith('.lock')));

describe('PGlite data directory lock', () => {
  it('refuses a second holder until the first releases it', () => {
    const dir = join(tmpdir(), `fastdraw-lock-test-${process.pid}-a`);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/is in use by process \d+/);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = join(tmpdir(), `fastdraw-lock-test-${process.pid}-b`);
    const before = lockFiles();
    const release = lockDataDir(dir);
    const file = [...lockFiles()].find((name) => !before.has(name));
    release();
    // A pid of a process that has exited.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(tmpdir(), file!), String(dead));
    const again = lockDataDir(dir);
    again();
    expect(existsSync(join(tmpdir(), file!))).toBe(false);
  });
});
