import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DepositOrder, FundRecord, WithdrawalRecord } from '../../../models/account';
import { AccountPath, ContentPath, PayPath } from '../../../models/api-paths';
import type { Paged } from '../../../models/bet-records';
import type { MessageList } from '../../../models/content';
import type { FastdrawServer } from '../../../server/app';
import { accountOptionsFromEnv } from '../../../server/env';
import { resolveAccountSettings } from '../../../server/domain/account/settings';
import { PAY_PREFIX } from '../../../server/options';
import { startTestServer } from '../support/server';
import { admin, balanceOf, bindCard, cardDeposit, depositOrder, newPlayer, OPERATOR_TOKEN, payCall, post, sandboxCallback, withdraw, type Player } from './support';

// Issue 17 §5: the deposit and withdrawal histories, orders that expire, messages when money moves,
// and an operator's credit read as what it is.
describe('money history', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    // The expiry sweep runs often here, so a test sees it store what it finds.
    server = await startTestServer({ kind: 'memory' }, { operatorToken: OPERATOR_TOKEN, depositSweepMs: 100 });
    // Starting a server takes long on a busy test machine.
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const deposits = async (player: Player, pageIndex = 1) => (await payCall<Paged<DepositOrder>>(server, player, PayPath.orders, { pageIndex, pageSize: 10 })).envelope;
  const withdrawals = async (player: Player) => (await post<Paged<WithdrawalRecord>>(server, player, AccountPath.withdrawList, { pageIndex: 1, pageSize: 10 })).envelope;
  const expire = (orderId: string) => server.db.query(`UPDATE deposits SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [orderId]);
  const messages = async (player: Player, locale: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api${ContentPath.messageList}?pageIndex=1&pageSize=20`, headers: { token: player.token, locale } });
    // Only the player's own messages: the site's messages to everyone are not at issue here.
    const own = new Set((await server.db.query<{ id: number }>('SELECT id FROM messages WHERE recipient_id = $1', [player.userId])).map((row) => row.id));
    return (response.json() as { data: MessageList }).data.list.filter((message) => own.has(message.id));
  };
  const payBySandbox = (orderId: string, amountCents: number) => sandboxCallback(server, { orderId, providerTxId: `SBX-${orderId}`, outcome: 'paid', amountCents });

  describe('deposit history', () => {
    it('lists the player\'s orders newest first as pending, paid, failed and expired, 10 a page', async () => {
      const player = await newPlayer(server);
      const paid = await cardDeposit(server, player, 15_050);
      const failed = await cardDeposit(server, player, 20_000);
      const expired = await cardDeposit(server, player, 30_000);
      const pending = await cardDeposit(server, player, 40_000);
      expect((await payBySandbox(paid.orderId, 15_050)).statusCode).toBe(200);
      expect((await sandboxCallback(server, { orderId: failed.orderId, providerTxId: 'SBX-F', outcome: 'failed', amountCents: 20_000 })).statusCode).toBe(200);
      await expire(expired.orderId);

      const page = await deposits(player);
      expect(page.code).toBe(0);
      expect(page.data.total).toBe(4);
      expect(page.data.list.map((order) => [order.orderId, order.money, order.status])).toEqual([
        [pending.orderId, 40_000, 0],
        [expired.orderId, 30_000, 4],
        [failed.orderId, 20_000, 2],
        [paid.orderId, 15_050, 1],
      ]);
      expect(page.data.list[0]!.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Another player sees none of them.
      expect((await deposits(await newPlayer(server))).data).toEqual({ list: [], total: 0 });
    });

    it('pages by 10 and takes bad paging as page 1 instead of failing', async () => {
      const player = await newPlayer(server);
      for (let i = 0; i < 11; i++) await cardDeposit(server, player, 10_000 + i);
      expect((await deposits(player, 2)).data.list.map((order) => order.money)).toEqual([10_000]);
      const odd = await payCall<Paged<DepositOrder>>(server, player, PayPath.orders, { pageIndex: 'x', pageSize: -3 });
      expect(odd.status).toBe(200);
      expect(odd.envelope.data.list).toHaveLength(10);
    });
  });

  describe('expiry', () => {
    it('sets each order to expire after FASTDRAW_DEPOSIT_EXPIRY_MINUTES (default 30)', async () => {
      expect(resolveAccountSettings().depositExpiryMinutes).toBe(30);
      expect(accountOptionsFromEnv({ FASTDRAW_DEPOSIT_EXPIRY_MINUTES: '45' }).depositExpiryMinutes).toBe(45);
      expect(() => accountOptionsFromEnv({ FASTDRAW_DEPOSIT_EXPIRY_MINUTES: '0' })).toThrow(/deposit expiry/);
      expect(() => accountOptionsFromEnv({ FASTDRAW_DEPOSIT_EXPIRY_MINUTES: 'soon' })).toThrow(/FASTDRAW_DEPOSIT_EXPIRY_MINUTES/);
      const player = await newPlayer(server);
      const { orderId } = await cardDeposit(server, player, 10_000);
      const [row] = await server.db.query<{ minutes: number }>(`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM deposits WHERE order_id = $1`, [orderId]);
      expect(row?.minutes).toBe(30);
    });

    it('refuses to credit an expired order: the callback answers 409, nothing moves, the order stays expired', async () => {
      const player = await newPlayer(server);
      const { orderId } = await cardDeposit(server, player, 15_050);
      await expire(orderId);
      const callback = await payBySandbox(orderId, 15_050);
      expect(callback.statusCode).toBe(409);
      expect(callback.body).toBe('expired');
      expect(await balanceOf(server, player)).toBe(0);
      expect((await depositOrder(server, player, orderId)).envelope.data.status).toBe(4);
      const [row] = await server.db.query<{ status: number }>('SELECT status FROM deposits WHERE order_id = $1', [orderId]);
      expect(row?.status).toBe(4);
      expect(await messages(player, 'zh-CN')).toEqual([]);
    });

    it('shows an expired order on the sandbox cashier without the pay button, and a late "pay" there does nothing', async () => {
      const player = await newPlayer(server);
      const { orderId, payUrl } = await cardDeposit(server, player, 12_000);
      await expire(orderId);
      const path = new URL(payUrl!).pathname + new URL(payUrl!).search;
      const shown = await server.app.inject({ method: 'GET', url: path });
      expect(shown.body).toContain('订单已过期');
      expect(shown.body).not.toContain('value="paid"');
      const late = await server.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=paid' });
      expect(late.statusCode).toBe(303);
      expect(await balanceOf(server, player)).toBe(0);
      expect(path.startsWith(PAY_PREFIX)).toBe(true);
    });

    it('stores the expiry: the server\'s sweep marks an order past its time expired (4) in the table, and only such orders', async () => {
      const player = await newPlayer(server);
      const { orderId } = await cardDeposit(server, player, 11_000);
      const open = await cardDeposit(server, player, 12_000);
      const status = async (id: string) => (await server.db.query<{ status: number; decided: boolean }>('SELECT status, decided_at IS NOT NULL AS decided FROM deposits WHERE order_id = $1', [id]))[0];
      await expire(orderId);
      await vi.waitFor(async () => expect(await status(orderId)).toEqual({ status: 4, decided: true }), { timeout: 10_000, interval: 50 });
      expect(await status(open.orderId)).toEqual({ status: 0, decided: false });
      const callback = await payBySandbox(orderId, 11_000);
      expect([callback.statusCode, callback.body]).toEqual([409, 'expired']);
      expect(await balanceOf(server, player)).toBe(0);
    });

    it('does not count expired orders among the open ones', async () => {
      const player = await newPlayer(server);
      for (let i = 0; i < 20; i++) await expire((await cardDeposit(server, player, 10_000)).orderId);
      expect((await cardDeposit(server, player, 10_000)).orderId).toMatch(/^D/);
    });
  });

  describe('messages', () => {
    it('tells the player a deposit was credited, in the reader\'s language', async () => {
      const player = await newPlayer(server);
      const { orderId } = await cardDeposit(server, player, 15_050);
      await payBySandbox(orderId, 15_050);
      await payBySandbox(orderId, 15_050); // a repeated callback sends no second message
      const zh = await messages(player, 'zh-CN');
      expect(zh).toHaveLength(1);
      expect(zh[0]).toMatchObject({ title: '充值已到账', status: 0, coin: 0, lang: 'zh-CN' });
      expect(zh[0]!.content).toContain(orderId);
      expect(zh[0]!.content).toContain('150.50');
      expect((await messages(player, 'en-US'))[0]).toMatchObject({ title: 'Deposit credited', lang: 'en-US' });
      expect((await messages(player, 'vi-VN'))[0]!.title).toBe('Nạp tiền đã vào tài khoản');
      expect((await messages(player, 'ja-JP'))[0]!.title).toBe('入金が反映されました');
    });

    it('lists withdrawals with their decision and reason, and tells the player of each decision', async () => {
      const player = await newPlayer(server, { balanceCents: 100_000 });
      const bank = await bindCard(server, player);
      const first = (await withdraw(server, player, bank, 20_000)).envelope.data.withdrawId;
      const second = (await withdraw(server, player, bank, 30_000)).envelope.data.withdrawId;
      const third = (await withdraw(server, player, bank, 10_000)).envelope.data.withdrawId;
      expect((await admin(server, 'approve-withdrawal', { id: first })).status).toBe(200);
      expect((await admin(server, 'reject-withdrawal', { id: second, reason: 'Card <b>closed</b>' })).status).toBe(200);

      const page = await withdrawals(player);
      expect(page.data.total).toBe(3);
      expect(page.data.list.map((row) => [row.id, row.amount, row.status, row.reason])).toEqual([
        [third, 10_000, 0, ''],
        [second, 30_000, 2, 'Card <b>closed</b>'],
        [first, 20_000, 1, ''],
      ]);
      expect(page.data.list[0]!.decideTime).toBe('');
      expect(page.data.list[2]!.decideTime).not.toBe('');
      expect(page.data.list[0]!.cardNo).toBe(`**** ${bank.bankCardNo.slice(-4)}`);
      expect(page.data.list[0]!.bankName).toBe(bank.bankName);
      expect((await withdrawals(await newPlayer(server))).data).toEqual({ list: [], total: 0 });

      const en = await messages(player, 'en-US');
      expect(en.map((message) => message.title)).toEqual(['Withdrawal rejected', 'Withdrawal approved']);
      // The reason is the operator's text, escaped: it reads as written and never becomes markup.
      expect(en[0]!.content).toContain('Reason: Card &lt;b&gt;closed&lt;/b&gt;');
      expect((await messages(player, 'zh-CN'))[1]!.content).toContain(`编号 ${first}`);
      // A repeated decision changes nothing and sends nothing.
      expect((await admin(server, 'approve-withdrawal', { id: first })).status).toBe(409);
      expect(await messages(player, 'en-US')).toHaveLength(2);
    });
  });

  it('files an operator\'s credit as a manual credit (type 11), with the operator\'s note', async () => {
    const player = await newPlayer(server);
    expect((await admin(server, 'credit', { account: player.account, amountCents: 50_000, note: 'compensation' })).status).toBe(200);
    const records = (await post<Paged<FundRecord>>(server, player, AccountPath.detailsList, { pageIndex: 1, pageSize: 8, startDate: '', endDate: '' })).envelope.data.list;
    expect(records[0]).toMatchObject({ typeId: 11, amount: 50_000, desp: 'compensation' });
    const types = (await server.app.inject({ method: 'GET', url: `/api${AccountPath.detailsType}`, headers: { token: player.token } })).json() as { data: { id: number; name: string }[] };
    expect(types.data).toContainEqual({ id: 11, name: '人工入款' });
  });
});
