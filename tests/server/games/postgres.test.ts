import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../../server/app';
import { SCHEDULER_LOCK_ID } from '../../../server/domain/games/leader-lock';
import { findPostgresBin, startPostgres, type PostgresServer } from '../support/postgres';
import { describeSoak } from './soak';
import { fakeClock, OPEN_JSK3, slotNow, startClockedServer } from './support';

// The games on a real PostgreSQL that this file starts itself (skipped without PostgreSQL, like ../postgres.test.ts).
const bin = findPostgresBin();

describe.runIf(bin)('games on PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  beforeAll(async () => {
    postgres = await startPostgres(bin!);
  });
  afterAll(() => postgres?.stop());

  const newDatabase = async (): Promise<string> => {
    if (!postgres) throw new Error('PostgreSQL did not start');
    return postgres.createDatabase();
  };

  describeSoak('PostgreSQL', async () => ({ kind: 'postgres', url: await newDatabase() }));

  describe('one scheduler per database', () => {
    it('lets one of two nodes draw; the other takes over when the first stops or loses its lock connection', async () => {
      const url = await newDatabase();
      const clock = fakeClock(OPEN_JSK3);
      const servers: FastdrawServer[] = [];
      const start = async () => {
        const server = await startClockedServer({ kind: 'postgres', url }, clock);
        servers.push(server);
        return server;
      };
      const stop = async (server: FastdrawServer) => {
        servers.splice(servers.indexOf(server), 1);
        await server.close();
      };
      const due = (server: FastdrawServer) => server.db.query('SELECT 1 FROM rounds WHERE status = 0 AND draw_at <= $1', [new Date(clock.now())]);
      try {
        const first = await start();
        const second = await start();
        expect([first.scheduler.isLeader, second.scheduler.isLeader]).toEqual([true, false]);

        clock.set(slotNow(1, clock.now()).drawAt + 1);
        expect(await second.scheduler.runOnce()).toEqual([]);
        expect((await due(second)).length).toBeGreaterThan(0);
        await stop(first);
        expect((await second.scheduler.runOnce()).some((outcome) => outcome.lotteryId === 1)).toBe(true);
        expect(second.scheduler.isLeader).toBe(true);
        expect(await due(second)).toEqual([]);

        // A third node waits; when the leader's lock connection dies, the lock is free for it.
        const third = await start();
        expect(third.scheduler.isLeader).toBe(false);
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        try {
          await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1`, [SCHEDULER_LOCK_ID]);
        } finally {
          await admin.end();
        }
        for (let i = 0; i < 50 && second.scheduler.isLeader; i++) await sleep(20);
        expect(second.scheduler.isLeader).toBe(false);
        clock.set(slotNow(1, clock.now()).drawAt + 60_001);
        expect((await third.scheduler.runOnce()).length).toBeGreaterThan(0);
        expect(third.scheduler.isLeader).toBe(true);
        expect(await second.scheduler.runOnce()).toEqual([]);
      } finally {
        for (const server of [...servers]) await stop(server);
      }
    });
  });
});
