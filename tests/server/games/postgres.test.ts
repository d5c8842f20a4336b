import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../../server/app';
import { LEASE_NAME } from '../../../server/domain/games/leader-lock';
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
    it('lets one of two nodes draw; the other takes over when the first stops or loses its lease', async () => {
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

        // A third node waits; when the leader's lease goes (here: taken from it and expired), the third takes over.
        const third = await start();
        expect(third.scheduler.isLeader).toBe(false);
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        try {
          await admin.query(`UPDATE leader_leases SET holder = 'a-hung-node', expires_at = now() - interval '1 second' WHERE name = $1`, [LEASE_NAME]);
        } finally {
          await admin.end();
        }
        clock.set(slotNow(1, clock.now()).drawAt + 60_001);
        expect((await third.scheduler.runOnce()).length).toBeGreaterThan(0);
        expect(third.scheduler.isLeader).toBe(true);
        expect(await second.scheduler.runOnce()).toEqual([]);
        expect(second.scheduler.isLeader).toBe(false);
      } finally {
        for (const server of [...servers]) await stop(server);
      }
    });
  });
});
