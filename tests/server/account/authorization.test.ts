import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, LotteryPath, Pc28Path, PayPath } from '../../../models/api-paths';
import type { FastdrawServer } from '../../../server/app';
import { PAY_PREFIX } from '../../../server/options';
import { call } from '../support/api';
import { fakeClock, k3Order, OPEN_JSK3, openRound, order, startClockedServer } from '../games/support';
import { balanceOf, bindCard, cardDeposit, depositOrder, ledgerOf, newPlayer, payCall, post, usdtDeposit, withdraw, type Player } from './support';

// Object-level authorization: every call that takes an id answers "not found" for another player's
// object and changes nothing; every protected call answers 401 without a live token.
const clock = fakeClock(OPEN_JSK3);

describe('object-level authorization', () => {
  let server: FastdrawServer;
  let owner: Player;
  let intruder: Player;
  let orderId: number;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock, { account: { demo: true } });
    owner = await newPlayer(server, { balanceCents: 100_000 });
    intruder = await newPlayer(server, { balanceCents: 100_000 });
    const slot = await openRound(server, clock, 1);
    const placed = await order(server, owner, 'k3', k3Order(slot.prizeNo));
    orderId = placed.envelope.data.id;
  });
  afterAll(() => server?.close());

  const snapshot = async () => ({
    owner: { balance: await balanceOf(server, owner), ledger: await ledgerOf(server, owner) },
    intruder: { balance: await balanceOf(server, intruder), ledger: await ledgerOf(server, intruder) },
    orders: await server.db.query('SELECT id, status FROM bet_orders ORDER BY id'),
    deposits: await server.db.query('SELECT order_id, status, tx_id FROM deposits ORDER BY order_id'),
    withdrawals: await server.db.query('SELECT id, status FROM withdrawals ORDER BY id'),
  });

  it("answers not-found for another player's bet order (detail, pc28 detail) and refuses to cancel it", async () => {
    const before = await snapshot();
    expect((await post(server, intruder, LotteryPath.orderDetail, { orderId })).envelope).toEqual({ code: 1, msg: '订单不存在', data: null });
    expect((await post(server, intruder, Pc28Path.orderDetail, { orderId })).envelope.code).toBe(1);
    expect((await post(server, intruder, LotteryPath.orderCancel, { orderId })).envelope.code).toBe(3010);
    expect(await snapshot()).toEqual(before);
    expect((await post(server, owner, LotteryPath.orderDetail, { orderId })).envelope.code).toBe(0);
  });

  it("refuses a withdrawal to another player's bound bank with 4002", async () => {
    const ownersBank = await bindCard(server, owner);
    await bindCard(server, intruder);
    const before = await snapshot();
    expect((await withdraw(server, intruder, ownersBank, 10_000)).envelope.code).toBe(4002);
    expect(await snapshot()).toEqual(before);
  });

  it("answers not-found for another player's deposit order and refuses to submit a transaction id for it", async () => {
    const card = await cardDeposit(server, owner, 10_000);
    const usdt = await usdtDeposit(server, owner, 100_000);
    const before = await snapshot();
    for (const id of [card.orderId, usdt]) {
      expect((await depositOrder(server, intruder, id)).envelope).toEqual({ code: 1, msg: '订单不存在', data: null });
      expect((await payCall(server, intruder, PayPath.submitTxId, { orderId: id, txId: 'ab'.repeat(32) })).envelope.code).toBe(1);
    }
    expect(await snapshot()).toEqual(before);
    expect((await depositOrder(server, owner, usdt)).envelope.data.status).toBe(0);
  });

  it('answers 401 to every protected call without a live token', async () => {
    const apiPosts = [
      AccountPath.withdrawInfo,
      AccountPath.userBankList,
      AccountPath.addWithdraw,
      AccountPath.addUserBank,
      AccountPath.sendEmail,
      AccountPath.bindEmail,
      AccountPath.rechargeConfig,
      AccountPath.vipConfigList,
      AccountPath.userUpdate,
      AccountPath.updatePassword,
      AccountPath.updateWithdrawPassword,
      AccountPath.agentReport,
      AccountPath.detailsList,
    ];
    const apiGets = [AccountPath.bankList, AccountPath.agentContent, AccountPath.agentShare, AccountPath.detailsType];
    for (const path of apiPosts) expect([path, (await call(server.app, 'POST', path, { token: 'nope' })).envelope.code]).toEqual([path, 401]);
    for (const path of apiGets) expect([path, (await call(server.app, 'GET', path)).envelope.code]).toEqual([path, 401]);
    for (const path of [PayPath.payList, PayPath.pay, PayPath.order, PayPath.submitTxId]) {
      const response = await server.app.inject({ method: 'POST', url: `${PAY_PREFIX}${path}`, payload: {} });
      expect([path, response.statusCode, response.json().code]).toEqual([path, 200, 401]);
    }
  });

  it('answers malformed bodies with a code, never a 5xx', async () => {
    const bodies: unknown[] = [null, [], 'text', 42, { amount: { $gt: 0 } }, { id: 'x'.repeat(5000) }, { orderId: ['a'] }, { detailsTypeId: 'all', pageIndex: -1, pageSize: 1e9 }];
    const paths = [
      AccountPath.addWithdraw,
      AccountPath.addUserBank,
      AccountPath.sendEmail,
      AccountPath.bindEmail,
      AccountPath.userUpdate,
      AccountPath.updatePassword,
      AccountPath.updateWithdrawPassword,
      AccountPath.agentReport,
      AccountPath.detailsList,
    ];
    for (const path of paths) {
      for (const body of bodies) {
        const response = await server.app.inject({ method: 'POST', url: `/api${path}`, headers: { token: intruder.token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        expect([path, body, response.statusCode < 500]).toEqual([path, body, true]);
      }
    }
    for (const path of [PayPath.pay, PayPath.order, PayPath.submitTxId]) {
      for (const body of bodies) {
        const response = await server.app.inject({ method: 'POST', url: `${PAY_PREFIX}${path}`, headers: { token: intruder.token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        expect([path, body, response.statusCode < 500]).toEqual([path, body, true]);
      }
    }
  });
});
