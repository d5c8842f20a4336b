import { afterAll, expect, it } from 'vitest';
import type { FastdrawServer } from '../../server/app';
import { HOUSE_PLAYERS } from '../../server/domain/content/house-players';
import { serverOptionsFromEnv } from '../../server/env';
import { describeOnPostgres } from './support/postgres';
import { startTestServer } from './support/server';

/**
 * Demo mode's house players in a cluster (docs/deploy.md "Several nodes"): two nodes share one
 * PostgreSQL and only the node holding the draw lease bets, the other once it takes the lease
 * over; a production start has none, even when told to.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Betting passes until one places a bet, for up to 10 s: a pass skips lotteries at random and
 * rounds about to close, and a node that has just taken the lease over may not have opened its
 * rounds yet (on a busy machine that took more than five quick passes).
 */
async function betsOfSomePass(server: FastdrawServer): Promise<number> {
  for (const started = Date.now(); Date.now() - started < 10_000; await sleep(200)) {
    const placed = await server.housePlayers!.betOnce();
    if (placed > 0) return placed;
  }
  return 0;
}

describeOnPostgres('house players of a cluster', (newDatabase) => {
  const servers: FastdrawServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('bet from the leader only, and from the next leader once it goes', async () => {
    const database = await newDatabase();
    const leader = await startTestServer(database, { housePlayers: true });
    servers.push(leader);
    const follower = await startTestServer(database, { housePlayers: true });
    servers.push(follower);
    expect([leader.scheduler.isLeader, follower.scheduler.isLeader]).toEqual([true, false]);

    expect(await follower.housePlayers!.betOnce()).toBe(0);
    expect(await betsOfSomePass(leader)).toBeGreaterThan(0);

    // The leader lets the lease go on shutdown; the follower takes it at its next retry (2 s).
    await leader.close();
    servers.splice(servers.indexOf(leader), 1);
    for (let waited = 0; !follower.scheduler.isLeader && waited < 10_000; waited += 100) await sleep(100);
    expect(follower.scheduler.isLeader).toBe(true);
    expect(await betsOfSomePass(follower)).toBeGreaterThan(0);
  }, 40_000);

  it('never run in production, even with FASTDRAW_DEMO_PLAYERS=1 and housePlayers forced on', async () => {
    const database = await newDatabase();
    const options = serverOptionsFromEnv({ NODE_ENV: 'production', FASTDRAW_DEMO_PLAYERS: '1' });
    const server = await startTestServer(database, { ...options, database, clientDir: null, logger: false, housePlayers: true });
    servers.push(server);
    expect(server.housePlayers).toBeNull();
    const house = await server.db.query('SELECT account FROM users WHERE account = ANY($1::text[])', [HOUSE_PLAYERS]);
    expect(house).toEqual([]);
  }, 30_000);
});
