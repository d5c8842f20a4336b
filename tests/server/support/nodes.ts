import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * A server node as an operator runs several (docs/deploy.md "Several nodes"): a real process on
 * the test timetable sharing `databaseUrl`, on a loopback port, for the multi-node suites.
 */
export interface Node {
  url: string;
  process: ChildProcess;
  /** Whatever it printed so far (its log at LOG_LEVEL=warn). */
  output(): string;
  /** Resolves when the process has exited, with its code (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startNode(databaseUrl: string, dataDir: string, operatorToken: string): Promise<Node> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    FASTDRAW_TIMETABLE: 'test',
    FASTDRAW_DEMO_PLAYERS: '0',
    FASTDRAW_SHED_DELAY_MS: '0',
    FASTDRAW_OPERATOR_TOKEN: operatorToken,
    FASTDRAW_CLIENT_DIR: join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise<Node>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        resolve({
          url: match[1]!,
          process: child,
          output: () => output,
          exited,
          async stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`node exited with ${code}: ${output}`)));
  });
}
