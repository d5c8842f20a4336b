import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath, Pc28Path } from '../../../models/api-paths';
import type { BetOrderRow, Paged } from '../../../models/bet-records';
import { buildOrder, RULES, type OrderRequest } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import { runOperatorCommand } from '../../../server/operator-commands';
import { call } from '../support/api';
import {
  balanceOf,
  columns,
  drawRound,
  fakeClock,
  freshRound,
  k3Order,
  ledgerOf,
  newPlayer,
  OPEN_JSK3,
  openRound,
  order,
  pc28Order,
  ruleOf,
  selling,
  slotAfter,
  startClockedServer,
  type Player,
} from './support';

/** Placing, validating, cancelling and listing orders, on a clock the test moves (real timetables). */
describe('orders', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock);
  });
  afterAll(() => server?.close());

  const detail = (player: Player, orderId: number) => call<BetOrderRow>(server.app, 'POST', LotteryPath.orderDetail, { body: { orderId }, token: player.token });
  const cancel = (player: Player, orderId: number, idempotencyKey?: string) =>
    call(server.app, 'POST', LotteryPath.orderCancel, { body: { orderId }, token: player.token, ...(idempotencyKey ? { idempotencyKey } : {}) });
  const orderRows = (userId: number) => server.db.query<{ id: number }>('SELECT id FROM bet_orders WHERE user_id = $1', [userId]);

  describe('placing', () => {
    it('answers the order id, debits the wallet through the ledger and lists the bet with the round', async () => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 10_000);
      const dxds = RULES.k3.find((r) => r.code === 'dxds')!;
      const answer = await order(server, player, 'k3', k3Order(slot.prizeNo, { stake: 2.5 }));
      expect(answer.envelope).toEqual({ code: 0, msg: expect.any(String), data: { id: expect.any(Number) } });
      const { id } = answer.envelope.data;
      expect(await balanceOf(server, player.userId)).toBe(9_750);
      expect((await ledgerOf(server, player.userId)).at(-1)).toMatchObject({ type: 1, amount_cents: -250, balance_after_cents: 9_750, reference: `order:${id}` });
      expect((await selling(server, 'k3', 1, player.token)).orderList).toEqual([
        { id, ruleId: dxds.id, ruleItemId: dxds.balls[0]!.ruleItemId, ruleName: '大小单双', ruleItemName: '大', bettingNumbers: 'big', bettingTotal: 250, status: 0 },
      ]);
      expect((await selling(server, 'k3', 1)).orderList).toEqual([]);
      expect((await detail(player, id)).envelope.data).toEqual({
        id,
        lotteryId: 1,
        lotteryName: '极速快3',
        lotteryType: 'k3',
        prizeNo: slot.prizeNo,
        roomId: null,
        bettingTotal: 250,
        amount: 0,
        status: 0,
        bettingTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        prizeResult: '',
        prizeRemark: '',
        orderItemVOList: [
          { ruleName: '大小单双', ruleItemName: '大', ruleItemCode: 'dxds_big', bettingNumbers: 'big', betNumbers: '大', bettingCount: 1, amount: 250, bettingTotal: 250, winAmount: 0, status: 0 },
        ],
      });
    });

    it('names a compound item after its rule and shows its columns as ball names', async () => {
      const slot = await openRound(server, clock, 5);
      const player = await newPlayer(server, 10_000);
      const rule = ruleOf('pk10', 'q2');
      const body = buildOrder({ gameType: 'pk10', lotteryId: 5, prizeNo: slot.prizeNo, rule, selection: columns(rule, [['1', '2'], ['3']]), stake: 1 });
      const { id } = (await order(server, player, 'pk10', body)).envelope.data;
      const [item] = (await detail(player, id)).envelope.data.orderItemVOList;
      expect(item).toMatchObject({ ruleName: '前二', ruleItemName: '前二', bettingNumbers: '1,2|3', bettingCount: 2, bettingTotal: 200 });
      expect(item?.betNumbers).toBe(body.orderItemDTOList[0]?.betNumbers);
    });

    it('places a pc28 order in its room', async () => {
      const slot = await openRound(server, clock, 8);
      const player = await newPlayer(server, 10_000);
      const { id } = (await order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 2, stake: 20 }))).envelope.data;
      expect((await call<BetOrderRow>(server.app, 'POST', Pc28Path.orderDetail, { body: { orderId: id }, token: player.token })).envelope.data).toMatchObject({
        lotteryId: 8,
        roomId: 2,
        bettingTotal: 2_000,
        orderItemVOList: [{ ruleName: '大小单双', ruleItemName: '大', ruleItemCode: 'dxds_big', bettingNumbers: '', betNumbers: '大', amount: 2_000 }],
      });
    });

    it('needs a login', async () => {
      const slot = await openRound(server, clock, 1);
      expect((await call(server.app, 'POST', '/k3/v1/order', { body: k3Order(slot.prizeNo) })).envelope.code).toBe(401);
    });
  });

  describe('refusals, with nothing debited', () => {
    type Change = (body: OrderRequest, prizeNo: string) => unknown;
    const item = (body: OrderRequest) => body.orderItemDTOList[0]!;
    const cases: [string, number, Change][] = [
      ['a malformed body', 3007, () => ({ orderDTO: 'x' })],
      ['no items', 3007, (body) => ({ ...body, orderItemDTOList: [] })],
      ['an unknown rule', 3007, (body) => (item(body).ruleId = 999, body)],
      ['a rule item of another rule', 3007, (body) => (item(body).ruleItemId = 10_301, body)],
      ['a number that is no ball of the item', 3007, (body) => (item(body).bettingNumbers = 'huge', body)],
      ['bettingTimes other than 1', 3007, (body) => ((item(body) as { bettingTimes: number }).bettingTimes = 2, body)],
      ['an item count that is not the models count', 3008, (body) => ((item(body).bettingCount = 2), (body.orderDTO.bettingCount = 2), body)],
      ['an item total other than count × stake', 3008, (body) => ((item(body).bettingTotal = 300), (body.orderDTO.bettingTotal = 300), body)],
      ['an order total other than the sum of its items', 3008, (body) => ((body.orderDTO.bettingTotal = 100), body)],
      ['a stake below the minimum', 3001, (body) => ((item(body).bettingAmount = 50), (item(body).bettingTotal = 50), (body.orderDTO.bettingTotal = 50), body)],
      ['a stake above the play maximum', 3005, (_body, prizeNo) => k3Order(prizeNo, { stake: 20_001 })],
      ['a balance below the total', 2001, (_body, prizeNo) => k3Order(prizeNo, { stake: 60 })],
      ['a round number that names no round', 3011, (body) => ((body.orderDTO.prizeNo = '12345'), body)],
      ['the previous round', 3009, (_body, prizeNo) => k3Order(`${BigInt(prizeNo) - 1n}`)],
      ['a later round', 3006, (_body, prizeNo) => k3Order(`${BigInt(prizeNo) + 1n}`)],
      ['a lottery of another game', 4009, (_body, prizeNo) => k3Order(prizeNo, { lotteryId: 5 })],
      ['a lottery not in the catalogue', 4009, (_body, prizeNo) => k3Order(prizeNo, { lotteryId: 99 })],
    ];

    it.each(cases)('refuses %s with %i', async (_name, code, change) => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 5_000);
      const answer = await order(server, player, 'k3', change(k3Order(slot.prizeNo), slot.prizeNo) as object);
      expect(answer.envelope).toEqual({ code, msg: expect.any(String), data: null });
      expect(await balanceOf(server, player.userId)).toBe(5_000);
      expect(await orderRows(player.userId)).toEqual([]);
    });

    it('refuses a bet on a round that has closed with 3009', async () => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 5_000);
      clock.set(slot.closeAt);
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo))).envelope.code).toBe(3009);
      await drawRound(server, clock, slot);
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo))).envelope.code).toBe(3009);
    });

    it('refuses a lottery the player has disabled with 4009', async () => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 5_000);
      await runOperatorCommand(server.db, ['disable-game', player.account, '1']);
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo))).envelope.code).toBe(4009);
      await runOperatorCommand(server.db, ['enable-game', player.account, '1']);
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo))).envelope.code).toBe(0);
    });

    it('checks pc28 rooms: unknown room 3007, below its minimum or not whole units 3001, above its single maximum 3002', async () => {
      const slot = await openRound(server, clock, 8);
      const player = await newPlayer(server, 10_000_000);
      const refused = async (body: object) => (await order(server, player, 'pc28', body)).envelope.code;
      expect(await refused(pc28Order(slot.prizeNo, { roomId: 9 }))).toBe(3007);
      expect(await refused(pc28Order(slot.prizeNo, { roomId: 2, stake: 9 }))).toBe(3001);
      expect(await refused({ ...pc28Order(slot.prizeNo), bettingAmount: 1_050, bettingTotal: 1_050 })).toBe(3001);
      expect(await refused(pc28Order(slot.prizeNo, { roomId: 1, stake: 5_001 }))).toBe(3002);
      expect(await refused(pc28Order(slot.prizeNo, { code: 'tm', group: 13, stake: 2_001 }))).toBe(3005);
      expect(await balanceOf(server, player.userId)).toBe(10_000_000);
      expect((await order(server, player, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 5_000 }))).envelope.code).toBe(0);
    });

    it("limits a player's stakes per round of a room (3003) and everyone's (3004); cancelled orders do not count", async () => {
      const slot = await freshRound(server, clock, 8);
      const full = pc28Order(slot.prizeNo, { roomId: 1, stake: 5_000 });
      const first = await newPlayer(server, 3_000_000);
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) ids.push((await order(server, first, 'pc28', full)).envelope.data.id);
      expect((await order(server, first, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 1 }))).envelope.code).toBe(3003);
      expect((await order(server, first, 'pc28', pc28Order(slot.prizeNo, { roomId: 2, stake: 10 }))).envelope.code).toBe(0);
      expect((await cancel(first, ids[0]!)).envelope.code).toBe(0);
      expect((await order(server, first, 'pc28', full)).envelope.code).toBe(0);

      // Room 1 takes 20,000,000 cents a round from everyone: nine more players at their limit fill it.
      for (let player = 0; player < 9; player++) {
        const other = await newPlayer(server, 2_000_000);
        for (let i = 0; i < 4; i++) expect((await order(server, other, 'pc28', full)).envelope.code).toBe(0);
      }
      const late = await newPlayer(server, 100_000);
      expect((await order(server, late, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 1 }))).envelope.code).toBe(3004);
      expect(await balanceOf(server, late.userId)).toBe(100_000);
    });
  });

  describe('idempotency', () => {
    it('debits once for 20 concurrent retries of one order with one Idempotency-Key, all answered alike', async () => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 10_000);
      const body = k3Order(slot.prizeNo, { stake: 3 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => order(server, player, 'k3', body, 'confirm-1')));
      expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toHaveLength(1);
      expect(answers[0]?.envelope.code).toBe(0);
      expect(await orderRows(player.userId)).toHaveLength(1);
      expect((await ledgerOf(server, player.userId)).filter((row) => row.type === 1)).toHaveLength(1);
      expect(await balanceOf(server, player.userId)).toBe(9_700);
      // A retry after the round closed still gets the first answer.
      clock.set(slot.closeAt + 1);
      expect(await order(server, player, 'k3', body, 'confirm-1')).toEqual(answers[0]);
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo), 'confirm-1')).envelope.code).toBe(4020);
    });
  });

  describe('cancelling', () => {
    it('cancels a pending order of an open round: status 3, stake back as ledger type 6, once', async () => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 10_000);
      const { id } = (await order(server, player, 'k3', k3Order(slot.prizeNo, { stake: 4 }))).envelope.data;
      const answers = await Promise.all([cancel(player, id, 'cancel-1'), cancel(player, id, 'cancel-1')]);
      expect(answers.map((answer) => answer.envelope.code)).toEqual([0, 0]);
      expect((await cancel(player, id)).envelope).toEqual({ code: 3010, msg: expect.any(String), data: null });
      expect(await balanceOf(server, player.userId)).toBe(10_000);
      expect((await ledgerOf(server, player.userId)).filter((row) => row.type === 6)).toEqual([
        { user_id: player.userId, type: 6, amount_cents: 400, balance_after_cents: 10_000, reference: `order:${id}` },
      ]);
      expect((await detail(player, id)).envelope.data).toMatchObject({ status: 3, amount: 400, orderItemVOList: [{ status: 3, winAmount: 400 }] });
      await drawRound(server, clock, slot);
      expect((await detail(player, id)).envelope.data.status).toBe(3);
      expect(await balanceOf(server, player.userId)).toBe(10_000);
    });

    it("refuses with 3010 once betting has closed, after the draw, and for another player's order", async () => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 10_000);
      const stranger = await newPlayer(server, 0);
      const { id } = (await order(server, player, 'k3', k3Order(slot.prizeNo))).envelope.data;
      expect((await cancel(stranger, id)).envelope.code).toBe(3010);
      clock.set(slot.closeAt);
      expect((await cancel(player, id)).envelope.code).toBe(3010);
      await drawRound(server, clock, slot);
      expect((await cancel(player, id)).envelope.code).toBe(3010);
      expect((await cancel(player, 0)).envelope.code).toBe(3010);
    });
  });

  describe('bet records', () => {
    it('lists the orders newest first, filtered by status, lottery and a date range with an exclusive end, paged', async () => {
      const player = await newPlayer(server, 100_000);
      const k3 = await openRound(server, clock, 1);
      const ids = [];
      for (const stake of [1, 2, 3]) ids.push((await order(server, player, 'k3', k3Order(k3.prizeNo, { stake }))).envelope.data.id);
      const pc28 = await openRound(server, clock, 8);
      ids.push((await order(server, player, 'pc28', pc28Order(pc28.prizeNo))).envelope.data.id);
      await cancel(player, ids[3]!);

      const today = new Date(clock.now());
      const day = (offset: number) => {
        const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
        return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
      };
      const list = async (query: object) =>
        (await call<Paged<BetOrderRow>>(server.app, 'POST', LotteryPath.orderList, {
          body: { pageIndex: 1, pageSize: 8, status: null, startDate: day(0), endDate: day(1), ...query },
          token: player.token,
        })).envelope.data;

      const all = await list({});
      expect(all.total).toBe(4);
      expect(all.list.map((row) => row.id)).toEqual([...ids].reverse());
      expect((await list({ status: 3 })).list.map((row) => row.id)).toEqual([ids[3]]);
      expect((await list({ status: 0, lotteryId: 1 })).total).toBe(3);
      expect((await list({ lotteryId: 8 })).total).toBe(1);
      expect(await list({ pageIndex: 2, pageSize: 3 })).toEqual({ total: 4, list: [expect.objectContaining({ id: ids[0] })] });
      expect((await list({ startDate: day(1), endDate: day(2) })).total).toBe(0);
      expect((await list({ startDate: day(-1), endDate: day(0) })).total).toBe(0);
      expect((await call(server.app, 'POST', LotteryPath.orderList, { body: {} })).envelope.code).toBe(401);
    });

    it("keeps a player's orders to themselves", async () => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 1_000);
      const stranger = await newPlayer(server, 0);
      const { id } = (await order(server, player, 'k3', k3Order(slot.prizeNo))).envelope.data;
      expect((await detail(stranger, id)).envelope).toEqual({ code: 1, msg: expect.any(String), data: null });
      expect((await selling(server, 'k3', 1, stranger.token)).orderList).toEqual([]);
    });
  });

  it('accepts bets on the next round once it opens', async () => {
    const slot = await openRound(server, clock, 1);
    const next = slotAfter(slot, 1);
    const player = await newPlayer(server, 1_000);
    expect((await order(server, player, 'k3', k3Order(next.prizeNo))).envelope.code).toBe(3006);
    clock.set(next.openAt);
    await server.scheduler.runOnce();
    expect((await order(server, player, 'k3', k3Order(next.prizeNo))).envelope.code).toBe(0);
  });
});
