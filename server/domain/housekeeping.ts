import type { Queryable } from '../db/database';
import { purgeOldPasswordFailures } from './account/password-failures';
import { purgeOldCodes } from './email/codes';
import { purgeExpiredKeys } from './idempotency';
import { purgeOldAttempts, type LoginLimits } from './login-throttle';
import { purgeDeadSessions } from './sessions';

/** Deletes bookkeeping rows that can no longer affect any answer, so those tables stay small. */
export async function purgeExpiredRecords(db: Queryable, loginLimits: LoginLimits): Promise<void> {
  await purgeExpiredKeys(db);
  await purgeOldAttempts(db, loginLimits);
  await purgeDeadSessions(db);
  await purgeOldPasswordFailures(db, loginLimits);
  await purgeOldCodes(db);
}
