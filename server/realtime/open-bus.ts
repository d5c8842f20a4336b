import type { DatabaseTarget } from '../db/open';
import { inProcessBus, type RealtimeBus } from './bus';
import { openPostgresBus } from './bus-postgres';

/**
 * The bus for a database target: the embedded database has one process (server/db/dir-lock.ts),
 * so one node and the in-process bus; PostgreSQL may be shared by several nodes, so LISTEN/NOTIFY.
 */
export function openBus(target: DatabaseTarget, logError?: (error: unknown, message: string) => void): Promise<RealtimeBus> {
  if (target.kind === 'postgres') return openPostgresBus(target.url, logError ? { logError } : {});
  return Promise.resolve(inProcessBus());
}
