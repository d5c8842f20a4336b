import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../models/api-paths';
import { IDEMPOTENCY_HEADER, type Envelope } from '../../models/envelope';
import type { TokenPair } from '../../models/entities';
import { readServerFile } from '../../server/operator/state-files';
import { describeOnPostgres, findPostgresBin } from './support/postgres';

/**
 * docs/deploy.md "Several nodes" as an operator follows it: its blocks marked `deploy-test:<name>`
 * are run here, changed only where a test machine must differ (loopback addresses, a port the
 * system picks, temporary folders, this checkout for /opt/fastdraw, this PostgreSQL's psql for
 * `sudo -u postgres psql`). Node A starts as the systemd unit would (its ExecStart, in its
 * WorkingDirectory, with only its EnvironmentFile), node B by the by-hand commands; the CLI
 * command makes the first invite code. Then both nodes must answer, share their data, be in
 * production mode, and exactly one of them must hold the draw lease.
 */

const run = promisify(execFile);
const ROOT = process.cwd();
const DOC = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
const ENV_FILE = '/etc/fastdraw/fastdraw.env';
const CHECKOUT = '/opt/fastdraw';

/** The fenced block marked `deploy-test:<name>` (its info string is `<lang> deploy-test:<name>`). */
function block(name: string): string {
  const match = new RegExp(`^\`\`\`\\w+ deploy-test:${name}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(DOC);
  if (!match) throw new Error(`docs/deploy.md has no block marked deploy-test:${name}`);
  return match[1]!;
}

/** KEY=VALUE lines (an EnvironmentFile, or the [Service] section of a unit). */
function keyValues(text: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) pairs.set(match[1]!, match[2]!);
  }
  return pairs;
}

/** What systemd gives a service besides its EnvironmentFile (it inherits nothing from a shell). */
const BARE_ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir() };

interface Node {
  child: ChildProcess;
  dataDir: string;
  envFile: string;
  url: string;
  output(): string;
}

/** Waits for the node's start-up line; rejects with its output if it exits or takes too long. */
function started(child: ChildProcess, dataDir: string, envFile: string): Promise<Node> {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start in 50 s:\n${output}`)), 50_000);
    child.once('exit', (code) => reject(new Error(`node exited with ${code}:\n${output}`)));
    child.stdout!.on('data', () => {
      const match = /running at (http:\/\/\S+)[\s\S]*Operator commands/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, dataDir, envFile, url: match[1]!, output: () => output });
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The by-hand node runs under bash in a process group of its own: signal the whole group.
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function post<T>(node: Node, path: string, body: object): Promise<Envelope<T>> {
  const response = await fetch(`${node.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

describeOnPostgres('the deployment guide', (newDatabase) => {
  const folder = mkdtempSync(join(tmpdir(), 'fastdraw-deploy-'));
  const nodes: Node[] = [];
  /** Every process started, also one that never came up. */
  const children: ChildProcess[] = [];
  let adminUrl = '';

  /** The guide's environment file for one node: only its addresses and folders changed. */
  function writeEnvFile(name: string, postgresHostPort: string): { envFile: string; dataDir: string } {
    const dataDir = join(folder, name);
    const envFile = join(folder, `${name}.env`);
    const overrides: Record<string, string> = {
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      // Test-machine settings: no built client needed, quiet logs, no load guard on two shared cores.
      FASTDRAW_CLIENT_DIR: join(folder, 'no-client'),
      LOG_LEVEL: 'warn',
      FASTDRAW_SHED_DELAY_MS: '0',
    };
    const lines = block('env')
      .replace('db.internal:5432', postgresHostPort)
      .split('\n')
      .filter((line) => !Object.keys(overrides).some((key) => line.startsWith(`${key}=`)));
    writeFileSync(envFile, [...lines, ...Object.entries(overrides).map(([key, value]) => `${key}=${value}`)].join('\n'));
    return { envFile, dataDir };
  }

  /** The commands of a `sh` block as this test machine runs them. */
  const onThisMachine = (script: string, envFile: string) => script.replaceAll(CHECKOUT, ROOT).replaceAll(ENV_FILE, envFile);

  beforeAll(async () => {
    const bin = findPostgresBin()!;
    const { port } = new URL((await newDatabase()).url);
    // 1. The database: the guide's role and database, made by PostgreSQL's superuser.
    const psql = `${join(bin, 'psql')} -h 127.0.0.1 -p ${port} -U postgres -d postgres`;
    await run('bash', ['-c', block('database').replace('sudo -u postgres psql', psql)]);
    adminUrl = `postgres://postgres@127.0.0.1:${port}/fastdraw`;

    // 4. Node A as systemd starts it: ExecStart in WorkingDirectory with its EnvironmentFile only.
    const unit = keyValues(block('unit'));
    expect(unit.get('Restart')).toBe('always');
    expect(unit.get('EnvironmentFile')).toBe(ENV_FILE);
    expect(unit.get('WorkingDirectory')).toBe(CHECKOUT);
    const a = writeEnvFile('node-a', `127.0.0.1:${port}`);
    const [program, ...args] = unit.get('ExecStart')!.split(/\s+/);
    expect(program).toBe('/usr/bin/node');
    const unitNode = spawn(process.execPath, args, { cwd: ROOT, env: { ...BARE_ENV, ...Object.fromEntries(keyValues(readFileSync(a.envFile, 'utf8'))) }, detached: true });

    // 3. Node B by the by-hand commands, in a shell.
    const b = writeEnvFile('node-b', `127.0.0.1:${port}`);
    const handNode = spawn('bash', ['-c', onThisMachine(block('by-hand'), b.envFile)], { env: BARE_ENV, detached: true });

    children.push(unitNode, handNode);
    const results = await Promise.allSettled([started(unitNode, a.dataDir, a.envFile), started(handNode, b.dataDir, b.envFile)]);
    for (const result of results) if (result.status === 'fulfilled') nodes.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(children.map(stop));
    rmSync(folder, { recursive: true, force: true });
  });

  it('starts two production nodes that answer, share players, and have one draw leader', async () => {
    const [a, b] = nodes as [Node, Node];
    for (const node of nodes) {
      expect(node.output()).toContain('Production mode: no demo data');
      expect(node.output()).not.toMatch(/WARNING|demo001/);
      // The health check of step 6.
      const health = await fetch(`${node.url}/api/basic/v1/notice?platformId=1`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as Envelope<unknown>).code).toBe(0);
    }

    // 5. The first invite code, by the CLI on node A's machine.
    const cli = await run('bash', ['-c', onThisMachine(block('invite'), a.envFile)], { env: BARE_ENV });
    const code = /create-invite-code (\w+)/.exec(block('invite'))![1]!.toUpperCase();
    expect(cli.stdout).toContain(`Invite code ${code} created`);

    // Registered through node A, logged in through node B.
    const account = `deploy${Date.now() % 100_000}`;
    const registered = await post<TokenPair>(a, ApiPath.register, { account, password: 'pass1234', withdrawPassword: '654321', code, packageId: 1, platformId: 1 });
    expect(registered.code).toBe(0);
    const login = await post<TokenPair>(b, ApiPath.login, { account, password: 'pass1234', packageId: 1, platformId: 1 });
    expect(login.code).toBe(0);

    // Exactly one of the two holds the draw lease, and it made every lottery's rounds.
    const pids = nodes.map((node) => readServerFile(node.dataDir)!.pid);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const leases = await admin.query<{ holder: string }>("SELECT holder FROM leader_leases WHERE name = 'draw-scheduler' AND expires_at > now()");
      expect(leases.rows).toHaveLength(1);
      const leaderPid = Number(leases.rows[0]!.holder.split('/')[1]);
      expect(pids).toContain(leaderPid);
      const lotteries = await admin.query<{ count: string }>('SELECT count(DISTINCT lottery_id) AS count FROM rounds');
      expect(Number(lotteries.rows[0]!.count)).toBe(10);
      // § Connections per node: at most the pool and three more each.
      const pool = Number(keyValues(block('env')).get('FASTDRAW_PG_POOL_SIZE'));
      const connections = await admin.query<{ count: string }>("SELECT count(*) AS count FROM pg_stat_activity WHERE datname = 'fastdraw' AND usename = 'fastdraw'");
      expect(Number(connections.rows[0]!.count)).toBeLessThanOrEqual(nodes.length * (pool + 3));
    } finally {
      await admin.end();
    }
  }, 40_000);
});
