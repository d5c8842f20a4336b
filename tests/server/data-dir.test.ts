import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { repairPrivateModes } from '../../server/db/private-files';

const folder = mkdtempSync(join(tmpdir(), 'fastdraw-datadir-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every path under `dir` (itself included) that its group or others may use. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    if ((statSync(path).mode & 0o077) !== 0) found.push(path);
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

describe('the embedded database folder', () => {
  it('is created with its missing parents (DATA_DIR may name a nested folder on a fresh clone)', async () => {
    const dataDir = join(folder, 'not', 'there', 'yet');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("holds no file its group or others may read: PGlite's own 0666 files of a new database included", async () => {
    const dataDir = join(folder, 'fresh');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await db.query('SELECT 1');
    } finally {
      await db.close();
    }
    expect(readdirSync(join(dataDir, 'pg_wal')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);
});

describe('repairing the modes of a data directory', () => {
  it('takes group and other permissions off files and directories, keeps the owner’s, and leaves symbolic links and their targets alone', () => {
    const dir = join(folder, 'repair');
    mkdirSync(join(dir, 'chat-files', 'ab'), { recursive: true });
    writeFileSync(join(dir, 'postgresql.conf'), 'x');
    writeFileSync(join(dir, 'chat-files', 'ab', 'cdef.png'), 'x');
    writeFileSync(join(dir, 'tool'), 'x');
    const outside = join(folder, 'outside.txt');
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dir, 'link'));
    chmodSync(join(dir, 'postgresql.conf'), 0o666);
    chmodSync(join(dir, 'chat-files', 'ab', 'cdef.png'), 0o644);
    chmodSync(join(dir, 'tool'), 0o755);
    for (const sub of [dir, join(dir, 'chat-files'), join(dir, 'chat-files', 'ab')]) chmodSync(sub, 0o777);

    expect(repairPrivateModes(dir)).toEqual({ repaired: 6, truncated: false });
    expect([dir, join(dir, 'chat-files'), join(dir, 'chat-files', 'ab')].map(mode)).toEqual([0o700, 0o700, 0o700]);
    expect([join(dir, 'postgresql.conf'), join(dir, 'chat-files', 'ab', 'cdef.png'), join(dir, 'tool')].map(mode)).toEqual([0o600, 0o600, 0o700]);
    expect(mode(outside)).toBe(0o644);
    expect(repairPrivateModes(dir)).toEqual({ repaired: 0, truncated: false });
    expect(repairPrivateModes(join(folder, 'missing'))).toEqual({ repaired: 0, truncated: false });
  });

  it('stops after a bounded number of entries', () => {
    const dir = join(folder, 'many');
    mkdirSync(dir);
    for (let i = 0; i < 20; i++) writeFileSync(join(dir, `f${i}`), 'x', { mode: 0o666 });
    expect(repairPrivateModes(dir, 5).truncated).toBe(true);
  });
});

// Another local user reading the data directory, for real: the tests run as root, which may act as `nobody`.
const asNobody = (...args: string[]) => spawnSync('runuser', ['-u', 'nobody', '--', ...args], { encoding: 'utf8', timeout: 10_000 });
const canActAsNobody = process.getuid?.() === 0 && asNobody('true').status === 0;
const mustRun = process.env.CI === 'true';
if (!canActAsNobody && !mustRun) console.warn('data-dir.test.ts: skipping the check as another local user (needs root and `runuser -u nobody`)');

describe('the data directory of a running server', () => {
  it.runIf(canActAsNobody || mustRun)(
    'is unreadable to another local user, even when started with umask 000 on a directory an older version left open',
    async () => {
      if (!canActAsNobody) throw new Error('CI=true: this test must run as root, with `runuser -u nobody` available');
      const root = join(folder, 'served');
      const dataDir = join(root, 'data');
      mkdirSync(join(dataDir, 'chat-files'), { recursive: true });
      // Everything up to the data directory is open, as a home or /srv folder may be.
      for (const dir of [folder, root]) chmodSync(dir, 0o755);
      writeFileSync(join(root, 'public.txt'), 'anyone');
      chmodSync(join(root, 'public.txt'), 0o644);
      writeFileSync(join(dataDir, 'chat-files', 'old-upload.png'), 'x');
      chmodSync(join(dataDir, 'chat-files', 'old-upload.png'), 0o666);
      for (const dir of [dataDir, join(dataDir, 'chat-files')]) chmodSync(dir, 0o777);

      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', FASTDRAW_CLIENT_DIR: join(root, 'no-client') };
      delete env.FASTDRAW_OPERATOR_TOKEN;
      const server = spawn('sh', ['-c', `umask 000 && exec "${process.execPath}" --import tsx server/main.ts`], { env });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no start within 90 s: ${output}`)), 90_000);
          server.stdout.on('data', () => {
            if (!/running at http/.test(output)) return;
            clearTimeout(timer);
            resolve();
          });
          server.on('exit', () => {
            clearTimeout(timer);
            reject(new Error(`server exited: ${output}`));
          });
        });
        // The check can tell: `nobody` reads an open file next to the data directory.
        expect(asNobody('cat', join(root, 'public.txt')).stdout).toBe('anyone');
        const secrets = ['postgresql.conf', 'pg_hba.conf', 'pg_wal/000000010000000000000001', 'operator-token', 'server.json', 'chat-files/old-upload.png'].map((name) => join(dataDir, name));
        for (const file of secrets) {
          expect(existsSync(file), file).toBe(true);
          const read = asNobody('cat', file);
          expect(read.status, file).not.toBe(0);
          expect(read.stderr, file).toMatch(/Permission denied/);
        }
        expect(asNobody('ls', dataDir).status).not.toBe(0);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        server.kill('SIGTERM');
        await exited;
      }
    },
    120_000,
  );
});
