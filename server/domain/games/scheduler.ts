import { LOTTERIES } from '../../../models/games';
import type { Database, Queryable } from '../../db/database';
import { LeaseLost, type LeaderLock } from './leader-lock';
import { createRounds, dueRoundIds } from './rounds';
import { slotAt, slotOf, type RoundSlot } from './schedule';
import type { GameSettings } from './settings';
import { settleRound, type RoundOutcome } from './settlement';

/**
 * The draw scheduler. Each pass (serialised, never two at once): take or renew the leader lease
 * (leader-lock.ts); make sure the current round and the next ones of every lottery exist, each
 * with its committed seed; then draw and settle, one transaction per round, every pending round
 * whose draw time has come — oldest first. Each of these transactions starts with the lease's
 * fence, so a node that lost the lease meanwhile (it hung, the database was away) writes nothing.
 * Because the work is "whatever is due", a restart — of this node or of the database — catches up
 * on every round missed meanwhile. Between passes it sleeps until the next draw of any lottery
 * (a node without the lease retries every FOLLOWER_RETRY_MS, a failed pass after ERROR_RETRY_MS).
 */
export interface DrawScheduler {
  readonly isLeader: boolean;
  /** The first pass (catching up), then the timer when autoDraw is on. */
  start(): Promise<void>;
  /** One pass now; answers the rounds it drew or voided. */
  runOnce(): Promise<RoundOutcome[]>;
  /** Stops the timer, waits for a running pass and releases the lock; call before the database closes. */
  close(): Promise<void>;
}

export interface SchedulerDeps {
  db: Database;
  settings: GameSettings;
  lock: LeaderLock;
  autoDraw: boolean;
  logError(error: unknown, message: string): void;
  /** Called after each round's settlement committed. */
  onSettled?(outcome: RoundOutcome): void;
}

/** Rounds kept ready beyond the current one, so the next round's seed hash is out before it opens. */
export const ROUNDS_AHEAD = 2;
/** Well under the lease's lifetime, so a hung leader is replaced within LEASE_TTL_MS + this. */
export const FOLLOWER_RETRY_MS = 2_000;
export const ERROR_RETRY_MS = 1_000;
const MAX_SLEEP_MS = 30_000;

export function createScheduler(deps: SchedulerDeps): DrawScheduler {
  const { db, settings, lock } = deps;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function pass(): Promise<RoundOutcome[]> {
    if (stopped || !(await lock.tryAcquire())) return [];
    const now = settings.now();
    const outcomes: RoundOutcome[] = [];
    try {
      await fenced((tx) => createRounds(tx, upcomingRounds(settings, now)));
      for (const id of await db.transaction((tx) => dueRoundIds(tx, now))) {
        const outcome = await fenced((tx) => settleRound(tx, id, now, settings.rebatePermille));
        if (!outcome) continue;
        outcomes.push(outcome);
        deps.onSettled?.(outcome);
      }
    } catch (error) {
      if (!(error instanceof LeaseLost)) throw error;
      deps.logError(error, 'draw scheduler: lost the lease during a pass; another node draws');
    }
    return outcomes;
  }

  /** A transaction that commits only while this node holds the lease (leader-lock.ts "Fencing"). */
  function fenced<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await lock.fence(tx);
      return work(tx);
    });
  }

  const runOnce = (): Promise<RoundOutcome[]> => {
    const next = queue.then(pass);
    queue = next.catch(() => undefined);
    return next;
  };

  async function tick(): Promise<void> {
    let sleep: number;
    try {
      await runOnce();
      sleep = lock.held ? msUntilNextDraw(settings, settings.now()) : FOLLOWER_RETRY_MS;
    } catch (error) {
      deps.logError(error, 'draw scheduler pass failed');
      sleep = ERROR_RETRY_MS;
    }
    if (stopped || !deps.autoDraw) return;
    timer = setTimeout(() => void tick(), sleep);
    timer.unref();
  }

  return {
    get isLeader() {
      return lock.held;
    },
    start: tick,
    runOnce,
    async close() {
      stopped = true;
      clearTimeout(timer);
      await queue;
      await lock.release();
    },
  };
}

/** The current round and ROUNDS_AHEAD more of every lottery. */
export function upcomingRounds(settings: GameSettings, now: number): { lotteryId: number; slot: RoundSlot }[] {
  return LOTTERIES.flatMap((lottery) => {
    const timetable = settings.timetableOf(lottery);
    const current = slotAt(timetable, now);
    return Array.from({ length: ROUNDS_AHEAD + 1 }, (_, ahead) => ({ lotteryId: lottery.id, slot: slotOf(timetable, current.index + ahead) }));
  });
}

/** Time until the next draw of any lottery (a little after it, never longer than MAX_SLEEP_MS). */
export function msUntilNextDraw(settings: GameSettings, now: number): number {
  const next = Math.min(
    ...LOTTERIES.map((lottery) => {
      const timetable = settings.timetableOf(lottery);
      const slot = slotAt(timetable, now);
      return slot.drawAt > now ? slot.drawAt : slotOf(timetable, slot.index + 1).drawAt;
    }),
  );
  return Math.min(Math.max(next - now, 0) + 5, MAX_SLEEP_MS);
}
