import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: `npm run bench:server -- --help` ran the benchmark. Every benchmark prints its usage
 * for --help and -h and exits, and refuses an option it does not know, before any load starts.
 * A benchmark that starts anyway is killed after the deadline (and the test fails).
 */

const DEADLINE_MS = 60_000;

function bench(script: string, args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), DEADLINE_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

describe.each([
  ['bench-server', 'npm run bench:server', '--postgres'],
  ['bench-realtime', 'npm run bench:realtime', 'BENCH_SOCKETS'],
  ['bench-abuse', 'npm run bench:abuse', 'BENCH_UPLOADS'],
])('%s', { timeout: DEADLINE_MS * 2 + 10_000 }, (script, command, mentioned) => {
  it('prints its usage for --help and -h and exits without running', async () => {
    const [long, short] = await Promise.all([bench(script, ['--help']), bench(script, ['-h'])]);
    for (const run of [long, short]) {
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(command);
      expect(run.stdout).toContain(mentioned);
    }
  });

  it('refuses an unknown option with its usage and exit code 2', async () => {
    const run = await bench(script, ['--bogus']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown option "--bogus"');
    expect(run.stderr).toContain(command);
  });
});
