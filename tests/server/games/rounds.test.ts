import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath, Pc28Path } from '../../../models/api-paths';
import type { BetOrderRow, Paged } from '../../../models/bet-records';
import { parseServerTime } from '../../../models/dates';
import { formatPrizeTexts, LOTTERIES, parsePrizeRecord, RULES, settleItem, type GameType, type RawPrizeRecord } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import { drawFromSeed } from '../../../server/domain/games/fair';
import { settleRound } from '../../../server/domain/games/settlement';
import { call } from '../support/api';
import {
  balanceOf,
  drawRound,
  fakeClock,
  freshRound,
  k3Order,
  ledgerOf,
  newPlayer,
  OPEN_JSK3,
  order,
  pc28Order,
  selling,
  slotAfter,
  slotNow,
  startClockedServer,
} from './support';

const timeOf = (text: string): number => parseServerTime(text)!.getTime();
const sha256 = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** Rounds, draws and the prize calls, on a clock the test moves (real timetables). */
describe('rounds and draws', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock);
  });
  afterAll(() => server?.close());

  const prizes = (lotteryId: number, pageIndex = 1, pageSize = 10) =>
    call<Paged<RawPrizeRecord>>(server.app, 'POST', LotteryPath.prizeList, { body: { lotteryId, pageIndex, pageSize } });

  it('creates the current round of every lottery and the next two, each with the hash of its own secret seed', async () => {
    const rows = await server.db.query<{ lottery_id: number; prize_no: string; seed: string; seed_hash: string }>(
      'SELECT lottery_id, prize_no, seed, seed_hash FROM rounds ORDER BY lottery_id, draw_at',
    );
    for (const { id } of LOTTERIES) {
      const current = slotNow(id, clock.now());
      expect(rows.filter((row) => row.lottery_id === id).map((row) => row.prize_no)).toEqual([0, 1, 2].map((ahead) => slotAfter(current, id, ahead).prizeNo));
    }
    for (const row of rows) expect(row.seed_hash).toBe(sha256(row.seed));
    expect(new Set(rows.map((row) => row.seed)).size).toBe(rows.length);
  });

  it('walks a round through open (0), closed (1), drawing (2) and drawn (4), then opens the next one', async () => {
    const slot = await freshRound(server, clock, 1);
    const open = await selling(server, 'k3', 1);
    const [row] = await server.db.query<{ seed_hash: string }>('SELECT seed_hash FROM rounds WHERE lottery_id = 1 AND prize_no = $1', [slot.prizeNo]);
    expect(open).toEqual({
      currentNo: slot.prizeNo,
      status: 0,
      resultTime: expect.any(String),
      closeTime: 10,
      openTime: expect.any(String),
      currentTime: expect.any(String),
      orderList: [],
      seedHash: row?.seed_hash,
    });
    expect(timeOf(open.resultTime)).toBe(slot.drawAt);
    expect(timeOf(open.openTime)).toBe(slot.drawAt + 5_000);
    expect(timeOf(open.currentTime)).toBe(clock.now());

    clock.set(slot.closeAt);
    expect(await selling(server, 'k3', 1)).toMatchObject({ currentNo: slot.prizeNo, status: 1 });
    clock.set(slot.drawAt + 1_000);
    expect(await selling(server, 'k3', 1)).toMatchObject({ currentNo: slot.prizeNo, status: 2 });
    await server.scheduler.runOnce();
    expect(await selling(server, 'k3', 1)).toMatchObject({ currentNo: slot.prizeNo, status: 4, openTime: open.openTime });
    clock.set(slot.nextOpenAt);
    expect(await selling(server, 'k3', 1)).toMatchObject({ currentNo: slotAfter(slot, 1).prizeNo, status: 0 });
  });

  it('keeps showing a round that is still not drawn past the next opening as awaiting its result (3)', async () => {
    const slot = await freshRound(server, clock, 1);
    clock.set(slotAfter(slot, 1).openAt + 2_000);
    expect(await selling(server, 'k3', 1)).toMatchObject({ currentNo: slot.prizeNo, status: 3 });
    await server.scheduler.runOnce();
    expect(await selling(server, 'k3', 1)).toMatchObject({ currentNo: slotAfter(slot, 1).prizeNo, status: 0 });
  });

  it('draws every lottery on its own timetable, with results of its game', async () => {
    const start = clock.now();
    const hour = 60 * 60 * 1000;
    for (let t = start + 5_000; t <= start + hour / 4; t += 5_000) {
      clock.set(t);
      await server.scheduler.runOnce();
    }
    for (const { id, type, timetable } of LOTTERIES) {
      const drawn = await server.db.query<{ draw_at: Date; prize_result: string }>(
        'SELECT draw_at, prize_result FROM rounds WHERE lottery_id = $1 AND status = 1 AND draw_at > $2 ORDER BY draw_at',
        [id, new Date(start)],
      );
      expect(drawn.length).toBeGreaterThanOrEqual(Math.floor(hour / 4 / 1000 / timetable.drawIntervalS) - 1);
      for (let i = 1; i < drawn.length; i++) expect(drawn[i]!.draw_at.getTime() - drawn[i - 1]!.draw_at.getTime()).toBe(timetable.drawIntervalS * 1000);
      for (const { prize_result } of drawn) expectValidResult(type, prize_result.split(',').map(Number));
    }
  });

  it('settles every order of a round at its draw with the models, paying wins through the ledger as type 2', async () => {
    const slot = await freshRound(server, clock, 1);
    const player = await newPlayer(server, 100_000);
    const bets = [
      k3Order(slot.prizeNo, { picks: [['big']], stake: 10 }),
      k3Order(slot.prizeNo, { picks: [[], ['small']], stake: 10 }),
      k3Order(slot.prizeNo, { code: 'hz', picks: Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? [String(i + 3)] : [])), stake: 1 }),
      k3Order(slot.prizeNo, { code: 'dm', picks: [['3']], stake: 5 }),
      k3Order(slot.prizeNo, { code: 'ebth', picks: [['1', '2', '3', '4', '5', '6']], stake: 1 }),
    ];
    const ids: number[] = [];
    for (const body of bets) ids.push((await order(server, player, 'k3', body)).envelope.data.id);
    const staked = bets.reduce((sum, body) => sum + body.orderDTO.bettingTotal, 0);
    expect(await balanceOf(server, player.userId)).toBe(100_000 - staked);

    await drawRound(server, clock, slot);
    const [record] = (await prizes(1, 1, 1)).envelope.data.list;
    expect(record?.prizeNo).toBe(slot.prizeNo);
    const result = parsePrizeRecord(record!).resultList;

    let paid = 0;
    for (const [index, body] of bets.entries()) {
      const rule = RULES.k3.find((candidate) => candidate.id === body.orderItemDTOList[0]!.ruleId)!;
      const expected = body.orderItemDTOList.map((item) => settleItem('k3', rule, item, result));
      const payout = expected.reduce((sum, settlement) => sum + settlement.payoutCents, 0);
      const row = (await call<BetOrderRow>(server.app, 'POST', LotteryPath.orderDetail, { body: { orderId: ids[index] }, token: player.token })).envelope.data;
      expect(row).toMatchObject({ status: payout > 0 ? 2 : 1, amount: payout, prizeResult: record!.prizeResult, prizeRemark: record!.prizeRemark });
      expect(row.orderItemVOList.map((item) => [item.status, item.winAmount])).toEqual(expected.map((s) => [s.outcome === 'lose' ? 1 : 2, s.payoutCents]));
      const credits = (await ledgerOf(server, player.userId)).filter((entry) => entry.reference === `order:${ids[index]}` && entry.amount_cents > 0);
      expect(credits).toEqual(payout > 0 ? [expect.objectContaining({ type: 2, amount_cents: payout })] : []);
      paid += payout;
    }
    expect(await balanceOf(server, player.userId)).toBe(100_000 - staked + paid);
    // Drawing again changes nothing.
    const [round] = await server.db.query<{ id: number }>('SELECT id FROM rounds WHERE lottery_id = 1 AND prize_no = $1', [slot.prizeNo]);
    expect(await server.db.transaction((tx) => settleRound(tx, round!.id, clock.now()))).toBeNull();
    await server.scheduler.runOnce();
    expect(await balanceOf(server, player.userId)).toBe(100_000 - staked + paid);
  });

  it('voids a round whose lottery has left the catalogue and refunds every order as type 7', async () => {
    const slot = await freshRound(server, clock, 1);
    const player = await newPlayer(server, 10_000);
    const { id } = (await order(server, player, 'k3', k3Order(slot.prizeNo, { stake: 7 }))).envelope.data;
    await server.db.query('UPDATE rounds SET lottery_id = 99 WHERE lottery_id = 1 AND prize_no = $1', [slot.prizeNo]);
    clock.set(slot.drawAt);
    const outcomes = (await server.scheduler.runOnce()).filter((outcome) => outcome.lotteryId === 99);
    expect(outcomes).toEqual([{ roundId: expect.any(Number), lotteryId: 99, prizeNo: slot.prizeNo, state: 2, result: null, seed: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/), drawAt: slot.drawAt, orders: 1, settled: [{ orderId: id, userId: player.userId, status: 3, paidCents: 700 }] }]);
    expect(await balanceOf(server, player.userId)).toBe(10_000);
    expect((await ledgerOf(server, player.userId)).at(-1)).toMatchObject({ type: 7, amount_cents: 700, reference: `order:${id}` });
    const row = (await call<BetOrderRow>(server.app, 'POST', LotteryPath.orderDetail, { body: { orderId: id }, token: player.token })).envelope.data;
    expect(row).toMatchObject({ status: 3, amount: 700, orderItemVOList: [{ status: 3, winAmount: 700 }] });
  });

  describe('prize calls', () => {
    it('pages a lottery’s draws newest first with their revealed seeds; pc28 history is the same list', async () => {
      const page = (await prizes(8, 1, 3)).envelope.data;
      expect(page.list).toHaveLength(3);
      const [total] = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM rounds WHERE lottery_id = 8 AND status = 1');
      expect(page.total).toBe(total?.n);
      const times = page.list.map((record) => timeOf(record.resultTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const record of page.list) {
        expect(record).toMatchObject({ lotteryId: 8, lotteryType: 'pc28', ...formatPrizeTexts('pc28', await drawFromSeed('pc28', record.seed!)) });
        expect(record.seedHash).toBe(sha256(record.seed!));
      }
      expect((await prizes(8, 2, 3)).envelope.data.list[0]?.prizeNo).not.toBe(page.list[2]?.prizeNo);
      const history = await call(server.app, 'POST', Pc28Path.historyRecord, { body: { lotteryId: 8, pageIndex: 1, pageSize: 3 } });
      expect(history.envelope.data).toEqual(page);
    });

    it('answers the latest draw of every lottery, also on the home index', async () => {
      const latest = (await call<RawPrizeRecord[]>(server.app, 'POST', LotteryPath.latestPrizes, { body: {} })).envelope.data;
      expect(latest.map((record) => record.lotteryId)).toEqual(LOTTERIES.map((entry) => entry.id));
      for (const record of latest) expect(record).toEqual((await prizes(record.lotteryId, 1, 1)).envelope.data.list[0]);
      const home = await call<{ prizeRecordList: RawPrizeRecord[] }>(server.app, 'GET', LotteryPath.homeIndex);
      expect(home.envelope.data.prizeRecordList).toEqual(latest);
    });

    it('reveals no seed of a round that is not drawn', async () => {
      const pending = await server.db.query<{ seed: string }>('SELECT seed FROM rounds WHERE status = 0');
      const everything = JSON.stringify([
        (await prizes(1, 1, 100)).envelope.data,
        (await call(server.app, 'POST', LotteryPath.latestPrizes, { body: {} })).envelope.data,
        await selling(server, 'k3', 1),
      ]);
      expect(pending.length).toBeGreaterThan(0);
      for (const { seed } of pending) expect(everything).not.toContain(seed);
    });
  });

  it('pays the 13/14 refund of a pc28 room as type 7 and other wins as type 2', async () => {
    const slot = await freshRound(server, clock, 8);
    const seed = await seedGiving('pc28', (result) => result[0]! + result[1]! + result[2]! === 13);
    await server.db.query('UPDATE rounds SET seed = $3, seed_hash = $4 WHERE lottery_id = $1 AND prize_no = $2', [8, slot.prizeNo, seed, sha256(seed)]);
    const player = await newPlayer(server, 1_000_000);
    // dxds groups: big, small, odd, even.
    const small = (stake: number) => pc28Order(slot.prizeNo, { roomId: 1, group: 1, stake });
    const big = (await order(server, player, 'pc28', small(1_000))).envelope.data.id;
    const little = (await order(server, player, 'pc28', small(10))).envelope.data.id;
    await drawRound(server, clock, slot);
    const credits = (id: number) => ledgerOf(server, player.userId).then((rows) => rows.filter((row) => row.reference === `order:${id}` && row.amount_cents > 0));
    expect(await credits(big)).toEqual([expect.objectContaining({ type: 7, amount_cents: 100_000 })]);
    expect(await credits(little)).toEqual([expect.objectContaining({ type: 2, amount_cents: 1_980 })]);
    const statuses = await server.db.query('SELECT o.status, o.paid_cents, i.status AS item_status, i.win_cents FROM bet_orders o JOIN bet_items i ON i.order_id = o.id WHERE o.id = ANY($1::bigint[]) ORDER BY o.id', [[big, little]]);
    expect(statuses).toEqual([
      { status: 2, paid_cents: 100_000, item_status: 2, win_cents: 100_000 },
      { status: 2, paid_cents: 1_980, item_status: 2, win_cents: 1_980 },
    ]);
    expect(await balanceOf(server, player.userId)).toBe(1_000_000 - 101_000 + 100_000 + 1_980);
  });
});

/** A seed whose draw satisfies `wanted` (found by trying fresh seeds). */
async function seedGiving(gameType: GameType, wanted: (result: number[]) => boolean): Promise<string> {
  for (let i = 0; ; i++) {
    const seed = createHash('sha256').update(`search-${i}`).digest('hex');
    if (wanted(await drawFromSeed(gameType, seed))) return seed;
  }
}

function expectValidResult(gameType: GameType, result: number[]): void {
  const distinct = new Set(result).size === result.length;
  switch (gameType) {
    case 'k3':
      expect(result).toHaveLength(3);
      for (const die of result) expect(die >= 1 && die <= 6).toBe(true);
      return;
    case 'pk10':
      expect([...result].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      return;
    case 'ssc':
      expect(result).toHaveLength(5);
      for (const digit of result) expect(digit >= 0 && digit <= 9).toBe(true);
      return;
    case 'hp8':
      expect(result).toHaveLength(20);
      expect(distinct && result.every((n, i) => n >= 1 && n <= 80 && (i === 0 || n > result[i - 1]!))).toBe(true);
      return;
    case 'pc28':
      expect(result).toHaveLength(3);
      for (const digit of result) expect(digit >= 0 && digit <= 9).toBe(true);
  }
}
