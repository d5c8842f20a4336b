import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bank, FundRecord, UserBank } from '../../../models/account';
import { AccountPath } from '../../../models/api-paths';
import type { Paged } from '../../../models/bet-records';
import type { FastdrawServer } from '../../../server/app';
import { hit, unhit } from '../../../server/domain/throttle-counters';
import { startTestServer, TEST_LOGIN_LIMITS } from '../support/server';
import { fakeClock, k3Order, openRound, order } from '../games/support';
import {
  admin,
  balanceOf,
  bankId,
  bindCard,
  captureMailer,
  cardDeposit,
  get,
  ledgerOf,
  newKey,
  newPlayer,
  OPERATOR_TOKEN,
  post,
  sandboxCallback,
  uniqueCard,
  userOf,
  withdraw,
  withdrawInfo,
} from './support';

// Binding the withdrawal method, the withdraw page, requests with every refusal, and operators' decisions.
const NOON = new Date(2031, 4, 1, 12, 0, 0).getTime();
const clock = fakeClock(NOON);
const mailer = captureMailer();

describe('withdrawals', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer(
      { kind: 'memory' },
      {
        games: { now: clock.now, autoDraw: false },
        mailer,
        operatorToken: OPERATOR_TOKEN,
        account: { withdraw: { minCents: 10_000, maxCents: 5_000_000, dailyCount: 3, window: '09:00-22:00', turnoverPercent: 50 } },
      },
    );
  });
  afterAll(() => server?.close());

  const records = async (player: Awaited<ReturnType<typeof newPlayer>>, detailsTypeId: number | null = null) =>
    (await post<Paged<FundRecord>>(server, player, AccountPath.detailsList, { pageIndex: 1, pageSize: 8, detailsTypeId, startDate: '', endDate: '' })).envelope.data;

  describe('banks and binding', () => {
    it('lists the seeded banks with both USDT networks', async () => {
      const player = await newPlayer(server);
      const banks = (await get<Bank[]>(server, player, AccountPath.bankList)).envelope.data;
      expect(banks.length).toBeGreaterThan(10);
      expect(banks.map((bank) => bank.bankCode)).toEqual(expect.arrayContaining(['ICBC', 'USDTTRC20', 'USDTERC20']));
      expect(banks[0]).toEqual({ bankId: expect.any(Number), bankName: '中国工商银行', bankCode: 'ICBC', searchNames: expect.arrayContaining(['Industrial and Commercial Bank of China']) });
    });

    it('binds one card, shows it, sets bindStatus, and refuses a second method with 4005', async () => {
      const player = await newPlayer(server);
      expect((await post<UserBank[]>(server, player, AccountPath.userBankList)).envelope.data).toEqual([]);
      const card = uniqueCard();
      const bound = await bindCard(server, player, card);
      expect(bound).toMatchObject({ bankName: '中国工商银行', bankCode: 'ICBC', bankCardNo: card, bankUserName: '张三', bankSub: '' });
      expect((await post<UserBank[]>(server, player, AccountPath.userBankList)).envelope.data).toEqual([bound]);
      expect((await userOf(server, player)).bindStatus).toBe(true);
      const again = await post(server, player, AccountPath.addUserBank, { bankId: await bankId(server, 'CCB'), bankCardNo: uniqueCard(), bankUserName: '张三', withdrawPassword: '654321' });
      expect(again.envelope.code).toBe(4005);
    });

    it('refuses a card another player bound with 4001, also written with spaces or in other case', async () => {
      const card = `6222 0000 ${String(Date.now()).slice(-8)}`;
      await bindCard(server, await newPlayer(server), card);
      const other = await newPlayer(server);
      const answer = await post(server, other, AccountPath.addUserBank, { bankId: await bankId(server, 'ICBC'), bankCardNo: card.replaceAll(' ', ''), bankUserName: '李四', withdrawPassword: '654321' });
      expect(answer.envelope.code).toBe(4001);
      expect((await userOf(server, other)).bindStatus).toBe(false);
    });

    it('binds a USDT wallet without a holder and keeps the Japan fields of a bank', async () => {
      const wallet = await newPlayer(server);
      const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
      const usdt = await post<UserBank>(server, wallet, AccountPath.addUserBank, { bankId: await bankId(server, 'USDTTRC20'), bankCardNo: address, bankUserName: 'ignored', withdrawPassword: '654321' });
      expect(usdt.envelope.data).toMatchObject({ bankCode: 'USDTTRC20', bankCardNo: address, bankUserName: '' });
      const jp = await newPlayer(server);
      const answer = await post<UserBank>(server, jp, AccountPath.addUserBank, {
        // The server keeps the Japan fields whatever the bank (a cn site lists no Japanese banks).
        bankId: await bankId(server, 'BOC'),
        bankCardNo: uniqueCard(),
        bankUserName: '山田太郎',
        bankSub: '渋谷支店',
        bankNumber: '123',
        bankUserNameKa: 'ヤマダタロウ',
        withdrawPassword: '654321',
      });
      expect(answer.envelope.data).toMatchObject({ bankSub: '渋谷支店', bankNumber: '123', bankUserNameKa: 'ヤマダタロウ' });
    });

    it('checks the fields in the order of spec §5 with the validation keys, then the format (4002)', async () => {
      const player = await newPlayer(server);
      const icbc = await bankId(server, 'ICBC');
      const usdt = await bankId(server, 'USDTERC20');
      const bind = (body: object) => post(server, player, AccountPath.addUserBank, body);
      expect((await bind({ bankId: 0, bankCardNo: '', bankUserName: '' })).envelope).toEqual({ code: 1, msg: 'validation:tips_select_bank', data: null });
      expect((await bind({ bankId: 99_999, bankCardNo: uniqueCard(), bankUserName: 'x' })).envelope.msg).toBe('validation:tips_select_bank');
      expect((await bind({ bankId: icbc, bankCardNo: ' ', bankUserName: '' })).envelope.msg).toBe('validation:tips_input_bankno');
      expect((await bind({ bankId: usdt, bankCardNo: '', bankUserName: '' })).envelope.msg).toBe('validation:tips_input_wallet_address');
      expect((await bind({ bankId: icbc, bankCardNo: uniqueCard(), bankUserName: '' })).envelope.msg).toBe('validation:tips_input_bankname');
      expect((await bind({ bankId: icbc, bankCardNo: uniqueCard(), bankUserName: '张三' })).envelope.msg).toBe('validation:tip_no_withdraw_password');
      expect((await bind({ bankId: icbc, bankCardNo: '<script>', bankUserName: '张三', withdrawPassword: '654321' })).envelope.code).toBe(4002);
      expect((await bind({ bankId: 'x', bankCardNo: 5, bankUserName: null })).envelope.code).toBe(1);
      expect((await userOf(server, player)).bindStatus).toBe(false);
    });

    it('refuses a wallet address that is not of its network or fails its checksum (not-a-wallet was bound for good)', async () => {
      const player = await newPlayer(server);
      const bind = async (code: string, address: string) => (await post(server, player, AccountPath.addUserBank, { bankId: await bankId(server, code), bankCardNo: address, withdrawPassword: '654321' })).envelope;
      for (const address of ['not-a-wallet', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', '0xdAC17F958D2ee523a2206206994597C13D831ec7']) {
        expect(await bind('USDTTRC20', address), address).toMatchObject({ code: 1, msg: 'validation:tips_wallet_address_err' });
      }
      expect(await bind('USDTERC20', '0xdAC17F958D2ee523a2206206994597C13D831eC7')).toMatchObject({ code: 1, msg: 'validation:tips_wallet_address_err' });
      expect((await userOf(server, player)).bindStatus).toBe(false);
      expect(await bind('USDTERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toMatchObject({ code: 0, data: { bankCode: 'USDTERC20' } });
    });

    it('binds only with the right withdrawal password (1006), throttled as at withdrawal', async () => {
      const player = await newPlayer(server);
      const body = { bankId: await bankId(server, 'ICBC'), bankCardNo: uniqueCard(), bankUserName: '张三' };
      expect((await post(server, player, AccountPath.addUserBank, { ...body, withdrawPassword: 'wrong1' })).envelope.code).toBe(1006);
      expect((await userOf(server, player)).bindStatus).toBe(false);
      expect((await post(server, player, AccountPath.addUserBank, { ...body, withdrawPassword: '654321' })).envelope.code).toBe(0);
    });
  });

  describe('the withdraw page', () => {
    it('tells the available amount, limits, reminder, bank and daily use', async () => {
      const player = await newPlayer(server, { balanceCents: 50_000 });
      const bank = await bindCard(server, player);
      const info = await withdrawInfo(server, player);
      expect(info).toMatchObject({
        amount: 50_000,
        minWithdraw: 10_000,
        maxWithdraw: 5_000_000,
        status: 0,
        staticNotice: '',
        email: '',
        emailRequired: false,
        bank,
        withdrawTime: '09:00-22:00',
        dailyCount: 3,
        usedCount: 0,
      });
      expect(info.remind).toContain('09:00-22:00');
      expect(info.remind).toContain('100.00');
    });

    it('says status 1 with a notice outside the window', async () => {
      const player = await newPlayer(server);
      clock.set(new Date(2031, 4, 1, 23, 0, 0).getTime());
      try {
        expect(await withdrawInfo(server, player)).toMatchObject({ status: 1, staticNotice: expect.stringContaining('09:00-22:00') });
      } finally {
        clock.set(NOON);
      }
    });
  });

  describe('requests', () => {
    it('reserves the amount (type 3, status 0) and shows it in the fund records', async () => {
      const player = await newPlayer(server, { balanceCents: 50_000 });
      const bank = await bindCard(server, player);
      const answer = await withdraw(server, player, bank, 20_000);
      expect(answer.envelope).toEqual({ code: 0, msg: expect.any(String), data: { withdrawId: expect.any(Number), status: 0, balance: 30_000 } });
      expect(await balanceOf(server, player)).toBe(30_000);
      const rows = await ledgerOf(server, player);
      expect(rows.at(-1)).toMatchObject({ type: 3, amount_cents: -20_000, reference: `withdrawal:${answer.envelope.data.withdrawId}` });
      const [record] = (await records(player, 3)).list;
      expect(record).toMatchObject({ typeId: 3, status: 0, amount: -20_000, balance: 30_000, desp: expect.stringContaining('中国工商银行') });
      expect((await withdrawInfo(server, player)).usedCount).toBe(1);
    });

    it('refuses with the codes of spec §8 in order, changing nothing', async () => {
      const player = await newPlayer(server, { balanceCents: 30_000 });
      const other = await newPlayer(server);
      const othersBank = await bindCard(server, other);
      const noBank = await withdraw(server, player, othersBank, 10_000);
      expect(noBank.envelope.code).toBe(4002);
      const bank = await bindCard(server, player);
      expect((await withdraw(server, player, othersBank, 10_000)).envelope.code).toBe(4002);
      for (const amount of [0, -100, 12.5, '1e3', Number.MAX_SAFE_INTEGER] as never[]) expect((await withdraw(server, player, bank, amount)).envelope.code).toBe(4002);
      expect((await withdraw(server, player, bank, 9_999)).envelope).toEqual({ code: 1014, msg: '100.00', data: null });
      expect((await withdraw(server, player, bank, 5_000_001)).envelope).toEqual({ code: 1015, msg: '50,000.00', data: null });
      clock.set(new Date(2031, 4, 1, 8, 59, 0).getTime());
      expect((await withdraw(server, player, bank, 10_000)).envelope).toEqual({ code: 1013, msg: '09:00-22:00', data: null });
      clock.set(NOON);
      expect((await withdraw(server, player, bank, 10_000, { password: '' })).envelope.msg).toBe('validation:tip_no_withdraw_password');
      expect((await withdraw(server, player, bank, 40_000)).envelope.code).toBe(2001);
      expect(await balanceOf(server, player)).toBe(30_000);
      expect((await withdrawInfo(server, player)).usedCount).toBe(0);
    });

    it('counts wrong withdrawal passwords (1006) and then refuses with 4006, even the right one', async () => {
      const player = await newPlayer(server, { balanceCents: 30_000 });
      const bank = await bindCard(server, player);
      for (let i = 0; i < 3; i++) expect((await withdraw(server, player, bank, 10_000, { password: 'wrong1' })).envelope.code).toBe(1006);
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(4006);
      expect(await balanceOf(server, player)).toBe(30_000);
      // The window ending is the same as its counter going (tests/server/throttle.test.ts waits for one).
      await server.db.query('DELETE FROM throttle_counters WHERE bucket LIKE $1', [`password:withdraw:${player.userId}%`]);
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(0);
    });

    it('a right withdrawal password clears the failures before it', async () => {
      const player = await newPlayer(server, { balanceCents: 30_000 });
      const bank = await bindCard(server, player);
      for (let i = 0; i < 2; i++) expect((await withdraw(server, player, bank, 10_000, { password: 'wrong1' })).envelope.code).toBe(1006);
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(0);
      for (let i = 0; i < 3; i++) expect((await withdraw(server, player, bank, 10_000, { password: 'wrong1' })).envelope.code).toBe(1006);
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(4006);
    });

    it('a check finding every slot held by checks under way waits for one instead of answering 4006, at most 5 s', async () => {
      const player = await newPlayer(server, { balanceCents: 30_000 });
      const bank = await bindCard(server, player);
      const slots = `password:withdraw:${player.userId}`;
      for (let i = 0; i < 3; i++) await hit(server.db, [slots], TEST_LOGIN_LIMITS.windowSeconds);
      const started = Date.now();
      const waiting = withdraw(server, player, bank, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await unhit(server.db, [slots], TEST_LOGIN_LIMITS.windowSeconds);
      expect((await waiting).envelope.code).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      for (let i = 0; i < 3; i++) await hit(server.db, [slots], TEST_LOGIN_LIMITS.windowSeconds);
      const stuck = Date.now();
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(4006);
      expect(Date.now() - stuck).toBeGreaterThanOrEqual(5_000);
    }, 15_000);

    it('counts only answers about the password: refusals before it and Idempotency-Key replays give their check back', async () => {
      const player = await newPlayer(server, { balanceCents: 30_000 });
      const bank = await bindCard(server, player);
      const otherEntry = { ...bank, id: bank.id + 1_000_000 };
      for (let i = 0; i < 5; i++) expect((await withdraw(server, player, otherEntry, 10_000, { password: 'wrong1' })).envelope.code).toBe(4002);
      for (let i = 0; i < 5; i++) expect((await withdraw(server, player, bank, 999, { password: 'wrong1' })).envelope.code).toBe(1014);
      const key = newKey();
      for (let i = 0; i < 5; i++) expect((await withdraw(server, player, bank, 10_000, { password: 'wrong1', key })).envelope.code).toBe(1006);
      // One counted failure so far: two more wrong guesses are checked, then the limit (3) is reached.
      for (let i = 0; i < 2; i++) expect((await withdraw(server, player, bank, 10_000, { password: 'wrong1' })).envelope.code).toBe(1006);
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(4006);
    });

    it('allows the daily count, then 4008 until the next day', async () => {
      const player = await newPlayer(server, { balanceCents: 100_000 });
      const bank = await bindCard(server, player);
      for (let i = 0; i < 3; i++) expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(0);
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(4008);
      expect((await withdrawInfo(server, player)).status).toBe(1);
      clock.set(NOON + 24 * 3600_000);
      try {
        expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(0);
      } finally {
        clock.set(NOON);
      }
    });

    it('needs the e-mail code (type 1) once an e-mail is bound: 1002 without or with a wrong one, single use', async () => {
      const player = await newPlayer(server, { balanceCents: 100_000 });
      const bank = await bindCard(server, player);
      const email = `${player.account}@example.com`;
      expect((await post(server, player, AccountPath.sendEmail, { email, type: 2 })).envelope.code).toBe(0);
      expect((await post(server, player, AccountPath.bindEmail, { email, code: mailer.codeFor(email), type: 2 })).envelope.code).toBe(0);
      expect(await withdrawInfo(server, player)).toMatchObject({ email, emailRequired: true });

      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(1002);
      expect((await post(server, player, AccountPath.sendEmail, { email: '', type: 1 })).envelope.code).toBe(0);
      const code = mailer.codeFor(email);
      const wrong = code === '000000' ? '000001' : '000000';
      expect((await withdraw(server, player, bank, 10_000, { verifyCode: wrong })).envelope.code).toBe(1002);
      // A refusal for another reason does not use up the code.
      expect((await withdraw(server, player, bank, 1_000_000, { verifyCode: code })).envelope.code).toBe(2001);
      expect((await withdraw(server, player, bank, 10_000, { verifyCode: code })).envelope.code).toBe(0);
      expect((await withdraw(server, player, bank, 10_000, { verifyCode: code })).envelope.code).toBe(1002);
      expect(await balanceOf(server, player)).toBe(90_000);
    });
  });

  describe('operator controls and turnover', () => {
    it('refuses a player whose withdrawals an operator blocked with 4003, and says so on the page', async () => {
      const player = await newPlayer(server, { balanceCents: 50_000 });
      const bank = await bindCard(server, player);
      expect((await admin(server, 'block-withdrawals', { account: player.account })).body.message).toBe(`${player.account}: withdrawals blocked`);
      expect(await withdrawInfo(server, player)).toMatchObject({ status: 1, staticNotice: expect.stringContaining('暂不能提现') });
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(4003);
      await admin(server, 'unblock-withdrawals', { account: player.account });
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(0);
    });

    it('asks for stakes of 50 % of the deposits since the last withdrawal (4004 with what is missing)', async () => {
      const player = await newPlayer(server);
      const bank = await bindCard(server, player);
      const { orderId } = await cardDeposit(server, player, 200_000);
      expect((await sandboxCallback(server, { orderId, providerTxId: `TX-${orderId}`, outcome: 'paid', amountCents: 200_000 })).statusCode).toBe(200);
      expect((await withdraw(server, player, bank, 10_000)).envelope).toEqual({ code: 4004, msg: '1,000.00', data: null });
      const slot = await openRound(server, clock, 1);
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo, { stake: 600 }))).envelope.code).toBe(0);
      expect((await withdraw(server, player, bank, 10_000)).envelope).toEqual({ code: 4004, msg: '400.00', data: null });
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo, { stake: 400 }))).envelope.code).toBe(0);
      expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(0);
      clock.set(NOON);
    });
  });

  describe('concurrency and replays', () => {
    it('lets exactly one of 50 parallel withdrawals of the whole balance succeed', async () => {
      const player = await newPlayer(server, { balanceCents: 250_000 });
      const bank = await bindCard(server, player);
      const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(server, player, bank, 250_000, { key: newKey() })));
      const codes = answers.map((answer) => answer.envelope.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      expect(codes.filter((code) => code !== 0).every((code) => code === 2001)).toBe(true);
      expect(await balanceOf(server, player)).toBe(0);
      expect((await ledgerOf(server, player)).filter((row) => row.type === 3)).toHaveLength(1);
    });

    it('answers 20 replays of one withdrawal (same Idempotency-Key, at once) with the first answer, reserving once', async () => {
      const player = await newPlayer(server, { balanceCents: 100_000 });
      const bank = await bindCard(server, player);
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(server, player, bank, 30_000, { key })));
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]!.envelope.code).toBe(0);
      expect(await balanceOf(server, player)).toBe(70_000);
      expect((await ledgerOf(server, player)).filter((row) => row.type === 3)).toHaveLength(1);
    });
  });

  describe('operator decisions', () => {
    it('approves: status 1 in the records, nothing moves, a second decision is refused with 409', async () => {
      const player = await newPlayer(server, { balanceCents: 50_000 });
      const bank = await bindCard(server, player);
      const { withdrawId } = (await withdraw(server, player, bank, 20_000)).envelope.data;
      const pending = await admin(server, 'pending');
      expect(pending.body.message).toContain(`#${withdrawId}`);
      expect(await admin(server, 'approve-withdrawal', { id: withdrawId })).toEqual({
        status: 200,
        body: { ok: true, message: `Withdrawal ${withdrawId} approved (200.00)`, data: { id: withdrawId, status: 1 } },
      });
      expect((await records(player, 3)).list[0]).toMatchObject({ typeId: 3, status: 1 });
      expect(await admin(server, 'approve-withdrawal', { id: withdrawId })).toMatchObject({ status: 409 });
      expect(await admin(server, 'reject-withdrawal', { id: withdrawId, reason: 'late' })).toMatchObject({ status: 409 });
      expect(await balanceOf(server, player)).toBe(30_000);
      expect((await admin(server, 'approve-withdrawal', { id: 987_654 })).status).toBe(404);
    });

    it('rejects: the amount comes back as type 8 with the reason, once, whatever is replayed', async () => {
      const player = await newPlayer(server, { balanceCents: 50_000 });
      const bank = await bindCard(server, player);
      const { withdrawId } = (await withdraw(server, player, bank, 20_000)).envelope.data;
      const answers = await Promise.all(Array.from({ length: 20 }, () => admin(server, 'reject-withdrawal', { id: withdrawId, reason: '银行卡信息有误' })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
      expect(await balanceOf(server, player)).toBe(50_000);
      const refunds = (await ledgerOf(server, player)).filter((row) => row.type === 8);
      expect(refunds).toEqual([{ type: 8, amount_cents: 20_000, balance_after_cents: 50_000, reference: `withdrawal:${withdrawId}` }]);
      const list = (await records(player)).list;
      expect(list[0]).toMatchObject({ typeId: 8, status: null, amount: 20_000, desp: '银行卡信息有误' });
      expect(list[1]).toMatchObject({ typeId: 3, status: 2 });
    });
  });
});
