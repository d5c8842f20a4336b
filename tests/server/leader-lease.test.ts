import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase, type DatabaseTarget } from '../../server/db/open';
import { LEASE_NAME, leaseOn, LeaseLost, type LeaderLock } from '../../server/domain/games/leader-lock';
import { createScheduler } from '../../server/domain/games/scheduler';
import { loadGameSettings } from '../../server/domain/games/settings';
import { describeOnPostgres } from './support/postgres';
import { fakeClock, OPEN_JSK3, slotNow } from './games/support';

/**
 * The draw scheduler's lease (server/domain/games/leader-lock.ts) on both databases: one holder at
 * a time, taken over only once it has expired, and fenced — a leader that lost it while it was
 * hung writes nothing, even when it still believes it leads.
 */
function describeLease(label: string, target: () => Promise<DatabaseTarget>): void {
  describe(`the draw lease on ${label}`, () => {
    let db: Database;
    const leases: LeaderLock[] = [];
    const lease = (holder: string) => {
      const made = leaseOn(db, { holder });
      leases.push(made);
      return made;
    };
    const token = async () => (await db.query<{ token: number }>('SELECT token FROM leader_leases WHERE name = $1', [LEASE_NAME]))[0]?.token;
    // As if its holder hung: the database's clock has passed the lease's expiry.
    const expire = () => db.query(`UPDATE leader_leases SET expires_at = now() - interval '1 second' WHERE name = $1`, [LEASE_NAME]);

    beforeAll(async () => {
      db = await openDatabase(await target());
      await migrate(db);
    });
    afterAll(() => db?.close());
    beforeEach(async () => {
      // The heartbeats only run when the test says so: an expiry the test makes is not renewed behind its back.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      await db.exec('DELETE FROM leader_leases; DELETE FROM rounds');
    });
    afterEach(async () => {
      for (const made of leases.splice(0)) await made.release();
      vi.useRealTimers();
    });

    it('has one holder; passes to another only once expired, with a larger token; the old holder then neither renews nor passes the fence', async () => {
      const a = lease('node-a');
      const b = lease('node-b');
      expect(await a.tryAcquire()).toBe(true);
      expect(await b.tryAcquire()).toBe(false);
      expect(await a.tryAcquire()).toBe(true);
      const first = await token();

      await expire();
      expect(await b.tryAcquire()).toBe(true);
      expect(await token()).toBeGreaterThan(first!);
      // a has not heard yet: it still believes it holds the lease, but the fence knows better.
      expect(a.held).toBe(true);
      await expect(db.transaction((tx) => a.fence(tx))).rejects.toThrow(LeaseLost);
      expect(a.held).toBe(false);
      expect(await a.tryAcquire()).toBe(false);
      await db.transaction((tx) => b.fence(tx));
    });

    it('renews on its heartbeat, and after release lets another node take over at once', async () => {
      const a = lease('node-a');
      const b = lease('node-b');
      expect(await a.tryAcquire()).toBe(true);
      const [before] = await db.query<{ expires_at: Date }>('SELECT expires_at FROM leader_leases');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await vi.advanceTimersByTimeAsync(2_000);
      const [after] = await db.query<{ expires_at: Date }>('SELECT expires_at FROM leader_leases');
      expect(after!.expires_at.getTime()).toBeGreaterThan(before!.expires_at.getTime());
      await a.release();
      expect(await b.tryAcquire()).toBe(true);
    });

    it("is taken at once by the embedded database's sole process, from a predecessor killed while holding it", async () => {
      const killed = lease('killed');
      expect(await killed.tryAcquire()).toBe(true);
      const restarted = leaseOn(db, { holder: 'restarted', sole: true });
      leases.push(restarted);
      expect(await lease('another').tryAcquire()).toBe(false);
      expect(await restarted.tryAcquire()).toBe(true);
      await expect(db.transaction((tx) => killed.fence(tx))).rejects.toThrow(LeaseLost);
    });

    it('keeps a scheduler that lost its lease while hung from creating or drawing any round', async () => {
      const clock = fakeClock(OPEN_JSK3);
      const settings = await loadGameSettings(db, { now: clock.now });
      const a = lease('node-a');
      // A leader that checked its lease just before it hung: it goes on as if it still held it.
      const believing: LeaderLock = { held: true, tryAcquire: async () => true, fence: (tx) => a.fence(tx), release: () => a.release() };
      const errors: string[] = [];
      const scheduler = createScheduler({ db, settings, lock: believing, autoDraw: false, logError: (_error, message) => errors.push(message) });
      expect(await a.tryAcquire()).toBe(true);
      expect(await scheduler.runOnce()).toEqual([]);
      const rounds = async () => (await db.query<{ n: number }>('SELECT count(*) AS n FROM rounds WHERE status = 0'))[0]!.n;
      const created = await rounds();
      expect(created).toBeGreaterThan(0);

      await expire();
      expect(await lease('node-b').tryAcquire()).toBe(true);
      clock.set(slotNow(1, clock.now()).drawAt + 120_000);
      expect(await scheduler.runOnce()).toEqual([]);
      // Nothing drawn, nothing created: every round a made is still pending, and no new one exists.
      expect(await rounds()).toBe(created);
      expect(errors.some((message) => message.includes('lost the lease'))).toBe(true);
    });
  });
}

describeLease('PGlite', async () => ({ kind: 'memory' }));
describeOnPostgres('the draw lease', (newDatabase) => describeLease('PostgreSQL', newDatabase));
