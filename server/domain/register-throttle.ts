import type { Queryable } from '../db/database';
import { hit } from './throttle-counters';

/**
 * Registration throttling per client IP (docs/api.md "Registration throttling"): every
 * registration with complete fields counts, whatever its outcome (so invite codes cannot be
 * guessed at speed either); past `perIp` in the window the answer is 4006 and nothing is checked.
 */

export interface RegisterLimits {
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_REGISTER_LIMITS: RegisterLimits = { perIp: 20, windowSeconds: 60 * 60 };

/** Counts this registration; true when its IP is over the limit. */
export async function registerThrottled(db: Queryable, ip: string, limits: RegisterLimits): Promise<boolean> {
  const [count = 0] = await hit(db, [`register:ip:${ip}`], limits.windowSeconds);
  return count > limits.perIp;
}
