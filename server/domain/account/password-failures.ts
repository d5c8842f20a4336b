import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../db/database';
import type { LoginLimits } from '../login-throttle';
import { clearBucket, hit, hitsOf, unhit } from '../throttle-counters';

/**
 * Throttling of password checks inside a session, with the login's limits (docs/api.md): a player
 * gets `limits.perAccount` wrong passwords of one kind (the withdrawal password, or the old login
 * password on a change) per window; then checks answer 4006 without looking at the password until
 * the window ends. A right password clears the kind's failures.
 *
 * Atomic on any number of nodes (throttle-counters.ts): each check takes a slot before the
 * password is looked at, in one statement, and at most `perAccount` slots exist — failures keep
 * theirs for the window, checks under way hold one. So parallel wrong guesses never pass the limit
 * together. A check that finds every slot held by checks under way (not failures) waits for one to
 * end instead of being refused, so parallel requests with the right password all go through.
 * A check whose answer did not depend on the password (refused for another reason first, an
 * Idempotency-Key replay, the hashing pool busy) gives its slot back.
 */
export type PasswordKind = 'withdraw' | 'login';

/** Slots taken: failures in the window plus checks under way. */
const slotsBucket = (userId: number, kind: PasswordKind) => `password:${kind}:${userId}`;
/** Failures in the window: when they fill every slot, waiting cannot help. */
const failuresBucket = (userId: number, kind: PasswordKind) => `password:${kind}:${userId}:failed`;

/** Polling for a slot while other checks are under way (jittered), and how long at most. */
const SLOT_RETRY_MS = 25;
const SLOT_WAIT_MS = 5_000;

export interface PasswordCheck {
  /** False when the limit is reached: answer 4006 without looking at the password. */
  readonly admitted: boolean;
  /** The password was wrong and the answer says so: the check counts (in the caller's transaction). */
  failed(tx: Queryable): Promise<void>;
  /** The password was right: the kind's failures are forgotten (in the caller's transaction). */
  passed(tx: Queryable): Promise<void>;
  /** Once answered: an admitted check that was neither failed nor passed gives its slot back. */
  settle(): Promise<void>;
}

const refused: PasswordCheck = { admitted: false, failed: async () => {}, passed: async () => {}, settle: async () => {} };

/** Takes one check's slot (waiting while checks under way hold them all); call `settle` once answered. */
export async function admitPasswordCheck(db: Queryable, userId: number, kind: PasswordKind, limits: LoginLimits): Promise<PasswordCheck> {
  const slots = slotsBucket(userId, kind);
  const failures = failuresBucket(userId, kind);
  const deadline = Date.now() + SLOT_WAIT_MS;
  for (;;) {
    const [taken = 0] = await hit(db, [slots], limits.windowSeconds);
    if (taken <= limits.perAccount) break;
    await unhit(db, [slots], limits.windowSeconds);
    if ((await hitsOf(db, failures, limits.windowSeconds)) >= limits.perAccount || Date.now() >= deadline) return refused;
    await sleep(SLOT_RETRY_MS * (1 + Math.random()));
  }
  let open = true;
  return {
    admitted: true,
    async failed(tx) {
      open = false;
      await hit(tx, [failures], limits.windowSeconds);
    },
    async passed(tx) {
      open = false;
      await clearBucket(tx, slots);
      await clearBucket(tx, failures);
    },
    async settle() {
      if (!open) return;
      open = false;
      await unhit(db, [slots], limits.windowSeconds);
    },
  };
}
