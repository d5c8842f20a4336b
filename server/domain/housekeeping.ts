import type { Queryable } from '../db/database';
import { purgeOldCodes } from './email/codes';
import { purgeExpiredKeys } from './idempotency';
import { purgeOldAttempts, type LoginLimits } from './login-throttle';
import { purgeDeadSessions } from './sessions';

/** Deletes bookkeeping rows that can no longer affect any answer, so those tables stay small. */
export async function purgeExpiredRecords(db: Queryable, loginLimits: LoginLimits): Promise<void> {
  await purgeExpiredKeys(db);
  // Also the ended windows of throttle_counters: login, registration and in-session password checks.
  await purgeOldAttempts(db, loginLimits);
  await purgeDeadSessions(db);
  await purgeOldCodes(db);
}
