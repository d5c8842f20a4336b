import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath, gamePath, LotteryPath, Pc28Path } from '../../models/api-paths';
import { IDEMPOTENCY_HEADER, type Envelope } from '../../models/envelope';
import { buildPc28Order, RULES, type SellingInfo } from '../../models/games';
import type { FollowBetContent, FollowMessage, FollowPrizeContent, FollowTextContent } from '../../models/realtime/follow';
import { parseRoundPush, type RoundPushFrame } from '../../models/realtime/round-push';
import type { RealtimeBus } from '../../server/realtime/bus';
import { BusPayloadTooLarge, INLINE_LIMIT_BYTES, MAX_PAYLOAD_BYTES, openPostgresBus, PUBLISH_BATCH } from '../../server/realtime/bus-postgres';
import { followOrder } from '../../machines/games/follow/entries';
import { startNode as startNodeProcess, type Node } from './support/nodes';
import { findPostgresBin, startPostgres, type PostgresServer } from './support/postgres';
import { frameOf, isRoomMessage, openRoomClient } from './support/room-client';

/**
 * Several server nodes on one PostgreSQL (docs/deploy.md): two real server processes share a
 * database this file starts; a player on node A's room socket sees the bet placed on node B,
 * follows it through node A, and sees the draw, whichever node draws. Also the PostgreSQL bus itself: large messages and a listener
 * that loses its connection.
 */

const bin = findPostgresBin();
const inCi = process.env.CI === 'true';
if (!bin && !inCi) console.warn('Skipping the multi-node suite: no initdb/pg_ctl under /usr/lib/postgresql/*/bin');

describe.runIf(!bin && inCi)('several nodes in CI', () => {
  it('has PostgreSQL (CI must run the multi-node suite)', () => {
    throw new Error('No PostgreSQL binaries under /usr/lib/postgresql/*/bin; install the postgresql package');
  });
});

const OPERATOR_TOKEN = `multi-node-${randomUUID()}`;

const startNode = (databaseUrl: string, dataDir: string): Promise<Node> => startNodeProcess(databaseUrl, dataDir, OPERATOR_TOKEN);

async function post<T>(node: Node, path: string, body: object, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${node.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID(), ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** A room socket collecting what it receives. */
const roomSocket = (node: Node, jwt: string) => openRoomClient(node.url.replace(/^http/, 'ws'), jwt, { pingMs: 5_000, waitMs: 10_000 });

const isMessage = isRoomMessage;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(bin)('several nodes on one PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  let databaseUrl = '';
  const folder = mkdtempSync(join(tmpdir(), 'fastdraw-nodes-'));
  beforeAll(async () => {
    postgres = await startPostgres(bin!);
    databaseUrl = await postgres.createDatabase();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  describe('the PostgreSQL bus', () => {
    const buses: RealtimeBus[] = [];
    afterAll(async () => {
      for (const bus of buses) await bus.close();
    });

    it('delivers to every node, itself included, in order, messages over the NOTIFY limit too', async () => {
      const [a, b] = [await openPostgresBus(databaseUrl), await openPostgresBus(databaseUrl)];
      buses.push(a, b);
      const got: { a: unknown[]; b: unknown[] } = { a: [], b: [] };
      a.subscribe((topic, payload) => got.a.push([topic, payload]));
      b.subscribe((topic, payload) => got.b.push([topic, payload]));
      const large = { text: 'x'.repeat(INLINE_LIMIT_BYTES * 3), emoji: '😀'.repeat(1000) };
      await a.publish('room', { n: 1 });
      await a.publish('room', large);
      await b.publish('chat', { n: 3 });
      const expected = [['room', { n: 1 }], ['room', large], ['chat', { n: 3 }]];
      for (let i = 0; i < 100 && (got.a.length < 3 || got.b.length < 3); i += 1) await sleep(50);
      expect(got.a).toEqual(expected);
      expect(got.b).toEqual(expected);
      await expect(a.publish('room', { text: 'x'.repeat(MAX_PAYLOAD_BYTES) })).rejects.toThrow(BusPayloadTooLarge);
    });

    it('publishes a burst in few statements, every message in order, identical ones and a stored one among them', async () => {
      const [a, b] = [await openPostgresBus(databaseUrl), await openPostgresBus(databaseUrl)];
      buses.push(a, b);
      const got: unknown[] = [];
      b.subscribe((_topic, payload) => got.push(payload));
      const large = { text: 'y'.repeat(INLINE_LIMIT_BYTES * 2) };
      // 250 at once: the same bet posted twice must reach the room twice (PostgreSQL merges equal payloads of one statement).
      const burst = Array.from({ length: 250 }, (_, i) => (i === 120 ? large : { bet: Math.floor(i / 2) }));
      const query = vi.spyOn(pg.Client.prototype, 'query');
      await Promise.all(burst.map((payload) => a.publish('room', payload)));
      const notifies = query.mock.calls.filter(([text]) => typeof text === 'string' && text.startsWith('SELECT pg_notify')).length;
      query.mockRestore();
      for (let i = 0; i < 100 && got.length < burst.length; i += 1) await sleep(50);
      expect(got).toEqual(burst);
      // One statement for the first message, then the rest in batches of at most PUBLISH_BATCH.
      expect(notifies).toBeGreaterThan(0);
      expect(notifies).toBeLessThanOrEqual(1 + Math.ceil(burst.length / PUBLISH_BATCH));
    });

    it('listens again after its connection is cut, and publishes meanwhile', async () => {
      const errors: string[] = [];
      const bus = await openPostgresBus(databaseUrl, { logError: (_error, message) => errors.push(message) });
      buses.push(bus);
      const got: unknown[] = [];
      bus.subscribe((_topic, payload) => got.push(payload));
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        // Cut every listening connection of this database but ours.
        await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`);
      } finally {
        await admin.end();
      }
      for (let i = 0; i < 100 && !errors.some((message) => message.includes('lost')); i += 1) await sleep(20);
      expect(errors.some((message) => message.includes('lost'))).toBe(true);
      for (let i = 0; i < 200 && !bus.listening; i += 1) await sleep(25);
      expect(bus.listening).toBe(true);
      await bus.publish('room', { after: 'reconnect' });
      for (let i = 0; i < 100 && got.length === 0; i += 1) await sleep(20);
      expect(got).toEqual([{ after: 'reconnect' }]);
    });
  });

  describe('two server processes', () => {
    let nodeA: Node;
    let nodeB: Node;
    beforeAll(async () => {
      // One after the other: both migrate the same database (serialised by its lock anyway).
      nodeA = await startNode(databaseUrl, join(folder, 'a'));
      nodeB = await startNode(databaseUrl, join(folder, 'b'));
    }, 90_000);
    afterAll(async () => {
      await nodeA?.stop();
      await nodeB?.stop();
    }, 30_000);

    async function player(node: Node, prefix: string, cents: number) {
      const account = `${prefix}${String(Date.now()).slice(-6)}`;
      const registered = await post<{ token: string }>(node, ApiPath.register, { account, password: 'pass1234', withdrawPassword: '654321', code: 'FAST01' });
      expect(registered.code).toBe(0);
      const credit = await fetch(`${node.url}/admin/v1/credit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ account, amountCents: cents }),
      });
      expect(credit.status).toBe(200);
      return { account, token: registered.data.token };
    }

    it("shows a player on node A the bet placed on node B, which the player follows on node A, the draw, and operator notices sent to either node or only to the database", async () => {
      const watcher = await player(nodeA, 'watcha', 100_000);
      const bettor = await player(nodeB, 'betonb', 100_000);
      const access = await post<{ jwt: string }>(nodeA, Pc28Path.accessRoom, { lotteryId: 8, roomId: 1 }, watcher.token);
      expect(access.code).toBe(0);
      const room = roomSocket(nodeA, access.data.jwt);
      // The same player on node B too: whichever node draws, one of the two sockets is on the other.
      const roomOnB = roomSocket(nodeB, (await post<{ jwt: string }>(nodeB, Pc28Path.accessRoom, { lotteryId: 8, roomId: 1 }, watcher.token)).data.jwt);
      try {
        await room.next(frameOf('welcome'));
        await roomOnB.next(frameOf('welcome'));

        // A round of the test timetable (20 s) that takes bets; when it closes before the follow
        // goes in (3009), the next round.
        const rule = RULES.pc28.find((candidate) => candidate.code === 'dxds')!;
        const selection = rule.balls.map((group, i) => (i === 0 ? [group.balls[0]!.number] : []));
        let info: SellingInfo | undefined;
        let placed: Envelope<{ id: number }> | undefined;
        let followed: Envelope<{ id: number }> | undefined;
        for (let attempt = 0; attempt < 4 && followed?.code !== 0; attempt += 1) {
          info = (await post<SellingInfo>(nodeB, gamePath.sellingInfo('pc28'), { lotteryId: 8, roomId: 1 }, bettor.token)).data;
          for (let i = 0; i < 40 && info.status !== 0; i += 1) {
            await sleep(500);
            info = (await post<SellingInfo>(nodeB, gamePath.sellingInfo('pc28'), { lotteryId: 8, roomId: 1 }, bettor.token)).data;
          }
          placed = await post<{ id: number }>(nodeB, gamePath.order('pc28'), buildPc28Order({ lotteryId: 8, prizeNo: info.currentNo, rule, selection, stake: 10, roomId: 1 }), bettor.token);
          if (placed.code === 3009) continue;
          expect(placed.code).toBe(0);
          const orderId = placed.data.id;
          const bet = await room.next<FollowMessage>((frame) => isMessage(frame) && frame.msg.orderId === orderId);
          expect(bet.msg.userInfo?.username).toBe(`${bettor.account.slice(0, 2)}***${bettor.account.slice(-2)}`);
          const content = bet.msg.content as FollowBetContent[];
          expect(content[0]).toMatchObject({ prizeNo: info.currentNo, lotteryId: 8, roomId: 1, bettingAmount: 1_000 });
          // The watcher on node A follows it: the same order, from the message alone.
          followed = await post<{ id: number }>(nodeA, gamePath.order('pc28'), followOrder('pc28', content), watcher.token);
          expect([0, 3009]).toContain(followed.code);
        }
        expect(followed?.code).toBe(0);
        const followId = followed!.data.id;
        // The follow is an order like any: in the watcher's records, and in the room as the watcher's bet.
        const mine = await post<{ records: { id: number; prizeNo: string }[] }>(nodeB, LotteryPath.orderList, { pageIndex: 1, pageSize: 10 }, watcher.token);
        expect(mine.code).toBe(0);
        expect(JSON.stringify(mine.data)).toContain(`"id":${followId}`);
        const echo = await room.next<FollowMessage>((frame) => isMessage(frame) && frame.msg.orderId === followId);
        expect(echo.msg.userInfo?.username).toBe(`${watcher.account.slice(0, 2)}***${watcher.account.slice(-2)}`);

        const prize = await room.next<FollowMessage>(
          (frame) => isMessage(frame) && frame.msg.type === 'prize' && (frame.msg.content as FollowPrizeContent).prizeNo === info!.currentNo,
          30_000,
        );
        expect((prize.msg.content as FollowPrizeContent).result).toMatch(/^\d+,\d+,\d+$/);
        // The closing tip of that round came first (from whichever node draws).
        expect(room.frames.some((frame) => isMessage(frame) && frame.msg.type === 'tips' && (frame.msg.content as FollowTextContent).prizeNo === info!.currentNo)).toBe(true);
        // The round pushed on both nodes (issue 20 §2): its draw with the result and the seed, and the watcher's settled follow.
        for (const socket of [room, roomOnB]) {
          const drawn = await socket.next<RoundPushFrame>((frame) => { const push = parseRoundPush(frame); return push?.type === 'round' && push.event === 'drawn' && push.prizeNo === info!.currentNo; }, 30_000);
          expect(drawn).toMatchObject({ lotteryId: 8, result: (prize.msg.content as FollowPrizeContent).result, seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
          const settled = await socket.next((frame) => { const push = parseRoundPush(frame); return push?.type === 'settled' && push.prizeNo === info!.currentNo; });
          expect(settled).toMatchObject({ orders: [{ orderId: followId }] });
        }

        // The operator CLI: once through node B's admin API, once with only DATABASE_URL (no server at hand).
        const cli = (env: NodeJS.ProcessEnv, text: string) =>
          spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'room-notice', '8', '1', text], { env: { ...process.env, ...env }, encoding: 'utf8' });
        const viaB = cli({ PORT: new URL(nodeB.url).port, FASTDRAW_OPERATOR_TOKEN: OPERATOR_TOKEN, DATA_DIR: join(folder, 'b') }, 'via node B');
        expect(viaB.stdout).toContain('Notice sent to room 1 of lottery 8');
        const viaDatabase = cli({ DATABASE_URL: databaseUrl, DATA_DIR: join(folder, 'cli'), PORT: '' }, 'via the database');
        expect(viaDatabase.stdout).toContain('Notice sent to room 1 of lottery 8');
        for (const text of ['via node B', 'via the database']) {
          await room.next((frame) => isMessage(frame) && frame.msg.type === 'notice' && (frame.msg.content as FollowTextContent).text === text);
        }
      } finally {
        room.stop();
        roomOnB.stop();
      }
    }, 90_000);

    it('closes a frozen player\'s room socket on every node: frozen through node B, or by the CLI with only DATABASE_URL; the room id is the same on every node', async () => {
      const freeze = (env: NodeJS.ProcessEnv, account: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'freeze', account], { env: { ...process.env, ...env }, encoding: 'utf8' });
      const viaB = { PORT: new URL(nodeB.url).port, FASTDRAW_OPERATOR_TOKEN: OPERATOR_TOKEN, DATA_DIR: join(folder, 'b') };
      const viaDatabase = { DATABASE_URL: databaseUrl, DATA_DIR: join(folder, 'cli'), PORT: '' };
      for (const [how, env] of [['b', viaB], ['db', viaDatabase]] as const) {
        const target = await player(nodeA, `frz${how}`, 100_000);
        const onA = roomSocket(nodeA, (await post<{ jwt: string }>(nodeA, Pc28Path.accessRoom, { lotteryId: 8, roomId: 1 }, target.token)).data.jwt);
        const onB = roomSocket(nodeB, (await post<{ jwt: string }>(nodeB, Pc28Path.accessRoom, { lotteryId: 8, roomId: 2 }, target.token)).data.jwt);
        try {
          const [welcomeA, welcomeB] = await Promise.all([onA.next(frameOf('welcome')), onB.next(frameOf('welcome'))]);
          expect((welcomeA as { playerId: string }).playerId).toBe((welcomeB as { playerId: string }).playerId);
          expect(freeze(env, target.account).stdout).toContain(`${target.account} frozen`);
          expect(await onA.closed).toMatchObject({ code: 4001, reason: 'account frozen' });
          expect(await onB.closed).toMatchObject({ code: 4001, reason: 'account frozen' });
        } finally {
          onA.stop();
          onB.stop();
        }
      }
    }, 60_000);
  });
});
