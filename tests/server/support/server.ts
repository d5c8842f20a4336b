import { createServer, type FastdrawServer } from '../../../server/app';
import type { DatabaseTarget } from '../../../server/db/open';
import type { ServerOptions } from '../../../server/options';

/** Where a suite's databases come from: the same suites run on PGlite and on PostgreSQL. */
export interface Targets {
  label: string;
  /** A database for one server; may be in memory. */
  fresh(): Promise<DatabaseTarget>;
  /** A database that outlives a server, for restart tests. */
  persistent(): Promise<DatabaseTarget>;
}

/** Throttling limits small enough for tests to reach. */
export const TEST_LOGIN_LIMITS = { perAccount: 3, perIp: 5, windowSeconds: 900 };

/** Registration limits no suite reaches by accident (throttle tests set their own). */
export const TEST_REGISTER_LIMITS = { perIp: 100_000, windowSeconds: 3600 };

/**
 * A server as the tests use it: cheap password hashing, no static client, quiet; with the demo
 * data and the sandbox gateway of `npm start` (the suites rely on them), not its other demo behaviours.
 */
export function startTestServer(database: DatabaseTarget, options: Partial<ServerOptions> = {}): Promise<FastdrawServer> {
  return createServer({
    database,
    passwordCost: 'test',
    clientDir: null,
    loginLimits: TEST_LOGIN_LIMITS,
    registerLimits: TEST_REGISTER_LIMITS,
    demoData: true,
    payProviders: ['sandbox'],
    // Suites run side by side on a couple of CPUs, where the event loop is late for reasons that are
    // the test machine's, not the server's: the guard is off here and has its own suite
    // (load-shedding.test.ts); `npm start` and the browser tests run with it on.
    loadShedding: { maxEventLoopDelayMs: 0 },
    ...options,
  });
}
