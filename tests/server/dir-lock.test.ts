import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlive, lockDataDir } from '../../server/db/dir-lock';

const lockFiles = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('fastdraw-pglite-') && name.endsWith('.lock')));

/** The lock file of `dir` (taken and released once to learn its name). */
function lockFileOf(dir: string): string {
  const before = lockFiles();
  const release = lockDataDir(dir);
  const file = [...lockFiles()].find((name) => !before.has(name));
  release();
  return join(tmpdir(), file!);
}

/** A zombie: `sh` starts a short child, then becomes `sleep`, which never reaps it when it exits. */
async function withZombie(use: (pid: number) => void): Promise<void> {
  const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 20'], { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const pid = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
    const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    for (let i = 0; i < 100 && state() !== 'Z'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state()).toBe('Z');
    use(pid);
  } finally {
    parent.kill('SIGKILL');
  }
}

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
    const file = lockFileOf(dir);
    // A pid of a process that has exited.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(file, String(dead));
    const again = lockDataDir(dir);
    again();
    expect(existsSync(file)).toBe(false);
  });

  it.runIf(process.platform === 'linux')('takes over a lock of a killed process that is still a zombie', async () => {
    const dir = join(tmpdir(), `fastdraw-lock-test-${process.pid}-c`);
    const file = lockFileOf(dir);
    await withZombie((pid) => {
      expect(isAlive(pid)).toBe(false);
      writeFileSync(file, String(pid));
      lockDataDir(dir)();
    });
  });

  it("takes over a stale lock naming this process's own pid (a container restart: pid 1 again)", () => {
    const dir = join(tmpdir(), `fastdraw-lock-test-${process.pid}-d`);
    const file = lockFileOf(dir);
    writeFileSync(file, String(process.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8').split(' ')[0]).toBe(String(process.pid));
    // Held by this process now: a second claim is refused.
    expect(() => lockDataDir(dir)).toThrow(/is in use/);
    release();
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose pid now belongs to a process started at another time', () => {
    const dir = join(tmpdir(), `fastdraw-lock-test-${process.pid}-e`);
    const file = lockFileOf(dir);
    // The parent process runs, but it did not start at clock tick 1.
    writeFileSync(file, `${process.ppid} 1`);
    lockDataDir(dir)();
    // The same pid with its real start time is a live holder.
    const startTime = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
    writeFileSync(file, `${process.ppid} ${startTime}`);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    writeFileSync(file, '');
    lockDataDir(dir)();
  });
});
