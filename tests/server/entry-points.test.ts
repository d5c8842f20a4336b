import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry points as an operator runs them: `npm run serve` (server/main.ts) and `npm run cli`.
const folder = mkdtempSync(join(tmpdir(), 'fastdraw-entry-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const dataDir = join(folder, 'data');
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', FASTDRAW_CLIENT_DIR: join(folder, 'no-client') };
delete env.FASTDRAW_OPERATOR_TOKEN;
const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env, encoding: 'utf8' });
const mode = (file: string) => statSync(file).mode & 0o777;

describe('entry points', () => {
  it('serve prints its URL and the demo players, answers, serves the CLI while running, refuses a second server on its data, and stops on SIGTERM', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on('data', () => {
          const match = /running at (http:\/\/\S+)[\s\S]*Operator commands/.exec(output);
          if (match) resolve(match[1]!);
        });
        server.on('exit', () => reject(new Error(`server exited: ${output}`)));
      });
      expect(output).toContain('demo001 / demo1234');
      expect(output).toContain('Demo mode');
      const answer = await (await fetch(`${url}/api/basic/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'demo001', password: 'demo1234' }),
      })).json();
      expect(answer).toMatchObject({ code: 0, data: { token: expect.any(String) } });

      // The operator token and the server file, readable by this user only.
      expect(mode(join(dataDir, 'operator-token'))).toBe(0o600);
      expect(mode(join(dataDir, 'server.json'))).toBe(0o600);

      // The CLI finds the running server through server.json and acts through its admin API.
      const credited = cli('credit', 'demo002', '50');
      expect(credited.stderr).toBe('');
      expect(credited.stdout.trim()).toBe('Credited 50.00 to demo002; balance 50.00');
      const overflow = cli('credit', 'demo001', '90071992547409.91');
      expect(overflow.status).toBe(1);
      expect(overflow.stderr.trim()).toBe('The amount must be at most 100,000,000,000.00; nothing was credited');

      // PGlite allows one process per data directory.
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8' });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/The data directory .* is in use by process \d+/);
    } finally {
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
    // A first start seeds at the full password cost, which a busy machine makes slow.
  }, 120_000);

  it('cli refuses once the server has stopped: it works on the running server only, never on its files', () => {
    const result = cli('credit', 'demo002', '50');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('No running Fastdraw server found');
    const usage = cli('credit');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run cli');
  }, 60_000);
});
