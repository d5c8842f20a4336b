import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * The real server process (`node --import tsx server/main.ts`) on a loopback port, as an operator
 * runs it, for tests of signals, timeouts and restarts.
 */

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
}

export function serverEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FASTDRAW_CLIENT_DIR: join(dataDir, 'no-client'),
    FASTDRAW_DEMO_PLAYERS: '0',
    // As in startTestServer: the load guard has its own suite; here the test machine's load would trip it.
    FASTDRAW_SHED_DELAY_MS: '0',
    ...extra,
  };
  delete env.FASTDRAW_OPERATOR_TOKEN;
  return env;
}

/** Starts the server and waits until it prints its URL; rejects with its output when it exits first. */
export async function startServerProcess(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout.on('data', () => {
      const match = /running at (http:\/\/\S+)[\s\S]*Operator commands/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, url, port: Number(new URL(url).port), exited, output: () => output };
}
