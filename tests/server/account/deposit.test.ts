import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositAnswer, DepositOrder, FundRecord, PayListAnswer, VipConfig } from '../../../models/account';
import { AccountPath, PayPath } from '../../../models/api-paths';
import type { Paged } from '../../../models/bet-records';
import type { FastdrawServer } from '../../../server/app';
import { PAY_PREFIX } from '../../../server/options';
import { startTestServer } from '../support/server';
import {
  admin,
  balanceOf,
  cardDeposit,
  depositOrder,
  ledgerOf,
  newKey,
  newPlayer,
  OPERATOR_TOKEN,
  payCall,
  payMethod,
  post,
  sandboxCallback,
  userOf,
  usdtDeposit,
} from './support';

// Deposits: the pay list, the sandbox cashier and its signed callbacks, USDT orders, VIP progress.
describe('deposits', () => {
  let server: FastdrawServer;
  let demo: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { operatorToken: OPERATOR_TOKEN, account: { usdtWallets: { TRC20: 'TTestWalletAddressTRC20xxxxxxxxxxx' } } });
    demo = await startTestServer({ kind: 'memory' }, { account: { demo: true } });
  });
  afterAll(async () => {
    await server?.close();
    await demo?.close();
  });

  const txHash = () => `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.padEnd(64, 'a').slice(0, 64);
  const fundRecords = async (player: Awaited<ReturnType<typeof newPlayer>>) =>
    (await post<Paged<FundRecord>>(server, player, AccountPath.detailsList, { pageIndex: 1, pageSize: 8, startDate: '', endDate: '' })).envelope.data.list;

  describe('pay list', () => {
    it('offers bank card, e-wallets, USDT with both networks and an svip contact, with discounts and limits', async () => {
      const player = await newPlayer(server);
      const answer = await payCall<PayListAnswer>(server, player, PayPath.payList, { device: 'pc' });
      expect(answer.envelope.data.rechargeSwitch).toBe('1');
      const list = answer.envelope.data.list;
      expect(list.map((method) => method.classIcon)).toEqual(['bank', 'alipay', 'wechat', 'xnzf', 'svip']);
      const [bank] = list;
      expect(bank).toMatchObject({ checkType: 1, isRecommend: 1, discount: 1, isSdk: 0, limit: { min: 10_000, max: 5_000_000, enable: true }, virtualPayList: [] });
      const usdt = list[3]!;
      expect(usdt).toMatchObject({ checkType: 2, exchangeRate: 7.2, discount: 2 });
      expect(usdt.virtualPayList.map((protocol) => protocol.type)).toEqual(['TRC20', 'ERC20']);
      expect(list[4]).toMatchObject({ classIcon: 'svip', url: '/pages/chat/customer-service' });
      expect(JSON.stringify(list)).not.toContain('provider');
    });

    it('answers rechargeSwitch 0 and refuses orders when deposits are off', async () => {
      const off = await startTestServer({ kind: 'memory' }, { account: { rechargeSwitch: false } });
      try {
        const player = await newPlayer(off);
        expect((await payCall<PayListAnswer>(off, player, PayPath.payList, { device: 'pc' })).envelope.data).toEqual({ rechargeSwitch: '0', list: [] });
        expect((await payCall(off, player, PayPath.pay, { payTypeId: 1, money: 10_000 })).envelope.code).toBe(1);
      } finally {
        await off.close();
      }
    });

    it('gives the recharge notice, which leaves the limits to each method', async () => {
      const player = await newPlayer(server);
      const answer = await post<{ rechargeContent: string }>(server, player, AccountPath.rechargeConfig);
      expect(answer.envelope.data.rechargeContent).toContain('各支付方式的单笔限额');
      expect(answer.envelope.data.rechargeContent).not.toContain('50.0');
    });
  });

  describe('sandbox cashier', () => {
    it('pays through the cashier page: credits type 0 and the discount as type 9, shows the fund records and raises the VIP level', async () => {
      const player = await newPlayer(server);
      const { orderId, payUrl } = await cardDeposit(server, player, 200_000);
      expect(orderId).toMatch(/^D\d{8}[0-9A-F]{12}$/);
      const url = new URL(payUrl!);
      expect(url.pathname).toBe(`${PAY_PREFIX}/pay/cashier/${orderId}`);

      const page = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain('2,000.00元');
      expect(page.body).not.toContain('<script');
      expect((await depositOrder(server, player, orderId)).envelope.data).toMatchObject({ status: 0, money: 200_000, bonus: 2_000 });

      const decided = await server.app.inject({ method: 'POST', url: url.pathname + url.search, payload: 'decision=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(decided.statusCode).toBe(303);
      expect(decided.headers.location).toBe(url.pathname + url.search);
      expect((await server.app.inject({ method: 'GET', url: url.pathname + url.search })).body).toContain('支付成功');

      expect(await balanceOf(server, player)).toBe(202_000);
      expect(await ledgerOf(server, player)).toEqual([
        { type: 0, amount_cents: 200_000, balance_after_cents: 200_000, reference: `deposit:${orderId}` },
        { type: 9, amount_cents: 2_000, balance_after_cents: 202_000, reference: `deposit:${orderId}` },
      ]);
      const records = await fundRecords(player);
      expect(records.map((record) => [record.typeId, record.amount])).toEqual([
        [9, 2_000],
        [0, 200_000],
      ]);
      expect((await depositOrder(server, player, orderId)).envelope.data.status).toBe(1);
      expect((await userOf(server, player)).vipLevel).toBe(1);
      const vip = (await post<VipConfig>(server, player, AccountPath.vipConfigList)).envelope.data;
      expect(vip).toMatchObject({ rechargeTotal: 200_000, vipLevel: 1, content: expect.stringContaining('VIP') });
      expect(vip.vipConfigList[1]).toEqual({ level: 1, limitRechargeAmount: 100_000 });
    });

    it('fails through the cashier: nothing credited, and a later paid callback for it is ignored', async () => {
      const player = await newPlayer(server);
      const { orderId, payUrl } = await cardDeposit(server, player, 50_000);
      const url = new URL(payUrl!);
      await server.app.inject({ method: 'POST', url: url.pathname + url.search, payload: 'decision=failed', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect((await depositOrder(server, player, orderId)).envelope.data.status).toBe(2);
      const late = await sandboxCallback(server, { orderId, providerTxId: 'late-1', outcome: 'paid', amountCents: 50_000 });
      expect(late.statusCode).toBe(200);
      expect(await balanceOf(server, player)).toBe(0);
    });

    it('refuses the cashier with a wrong token or for an order of another kind', async () => {
      const player = await newPlayer(server);
      const { orderId } = await cardDeposit(server, player, 50_000);
      expect((await server.app.inject({ method: 'GET', url: `${PAY_PREFIX}/pay/cashier/${orderId}?token=${'0'.repeat(32)}` })).statusCode).toBe(404);
      const forged = await server.app.inject({ method: 'POST', url: `${PAY_PREFIX}/pay/cashier/${orderId}`, payload: 'decision=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(forged.statusCode).toBe(404);
      expect(await balanceOf(server, player)).toBe(0);
    });
  });

  describe('callbacks', () => {
    it('credits 20 replays of the same callback (at once, then again) exactly once', async () => {
      const player = await newPlayer(server);
      const { orderId } = await cardDeposit(server, player, 100_000);
      const event = { orderId, providerTxId: `TX-${orderId}`, outcome: 'paid' as const, amountCents: 100_000 };
      const answers = await Promise.all(Array.from({ length: 20 }, () => sandboxCallback(server, event)));
      expect(answers.every((answer) => answer.statusCode === 200 && answer.body === 'success')).toBe(true);
      for (let i = 0; i < 3; i++) expect((await sandboxCallback(server, event)).statusCode).toBe(200);
      expect(await balanceOf(server, player)).toBe(101_000);
      expect((await ledgerOf(server, player)).map((row) => row.type)).toEqual([0, 9]);
    });

    it('refuses a bad signature, an old signature and a malformed body with 400, crediting nothing', async () => {
      const player = await newPlayer(server);
      const { orderId } = await cardDeposit(server, player, 100_000);
      const event = { orderId, providerTxId: `TX-${orderId}`, outcome: 'paid' as const, amountCents: 100_000 };
      expect((await sandboxCallback(server, event, { sign: false })).statusCode).toBe(400);
      expect((await sandboxCallback(server, event, { at: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(400);
      expect((await sandboxCallback(server, { ...event, amountCents: -5 })).statusCode).toBe(400);
      const unsigned = await server.app.inject({ method: 'POST', url: `${PAY_PREFIX}/pay/callback/sandbox`, headers: { 'content-type': 'application/json' }, payload: '{nope' });
      expect(unsigned.statusCode).toBe(400);
      expect((await server.app.inject({ method: 'POST', url: `${PAY_PREFIX}/pay/callback/elsewhere`, payload: {} })).statusCode).toBe(404);
      expect(await balanceOf(server, player)).toBe(0);
    });

    it('refuses a different amount, an unknown order and a transaction id that paid another order', async () => {
      const player = await newPlayer(server);
      const first = await cardDeposit(server, player, 100_000);
      const second = await cardDeposit(server, player, 100_000);
      expect((await sandboxCallback(server, { orderId: first.orderId, providerTxId: 'TX-A', outcome: 'paid', amountCents: 99_999 })).statusCode).toBe(409);
      expect((await sandboxCallback(server, { orderId: 'D20310101FFFFFFFFFFFF', providerTxId: 'TX-B', outcome: 'paid', amountCents: 100_000 })).statusCode).toBe(404);
      expect((await sandboxCallback(server, { orderId: first.orderId, providerTxId: 'TX-C', outcome: 'paid', amountCents: 100_000 })).statusCode).toBe(200);
      expect((await sandboxCallback(server, { orderId: second.orderId, providerTxId: 'TX-C', outcome: 'paid', amountCents: 100_000 })).statusCode).toBe(409);
      expect(await balanceOf(server, player)).toBe(101_000);
    });
  });

  describe('orders', () => {
    it('checks the method and the amount with the deposit validator and the limits', async () => {
      const player = await newPlayer(server);
      const bank = await payMethod(server, player, 'bank');
      const svip = await payMethod(server, player, 'svip');
      const pay = (body: object) => payCall<DepositAnswer>(server, player, PayPath.pay, { isPaySDK: 0, device: 'pc', ...body });
      expect((await pay({ payTypeId: 999, money: 10_000 })).envelope).toEqual({ code: 1, msg: 'validation:tip_select_type', data: null });
      expect((await pay({ payTypeId: svip.id, money: 10_000 })).envelope.code).toBe(1);
      expect((await pay({ payTypeId: bank.id, money: 0 })).envelope.msg).toBe('validation:tip_right_amount');
      expect((await pay({ payTypeId: bank.id, money: 12.5 })).envelope.msg).toBe('validation:tip_right_amount');
      expect((await pay({ payTypeId: bank.id, money: '10000' })).envelope.code).toBe(0);
      expect((await pay({ payTypeId: bank.id, money: 9_999 })).envelope.msg).toBe('validation:tip_input_right_amount');
      expect((await pay({ payTypeId: bank.id, money: 5_000_001 })).envelope.msg).toBe('validation:tip_input_right_amount');
      expect((await pay({ payTypeId: bank.id, money: 90_071_992_547_409_91 })).envelope.msg).toBe('validation:tip_right_amount');
      const usdt = await payMethod(server, player, 'xnzf');
      expect((await pay({ payTypeId: usdt.id, money: 10_000, protocolType: 'BEP20' })).envelope.msg).toBe('validation:tip_select_type');
      expect((await pay({ payTypeId: usdt.id, money: 10_000, protocolType: 'ERC20' })).envelope.msg).toBe('validation:tip_input_right_amount');
    });

    it('answers a repeat with the same Idempotency-Key with the same order and payUrl', async () => {
      const player = await newPlayer(server);
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 5 }, () => cardDeposit(server, player, 10_000, key)));
      expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
      expect(await server.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [player.userId])).toHaveLength(1);
    });

    it('limits the orders awaiting payment (4006)', async () => {
      const player = await newPlayer(server);
      for (let i = 0; i < 20; i++) await cardDeposit(server, player, 10_000);
      const method = await payMethod(server, player, 'bank');
      expect((await payCall(server, player, PayPath.pay, { payTypeId: method.id, money: 10_000 })).envelope.code).toBe(4006);
    });
  });

  describe('USDT', () => {
    it('gives the wallet and the USDT amount, waits for the transaction id, and credits when an operator confirms', async () => {
      const player = await newPlayer(server);
      const orderId = await usdtDeposit(server, player, 72_000);
      const order = (await depositOrder(server, player, orderId)).envelope.data;
      expect(order).toMatchObject({ status: 0, protocolType: 'TRC20', walletAddress: 'TTestWalletAddressTRC20xxxxxxxxxxx', usdtAmount: 10_000, exchangeRate: 7.2, money: 72_000, bonus: 1_440 });

      expect((await payCall(server, player, PayPath.submitTxId, { orderId, txId: '  ' })).envelope).toEqual({ code: 1, msg: 'validation:tips_input_txid', data: null });
      expect((await payCall(server, player, PayPath.submitTxId, { orderId, txId: 'short' })).envelope.code).toBe(1);
      const tx = txHash();
      const submitted = await payCall<DepositOrder>(server, player, PayPath.submitTxId, { orderId, txId: tx });
      expect(submitted.envelope.data).toMatchObject({ status: 3, txId: tx });
      // The same submission again answers the order; a second order cannot reuse the transaction.
      expect((await payCall<DepositOrder>(server, player, PayPath.submitTxId, { orderId, txId: tx })).envelope.data.status).toBe(3);
      const other = await usdtDeposit(server, player, 72_000);
      expect((await payCall(server, player, PayPath.submitTxId, { orderId: other, txId: tx.toUpperCase() })).envelope.code).toBe(1);
      expect(await balanceOf(server, player)).toBe(0);

      expect((await admin(server, 'pending')).body.message).toContain(orderId);
      const confirmed = await admin(server, 'confirm-deposit', { orderId });
      expect(confirmed.body.message).toBe(`Deposit ${orderId} credited: 720.00 plus bonus 14.40; balance 734.40`);
      expect((await admin(server, 'confirm-deposit', { orderId })).status).toBe(409);
      expect(await balanceOf(server, player)).toBe(73_440);
      expect((await admin(server, 'reject-deposit', { orderId: other })).status).toBe(200);
      expect((await depositOrder(server, player, other)).envelope.data.status).toBe(2);
    });

    it('credits at once in demo mode', async () => {
      const player = await newPlayer(demo);
      const orderId = await usdtDeposit(demo, player, 100_000);
      const order = (await depositOrder(demo, player, orderId)).envelope.data;
      expect(order.walletAddress).toMatch(/^T/);
      const submitted = await payCall<DepositOrder>(demo, player, PayPath.submitTxId, { orderId, txId: txHash() });
      expect(submitted.envelope.data.status).toBe(1);
      expect(await balanceOf(demo, player)).toBe(102_000);
    });

    it('takes no USDT orders for a network without a configured wallet outside demo mode', async () => {
      const player = await newPlayer(server);
      const method = await payMethod(server, player, 'xnzf');
      const answer = await payCall(server, player, PayPath.pay, { payTypeId: method.id, money: 100_000, protocolType: 'ERC20' });
      expect(answer.envelope).toEqual({ code: 1, msg: '该网络暂不可用', data: null });
    });
  });
});
