import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentPath, LotteryPath } from '../../../models/api-paths';
import { maskAccount, type HomeIndex, type Winner } from '../../../models/content';
import type { FastdrawServer } from '../../../server/app';
import { HOUSE_PLAYERS } from '../../../server/domain/content/house-players';
import { drawRound, fakeClock, freshRound, k3Order, newPlayer, OPEN_JSK3, order, startClockedServer, type Player } from '../games/support';
import { data } from './support';

// The winners feed is built from real settled wins: bonus payouts of drawn winning orders, masked.

describe('winners feed', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock);
  });
  afterAll(() => server?.close());

  const winners = (locale = 'zh-CN') => data<Winner[]>(server.app, 'GET', ContentPath.winnerList, { locale });

  /** Places `big` and `small` k3 orders (one each per entry) in a fresh jsk3 round and draws it, until a round is not a triple (then exactly one side wins). */
  async function drawBigAgainstSmall(bets: readonly { player: Player; side: 'big' | 'small'; stake: number }[]): Promise<Map<number, number>> {
    for (;;) {
      const slot = await freshRound(server, clock, 1);
      const ids: number[] = [];
      for (const bet of bets) {
        const answer = await order(server, bet.player, 'k3', k3Order(slot.prizeNo, { picks: bet.side === 'big' ? [['big']] : [[], ['small']], stake: bet.stake }));
        expect(answer.envelope.code).toBe(0);
        ids.push(answer.envelope.data.id);
      }
      await drawRound(server, clock, slot);
      const paid = await server.db.query<{ id: number; status: number; paid_cents: number }>('SELECT id, status, paid_cents FROM bet_orders WHERE id = ANY($1::bigint[])', [ids]);
      if (paid.some((row) => row.status === 2)) return new Map(paid.filter((row) => row.status === 2).map((row) => [row.id, row.paid_cents]));
    }
  }

  it('is empty while nobody has won', async () => {
    expect(await winners()).toEqual([]);
    expect((await data<HomeIndex>(server.app, 'GET', LotteryPath.homeIndex)).winnerList).toEqual([]);
  });

  it('lists the real winning bet with its payout, masked account, lottery picture and text in the request’s language; losers never', async () => {
    const alice = await newPlayer(server, 10_000, 'alicewin');
    const bob = await newPlayer(server, 10_000, 'bobloses');
    const won = await drawBigAgainstSmall([
      { player: alice, side: 'big', stake: 5 },
      { player: bob, side: 'small', stake: 5 },
    ]);
    expect(won.size).toBe(1);
    const [orderId, paid] = [...won][0]!;
    const [owner] = await server.db.query<{ account: string }>('SELECT account FROM users JOIN bet_orders o ON o.user_id = users.id WHERE o.id = $1', [orderId]);
    const [payout] = await server.db.query<{ amount_cents: number }>(`SELECT amount_cents FROM ledger WHERE type = 2 AND reference = $1`, [`order:${orderId}`]);
    expect(payout!.amount_cents).toBe(paid);

    const [entry, ...rest] = await winners('en-US');
    expect(rest).toEqual([]);
    expect(entry).toEqual({
      account: maskAccount(owner!.account),
      content: `won ${(paid! / 100).toFixed(2)} in Speed K3`,
      amount: paid,
      imageUrl: '/media/lottery/jsk3.svg',
      lotteryId: 1,
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(entry!.account).toMatch(/^(al|bo)\*\*\*\w\w$/);
    expect(entry!.account).not.toContain(owner!.account);
    expect((await winners('zh-CN'))[0]!.content).toBe(`在 极速快3 中奖 ${(paid! / 100).toFixed(2)}`);
    expect((await winners('ja-JP'))[0]!.content).toBe(`極速快3 で ${(paid! / 100).toFixed(2)} 当選`);
    expect((await data<HomeIndex>(server.app, 'GET', LotteryPath.homeIndex, { locale: 'en-US' })).winnerList).toEqual(await winners('en-US'));
  });

  it('shows at most the 20 newest wins', async () => {
    const player = await newPlayer(server, 1_000_000, 'manywins');
    const bets = Array.from({ length: 22 }, (_, i) => [
      { player, side: 'big' as const, stake: 1 + i },
      { player, side: 'small' as const, stake: 1 + i },
    ]).flat();
    const won = await drawBigAgainstSmall(bets);
    expect(won.size).toBe(22);
    const feed = await winners();
    expect(feed).toHaveLength(20);
    // Newest payouts first: the last orders of the round were paid last.
    const newest = await server.db.query<{ amount_cents: number }>(`SELECT amount_cents FROM ledger WHERE type = 2 ORDER BY id DESC LIMIT 20`);
    expect(feed.map((entry) => entry.amount)).toEqual(newest.map((row) => row.amount_cents));
    expect(feed.every((entry) => entry.account === maskAccount(player.account))).toBe(true);
  });
});

describe('maskAccount', () => {
  it.each([
    ['demo001', 'de***01'],
    ['abcdef', 'ab***ef'],
    ['abcd', 'a***d'],
    ['ab', 'a***'],
    ['', '***'],
    ['用户名很长的账号', '用户***账号'],
  ])('masks %j as %j', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });
});

describe('house players of demo mode', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock, { housePlayers: true });
  });
  afterAll(() => server?.close());

  it('place real bets through the order API in open rounds, whose real wins fill the winners feed', async () => {
    const house = server.housePlayers!;
    let feed: Winner[] = [];
    for (let round = 0; round < 10 && feed.length === 0; round += 1) {
      await server.scheduler.runOnce();
      expect(await house.betOnce()).toBeGreaterThanOrEqual(0);
      clock.advance(310_000);
      await server.scheduler.runOnce();
      feed = await data<Winner[]>(server.app, 'GET', ContentPath.winnerList);
    }
    expect(feed.length).toBeGreaterThan(0);
    for (const entry of feed) expect(HOUSE_PLAYERS.map(maskAccount)).toContain(entry.account);
    const orders = await server.db.query<{ account: string; lottery_id: number }>('SELECT DISTINCT account, lottery_id FROM bet_orders JOIN users ON users.id = user_id');
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((row) => (HOUSE_PLAYERS as readonly string[]).includes(row.account))).toBe(true);
    // Their wallets are ledgers like everyone's: the rows add up to the balance.
    const sums = await server.db.query<{ balance_cents: number; total: number }>(
      'SELECT u.balance_cents, (SELECT sum(amount_cents) FROM ledger WHERE user_id = u.id) AS total FROM users u WHERE account = ANY($1::text[])',
      [HOUSE_PLAYERS],
    );
    expect(sums).toHaveLength(HOUSE_PLAYERS.length);
    for (const row of sums) expect(Number(row.total)).toBe(row.balance_cents);
  });

  it('cannot be logged in to with a guessable password', async () => {
    for (const password of ['demo1234', 'pass1234', HOUSE_PLAYERS[0]]) {
      const answer = await server.app.inject({ method: 'POST', url: '/api/basic/v1/login', payload: { account: HOUSE_PLAYERS[0], password } });
      expect(answer.json()).toMatchObject({ code: 1005 });
    }
  });
});
