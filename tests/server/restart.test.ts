import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnv } from './support/server-process';

// Starting the real server right after `kill -9`, again and again, on the same data directory.
const folder = mkdtempSync(join(tmpdir(), 'fastdraw-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const RESTARTS = 3;

interface Started {
  /** The server's pid. */
  pid: number;
  url: string;
  /** Kills the server if it still runs, and its parent, which reaps it. */
  reap(): void;
}

/**
 * Starts the server under a parent that never reaps it (`sh` becomes `sleep`): once killed, the
 * server stays a zombie holding its pid, as when its supervisor has not yet noticed the death.
 */
async function startUnreaped(env: NodeJS.ProcessEnv): Promise<Started> {
  const parent = spawn('sh', ['-c', `"${process.execPath}" --import tsx server/main.ts & echo "pid $!"; exec sleep 600`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  parent.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let pid = 0;
  const reap = () => {
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    parent.kill('SIGKILL');
  };
  try {
    return await new Promise<Started>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
      const check = () => {
        const found = /pid (\d+)/.exec(output);
        const url = /running at (http:\/\/\S+)[\s\S]*Operator commands/.exec(output);
        if (/in use by process|^Error|\nError/.test(output)) reject(new Error(`server refused to start:\n${output}`));
        if (found) pid = Number(found[1]);
        if (found && url) {
          clearTimeout(timer);
          resolve({ pid, url: url[1]!, reap });
        }
      };
      parent.stdout.on('data', check);
      parent.stderr.on('data', check);
    });
  } catch (error) {
    reap();
    throw error;
  }
}

const stateOf = (pid: number): string | undefined => {
  try {
    return /\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
};

describe.runIf(process.platform === 'linux')('restart after kill -9', () => {
  it(`starts at once after kill -9 while the killed server is still a zombie, ${RESTARTS} times in a row, with its data`, async () => {
    const env = serverEnv(join(folder, 'data'));
    const parents: Started[] = [];
    try {
      let server = await startUnreaped(env);
      parents.push(server);
      for (let i = 0; i < RESTARTS; i++) {
        process.kill(server.pid, 'SIGKILL');
        for (let wait = 0; wait < 100 && stateOf(server.pid) !== 'Z'; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(stateOf(server.pid)).toBe('Z');
        server = await startUnreaped(env);
        parents.push(server);
        const answer = await fetch(`${server.url}/api/basic/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: 'demo001', password: 'demo1234' }),
        });
        expect(await answer.json()).toMatchObject({ code: 0, data: { token: expect.any(String) } });
      }
    } finally {
      for (const parent of parents) parent.reap();
    }
  }, 300_000);
});
