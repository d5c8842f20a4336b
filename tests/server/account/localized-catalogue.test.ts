import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bank, PayListAnswer, UserBank, WithdrawalRecord } from '../../../models/account';
import type { Paged } from '../../../models/bet-records';
import { AccountPath, PayPath } from '../../../models/api-paths';
import { LOCALE_HEADER } from '../../../models/content';
import type { Envelope } from '../../../models/envelope';
import { ErrorCode } from '../../../models/errors';
import { IDEMPOTENCY_HEADER } from '../../../models/envelope';
import type { FastdrawServer } from '../../../server/app';
import { listBanks } from '../../../server/domain/banking/banks';
import { PAY_PREFIX } from '../../../server/options';
import { startTestServer } from '../support/server';
import { bindCard, cardDeposit, newPlayer, withdraw, type Player } from './support';

// Banks and payment methods in the player's language and the site's currency (issue 17 §3): the
// bank list of the site's variant with names in the request's `locale` and the other names to
// search by; payList's names and tips in the request's language.

/** Chinese characters (Han); kana are allowed in Japanese texts only. */
const HAN = /\p{Script=Han}/u;

async function answer<T>(server: FastdrawServer, player: Player, method: 'GET' | 'POST', url: string, locale: string, body?: object): Promise<Envelope<T>> {
  const response = await server.app.inject({
    method,
    url,
    headers: { token: player.token, [LOCALE_HEADER]: locale, ...(method === 'POST' ? { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } : {}) },
    ...(body ? { payload: body } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Envelope<T>;
}

const banksOf = async (server: FastdrawServer, player: Player, locale: string) => (await answer<Bank[]>(server, player, 'GET', `/api${AccountPath.bankList}`, locale)).data;
const byCode = (banks: Bank[], code: string) => banks.find((bank) => bank.bankCode === code);

/** Starting a server takes long on a busy test machine. */
const START = 240_000;

describe('banks per currency and language', () => {
  let cn: FastdrawServer;
  let cp: FastdrawServer;
  beforeAll(async () => {
    [cn, cp] = await Promise.all([startTestServer({ kind: 'memory' }), startTestServer({ kind: 'memory' }, { variant: 'cp' })]);
  }, START);
  afterAll(() => Promise.all([cn?.close(), cp?.close()]));

  it('a cn site lists Chinese banks and USDT wallets, named in the request language with every other name to search by', async () => {
    const player = await newPlayer(cn);
    const zh = await banksOf(cn, player, 'zh-CN');
    expect(zh.map((bank) => bank.bankCode)).toEqual(expect.arrayContaining(['ICBC', 'CCB', 'CMB', 'USDTTRC20', 'USDTERC20']));
    expect(zh.some((bank) => ['MUFG', 'MIZUHO', 'VCB'].includes(bank.bankCode))).toBe(false);
    expect(byCode(zh, 'ICBC')).toMatchObject({ bankName: '中国工商银行', searchNames: expect.arrayContaining(['Industrial and Commercial Bank of China']) });

    const en = await banksOf(cn, player, 'en-US');
    expect(byCode(en, 'ICBC')).toMatchObject({ bankName: 'Industrial and Commercial Bank of China', searchNames: expect.arrayContaining(['中国工商银行']) });
    expect(en.filter((bank) => HAN.test(bank.bankName))).toEqual([]);
    expect(byCode(await banksOf(cn, player, 'vi-VN'), 'CCB')?.bankName).toBe('Ngân hàng Xây dựng Trung Quốc');
    expect(byCode(await banksOf(cn, player, 'ja-JP'), 'BOC')?.bankName).toBe('中国銀行');
  });

  it('a jp site lists Japanese banks; a cp site Vietnamese banks', async () => {
    // The jp list straight from the catalogue: a third server would only repeat the route.
    const japanese = await listBanks(cn.db, 'jp', 'ja-JP');
    expect(japanese.length).toBeGreaterThanOrEqual(12);
    expect(japanese.map((bank) => bank.bankCode)).toEqual(expect.arrayContaining(['MUFG', 'SMBC', 'MIZUHO', 'JPBANK', 'RAKUTEN', 'USDTTRC20']));
    expect(japanese.some((bank) => bank.bankCode === 'ICBC' || bank.bankCode === 'VCB')).toBe(false);
    expect(byCode(japanese, 'JPBANK')?.bankName).toBe('ゆうちょ銀行');
    expect(byCode(await listBanks(cn.db, 'jp', 'en-US'), 'MIZUHO')?.bankName).toBe('Mizuho Bank');

    const player = await newPlayer(cp);
    const vietnamese = await banksOf(cp, player, 'vi-VN');
    expect(vietnamese.length).toBeGreaterThanOrEqual(20);
    expect(vietnamese.map((bank) => bank.bankCode)).toEqual(expect.arrayContaining(['VCB', 'ICB', 'BIDV', 'VBA', 'TCB', 'MB', 'ACB', 'USDTTRC20']));
    expect(vietnamese.some((bank) => bank.bankCode === 'ICBC' || bank.bankCode === 'MUFG')).toBe(false);
    expect(byCode(vietnamese, 'VCB')).toMatchObject({ bankName: 'Vietcombank – Ngoại thương Việt Nam', searchNames: expect.arrayContaining(['Vietcombank']) });
    expect(byCode(await banksOf(cp, player, 'zh-CN'), 'VCB')?.bankName).toBe('越南外贸银行 Vietcombank');
  });

  it('binds only a bank of the site’s currency, and answers the bound bank in the request language', async () => {
    const player = await newPlayer(cp);
    const [icbc] = await cp.db.query<{ id: number }>("SELECT id FROM banks WHERE code = 'ICBC'");
    const form = { bankCardNo: '9704 0000 1234 5678', bankUserName: 'NGUYEN VAN A', withdrawPassword: '654321' };
    const refused = await answer<null>(cp, player, 'POST', `/api${AccountPath.addUserBank}`, 'vi-VN', { ...form, bankId: icbc!.id });
    // Not a bank of this site: the form's 'choose a bank' refusal, nothing bound.
    expect(refused).toMatchObject({ code: ErrorCode.failed, msg: expect.stringMatching(/^validation:/) });
    expect((await answer<UserBank[]>(cp, player, 'POST', `/api${AccountPath.userBankList}`, 'vi-VN')).data).toEqual([]);

    const vcb = byCode(await banksOf(cp, player, 'vi-VN'), 'VCB')!;
    const bound = await answer<UserBank>(cp, player, 'POST', `/api${AccountPath.addUserBank}`, 'en-US', { ...form, bankId: vcb.bankId });
    expect(bound).toMatchObject({ code: 0, data: { bankCode: 'VCB', bankName: 'Vietcombank' } });
    const listed = await answer<UserBank[]>(cp, player, 'POST', `/api${AccountPath.userBankList}`, 'vi-VN');
    expect(listed.data[0]?.bankName).toBe('Vietcombank – Ngoại thương Việt Nam');
    // The withdraw page's bound entry too.
    const info = await answer<{ bank: UserBank | null }>(cp, player, 'POST', `/api${AccountPath.withdrawInfo}`, 'zh-CN');
    expect(info.data.bank?.bankName).toBe('越南外贸银行 Vietcombank');
  });

  it('names the bank of a withdrawal in the request language, and keeps the name it was made with once the bank is gone', async () => {
    const player = await newPlayer(cn, { balanceCents: 100_000 });
    const bank = await bindCard(cn, player);
    expect((await withdraw(cn, player, bank, 20_000)).envelope.code).toBe(0);
    const history = async (locale: string) =>
      (await answer<Paged<WithdrawalRecord>>(cn, player, 'POST', `/api${AccountPath.withdrawList}`, locale, { pageIndex: 1, pageSize: 10 })).data.list[0]?.bankName;
    expect(await history('zh-CN')).toBe('中国工商银行');
    expect(await history('en-US')).toBe('Industrial and Commercial Bank of China');
    expect(await history('vi-VN')).not.toMatch(HAN);
    // The operator retires the bank (its code changes): the record keeps the name it was made with.
    await cn.db.query("UPDATE banks SET code = 'ICBC-OLD' WHERE code = 'ICBC'");
    try {
      expect(await history('en-US')).toBe('中国工商银行');
    } finally {
      await cn.db.query("UPDATE banks SET code = 'ICBC' WHERE code = 'ICBC-OLD'");
    }
  });
});

describe('payment methods per language', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' });
  }, START);
  afterAll(() => server?.close());

  const methods = async (player: Player, locale: string) => (await answer<PayListAnswer>(server, player, 'POST', `${PAY_PREFIX}${PayPath.payList}`, locale, { device: 'pc' })).data.list;

  it('answers names and tips (and the USDT networks’ tips) in the request language; zh-CN stays the default', async () => {
    const player = await newPlayer(server);
    const zh = await methods(player, 'zh-CN');
    expect(zh.map((method) => method.name)).toEqual(['银行卡快捷支付', '支付宝', '微信支付', 'USDT 虚拟币', 'VIP 专属充值']);
    for (const locale of ['en-US', 'vi-VN']) {
      const list = await methods(player, locale);
      expect(list.map((method) => method.id)).toEqual(zh.map((method) => method.id));
      const texts = list.flatMap((method) => [method.name, method.tips, ...method.virtualPayList.map((network) => network.tips)]);
      expect(texts.filter((text) => HAN.test(text)), locale).toEqual([]);
    }
    expect((await methods(player, 'en-US')).map((method) => method.name)).toEqual(['Quick bank-card payment', 'Alipay', 'WeChat Pay', 'USDT (crypto)', 'VIP deposit']);
    const ja = await methods(player, 'ja-JP');
    expect(ja.map((method) => method.name)).toEqual(['銀行カードクイック入金', 'Alipay（支付宝）', 'WeChat Pay（微信支付）', 'USDT（暗号資産）', 'VIP 専用入金']);
    expect(ja.find((method) => method.checkType === 2)?.virtualPayList.map((network) => network.tips)).toEqual(['TRON ネットワーク。手数料が安く、おすすめです。', 'イーサリアムネットワーク。ネットワーク手数料は高めです。']);
    // Tips name no amounts: the page shows each method's limits in the site's currency.
    expect(zh.filter((method) => /元|\d{2,}/.test(method.tips))).toEqual([]);
  });

  it('shows the sandbox cashier in the browser’s language, or the one its language links ask for', async () => {
    const player = await newPlayer(server);
    const { payUrl } = await cardDeposit(server, player, 20_000);
    const url = new URL(payUrl!);
    const open = (search: string, acceptLanguage: string) => server.app.inject({ method: 'GET', url: url.pathname + search, headers: { 'accept-language': acceptLanguage } });

    const ja = await open(url.search, 'ja-JP,ja;q=0.9');
    expect(ja.body).toContain('<html lang="ja-JP">');
    for (const text of ['Fastdraw サンドボックス決済', '注文番号', '銀行カードクイック入金', 'お支払い待ち', '支払う', 'これはサンドボックスです。']) expect(ja.body).toContain(text);
    expect(ja.body).not.toMatch(/订单号|确认支付|待支付/);
    // Links to the same order in the other languages, its token kept.
    expect(ja.body).toContain(`${url.pathname}${url.search}&amp;lang=vi-VN`);

    const vi = await open(`${url.search}&lang=vi-VN`, 'ja-JP');
    for (const text of ['<html lang="vi-VN">', 'Mã đơn hàng', 'Thanh toán nhanh bằng thẻ ngân hàng', 'Chờ thanh toán', 'Xác nhận thanh toán']) expect(vi.body).toContain(text);
    const decided = await server.app.inject({ method: 'POST', url: `${url.pathname}${url.search}&lang=vi-VN`, payload: 'decision=failed', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(decided.headers.location).toBe(`${url.pathname}${url.search}&lang=vi-VN`);
    expect((await open(`${url.search}&lang=vi-VN`, 'zh-CN')).body).toContain('Thanh toán thất bại');

    const en = await open(url.search, 'en-US');
    for (const text of ['Fastdraw sandbox cashier', 'Order number', 'Quick bank-card payment', 'Payment failed', 'Back to Fastdraw']) expect(en.body).toContain(text);
    expect((await open(url.search, 'fr-FR')).body).toContain('Fastdraw 沙箱收银台');
    expect((await open('?token=wrong', 'en-US')).body).toContain('Order not found');
  });

  it('opens the sandbox cashier in the app’s language (the deposit call’s locale), whatever the browser’s', async () => {
    const player = await newPlayer(server);
    const bank = (await methods(player, 'en-US')).find((method) => method.classIcon === 'bank')!;
    const deposit = async (locale: string) =>
      (await answer<{ payUrl: string }>(server, player, 'POST', `${PAY_PREFIX}${PayPath.pay}`, locale, { payTypeId: bank.id, money: 20_000, protocolType: '', device: 'pc' })).data.payUrl;
    const payUrl = new URL(await deposit('en-US'));
    expect(payUrl.searchParams.get('lang')).toBe('en-US');
    // A browser that prefers Chinese, an app in English: the cashier speaks English.
    const page = await server.app.inject({ method: 'GET', url: payUrl.pathname + payUrl.search, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(page.body).toContain('<html lang="en-US">');
    for (const text of ['Fastdraw sandbox cashier', 'Order number', 'Quick bank-card payment', 'Awaiting payment']) expect(page.body).toContain(text);
    expect(page.body).not.toMatch(/订单号|待支付/);
    expect(new URL(await deposit('ja-JP')).searchParams.get('lang')).toBe('ja-JP');
    // A call naming no language (or one not offered) leaves the cashier to the browser's.
    expect(new URL(await deposit('fr-FR')).searchParams.has('lang')).toBe(false);
  });

  it('the recharge notice names no amount in any language (each method shows its own limits), also on a database seeded before', async () => {
    const player = await newPlayer(server);
    const notice = async (locale: string) => (await answer<{ rechargeContent: string }>(server, player, 'POST', `/api${AccountPath.rechargeConfig}`, locale)).data.rechargeContent;
    for (const locale of ['zh-CN', 'en-US', 'vi-VN', 'ja-JP']) {
      const text = await notice(locale);
      expect(text, locale).toMatch(/USDT/);
      expect(text, locale).not.toMatch(/\d/);
    }
    // A database seeded before migration 017 had "Minimum 50.0": the migration's last statement rewrites it.
    const old = { 'zh-CN': '<p>充值到账后即可投注。单笔最低 50.0 元，银行卡与 USDT 充值享额外赠送。如遇问题请联系在线客服。</p>', 'en-US': '<p>Your deposit can be used for betting as soon as it is credited. Minimum 50.0 per deposit; bank-card and USDT deposits get an extra bonus. Any problem? Contact online support.</p>' };
    await server.db.query("UPDATE site_texts SET texts = $1 WHERE name = 'recharge'", [JSON.stringify(old)]);
    expect(await notice('en-US')).toMatch(/Minimum 50/);
    const migration = readFileSync(new URL('../../../server/db/migrations/017_localized_catalogue.sql', import.meta.url), 'utf8');
    await server.db.query(migration.slice(migration.lastIndexOf('UPDATE site_texts')));
    expect(await notice('en-US')).toBe('<p>Your deposit can be used for betting as soon as it is credited. Each method shows its own limits per deposit below; bank-card and USDT deposits get an extra bonus. Any problem? Contact online support.</p>');
    expect(await notice('zh-CN')).not.toMatch(/\d/);
  });

  it('falls back to zh-CN for an unknown language, and to an operator method’s one language', async () => {
    const player = await newPlayer(server);
    expect((await methods(player, 'fr-FR'))[0]?.name).toBe('银行卡快捷支付');
    await server.db.query("UPDATE pay_methods SET texts = '{}' WHERE id = (SELECT min(id) FROM pay_methods)");
    expect((await methods(player, 'en-US'))[0]?.name).toBe('银行卡快捷支付');
  });
});
