import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry points as an operator runs them: `npm run serve` (server/main.ts) and `npm run cli`.
const folder = mkdtempSync(join(tmpdir(), 'fastdraw-entry-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const env = { ...process.env, DATA_DIR: join(folder, 'data'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', FASTDRAW_CLIENT_DIR: join(folder, 'no-client') };
const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env, encoding: 'utf8' });

describe('entry points', () => {
  it('serve prints its URL and the demo players, answers, refuses a second process on its data, and stops on SIGTERM', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on('data', () => {
          const match = /running at (http:\/\/\S+)[\s\S]*demo002 \//.exec(output);
          if (match) resolve(match[1]!);
        });
        server.on('exit', () => reject(new Error(`server exited: ${output}`)));
      });
      expect(output).toContain('demo001 / demo1234');
      const answer = await (await fetch(`${url}/api/basic/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'demo001', password: 'demo1234' }),
      })).json();
      expect(answer).toMatchObject({ code: 0, data: { token: expect.any(String) } });

      const blocked = cli('post-notice', 'title', 'content');
      expect(blocked.status).toBe(1);
      expect(blocked.stderr).toMatch(/^The data directory .* is in use by process \d+/);
    } finally {
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('cli credits a player on the same data once the server has stopped', () => {
    const result = cli('credit', 'demo002', '50');
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('Credited 50.00 to demo002; balance 50.00');
    const usage = cli('credit');
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run cli');
  });
});
