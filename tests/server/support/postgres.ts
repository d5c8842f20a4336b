import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';

/**
 * A throw-away PostgreSQL server for the contract suite: initdb and pg_ctl from the system's
 * PostgreSQL binaries, on a random loopback port, in a temp folder removed on stop. As root the
 * binaries run as the `postgres` user (PostgreSQL refuses to run as root).
 */

const run = promisify(execFile);
const BIN_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL with initdb and pg_ctl, or null. */
export function findPostgresBin(): string | null {
  if (!existsSync(BIN_ROOT)) return null;
  const versions = readdirSync(BIN_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((version) => join(BIN_ROOT, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  return bin ?? null;
}

export type PostgresTarget = { kind: 'postgres'; url: string };

/**
 * `suite` on a PostgreSQL this describe starts and stops, given a way to make a fresh database.
 * Where no PostgreSQL is installed it is skipped with a warning, except under CI=true, where a
 * failing test says the suite must run.
 */
export function describeOnPostgres(name: string, suite: (newDatabase: () => Promise<PostgresTarget>) => void): void {
  const bin = findPostgresBin();
  if (!bin && process.env.CI !== 'true') console.warn(`Skipping ${name} on PostgreSQL: no initdb/pg_ctl under ${BIN_ROOT}/*/bin`);
  describe.runIf(!bin && process.env.CI === 'true')(`${name}: PostgreSQL in CI`, () => {
    it('is installed (CI must run the PostgreSQL suites)', () => {
      throw new Error(`No PostgreSQL binaries under ${BIN_ROOT}/*/bin; install the postgresql package`);
    });
  });
  describe.runIf(bin)(`${name} on PostgreSQL`, () => {
    let postgres: PostgresServer | undefined;
    beforeAll(async () => {
      postgres = await startPostgres(bin!);
    }, 120_000);
    afterAll(() => postgres?.stop());
    suite(async () => {
      if (!postgres) throw new Error('PostgreSQL did not start');
      return { kind: 'postgres', url: await postgres.createDatabase() };
    });
  });
}

export interface PostgresServer {
  /** Creates an empty database and answers its connection URL. */
  createDatabase(): Promise<string>;
  /** Shuts the server down (fast: every connection is cut), keeping its data for `resume`. */
  pause(): Promise<void>;
  /** Starts it again on the same port after `pause`. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface PostgresSettings {
  /** fsync and synchronous commit on, as an operator runs it (benchmarks); tests run without them. */
  durable?: boolean;
}

export async function startPostgres(bin: string, options: PostgresSettings = {}): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'fastdraw-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const pgTool = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);

  const port = await freePort();
  const durability = options.durable ? '-c fsync=on -c synchronous_commit=on -c full_page_writes=on' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const settings = `-p ${port} -h 127.0.0.1 -k ${dir} ${durability}`;
  const start = () => pgTool('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  try {
    await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    await start();
  } catch (error) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`, { cause: error });
  }

  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let databases = 0;
  return {
    async createDatabase() {
      const name = `fastdraw_test_${++databases}`;
      const admin = new pg.Client({ connectionString: urlOf('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return urlOf(name);
    },
    async pause() {
      await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await start();
    },
    async stop() {
      try {
        await pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
